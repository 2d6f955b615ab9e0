// The site's pages as its router lists them: the site's own (src/config/paths.ts) and every
// registered feature's (src/features/registry.ts), read from the player web's sources, so a new page
// is visited by the every-page sweep without naming it there. The sources use the app's `@/` alias:
// it is mapped here for this read only.
import Module from 'node:module';
import path from 'node:path';

const SOURCES = path.resolve(__dirname, '../../src');

interface ModuleWithResolve {
  _resolveFilename(request: string, ...rest: unknown[]): string;
}

function withAppAlias<T>(load: () => T): T {
  const loader = Module as unknown as ModuleWithResolve;
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    const mapped = request.startsWith('@/') ? path.join(SOURCES, request.slice(2)) : request;
    return resolve.call(this, mapped, ...rest);
  };
  try {
    return load();
  } finally {
    loader._resolveFilename = resolve;
  }
}

export interface SitePage {
  /** The router pattern (`/active/:id`). */
  pattern: string;
  /** Who registered it: 'site' or the feature's namespace. */
  owner: string;
  loginRequired: boolean;
}

type Route = { path: string };
type PathTree = { [key: string]: Route | PathTree };

function patterns(tree: PathTree): string[] {
  return Object.values(tree).flatMap((entry) =>
    typeof (entry as Route).path === 'string' ? [(entry as Route).path] : patterns(entry as PathTree),
  );
}

/** Every page of the site, its pattern as the router has it. */
export function sitePages(): SitePage[] {
  return withAppAlias(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded under the alias, in this order */
    const { paths } = require('../../src/config/paths') as { paths: PathTree };
    const { FEATURES } = require('../../src/features/registry') as {
      FEATURES: { namespace: string; pages?: { path: string; loginRequired?: boolean }[] }[];
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const own = patterns(paths).map((pattern) => ({ pattern, owner: 'site', loginRequired: false }));
    const features = FEATURES.flatMap((feature) =>
      (feature.pages ?? []).map((page) => ({
        pattern: page.path,
        owner: feature.namespace,
        loginRequired: page.loginRequired === true,
      })),
    );
    return [...own, ...features];
  });
}
