// The console's registry (apps/admin/src/resources/index.ts, read as the console reads it through
// apps/admin/src/app/console.ts): each react-admin resource registered once, and every menu heading
// and every resource in the menu named in English and Chinese (a new folder that forgets a text
// fails here, not in front of staff), and each resource checked against a permission the API's staff
// matrix has (a resource named otherwise is refused to every role).
import { createRequire } from 'node:module';
import '../../api/src/games/games.registry';
import { STAFF_RESOURCES } from '../../api/src/staff';

type Tree = { [key: string]: string | Tree };
type Catalogue = { en: Tree; zh: Tree };

// The registry reaches the console's pages (TSX, type-checked by apps/admin/tsconfig.json): it is
// loaded as jest runs it, untyped, so the repository's Node type check does not read the console.
const load = createRequire(__filename);
const { CONSOLE_RESOURCES, CONSOLE_MESSAGES, MENU_SECTIONS } = load('../src/app/console') as {
  CONSOLE_RESOURCES: { name: string; permission?: string }[];
  CONSOLE_MESSAGES: Catalogue[];
  MENU_SECTIONS: { label: string; resources: string[] }[];
};
const { appMessages } = load('../src/i18n/app-messages') as { appMessages: Catalogue };
const { mergeMessages } = load('../src/i18n/define-messages') as { mergeMessages(...trees: Tree[]): Tree };

function text(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

describe('the console registry', () => {
  it('registers each react-admin resource (an admin API path) once', () => {
    const names = CONSOLE_RESOURCES.map((resource) => resource.name);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
  });

  it("checks each resource against a permission of the API's staff matrix", () => {
    const known = new Set<string>(STAFF_RESOURCES);
    const unknown = CONSOLE_RESOURCES.map((resource) => resource.permission ?? resource.name).filter(
      (permission) => !known.has(permission),
    );
    expect(unknown).toEqual([]);
  });

  it('names every menu heading and every resource in the menu in English and Chinese', () => {
    for (const lang of ['en', 'zh'] as const) {
      const catalogue = mergeMessages(appMessages[lang], ...CONSOLE_MESSAGES.map((messages) => messages[lang]));
      const keys = MENU_SECTIONS.flatMap((section) => [
        section.label,
        ...section.resources.map((resource) => `resources.${resource}.name`),
      ]);
      const missing = keys.filter((key) => typeof text(catalogue, key) !== 'string');
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });
});
