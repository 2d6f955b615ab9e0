// The test workers' TypeScript: jest runs every suite in plain Node (jest-light-runner, jest.config.js),
// so .ts files are compiled here, with the repository's .swcrc (decorator metadata: Nest's injection
// needs it), and @lootledger/* resolves to the libraries' sources as tsconfig.base.json maps it
// (an exact name, or a pattern with one `*` such as @lootledger/fairness/<game>).
// Loaded once per worker (setupFiles); import() of a .ts test file goes to the CommonJS loader
// (register-typescript.hooks.mjs).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { pathToFileURL } = require('node:url');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..', '..');
const options = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
delete options.$schema;
options.swcrc = false;
options.sourceMaps = 'inline';

const paths = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
const mapped = new Map(
  Object.entries(paths)
    .filter(([name]) => !name.includes('*'))
    .map(([name, [target]]) => [name, path.join(root, target)]),
);
const patterns = Object.entries(paths)
  .filter(([name]) => name.includes('*'))
  .map(([name, [target]]) => {
    const [prefix, suffix] = name.split('*');
    return { prefix, suffix, target: path.join(root, target) };
  });

function mappedPath(request) {
  if (mapped.has(request)) return mapped.get(request);
  for (const { prefix, suffix, target } of patterns) {
    if (request.length > prefix.length + suffix.length && request.startsWith(prefix) && request.endsWith(suffix)) {
      return target.replace('*', request.slice(prefix.length, request.length - suffix.length));
    }
  }
  return request;
}

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, mappedPath(request), ...rest);
};

// `npm run test:coverage` (LOOTLEDGER_COVERAGE=1): the sources of apps/api/src and libs/*/src are
// instrumented with istanbul over swc's output and its source map; jest-light-runner hands the
// worker's counters (globalThis.__coverage__) to jest, whose report maps them back to the TypeScript.
const COVERED = /[\\/](apps[\\/]api|libs[\\/][^\\/]+)[\\/]src[\\/](?!.*\.spec\.ts$)/;
const instrumenter =
  process.env.LOOTLEDGER_COVERAGE === '1'
    ? require('istanbul-lib-instrument').createInstrumenter({ esModules: false, produceSourceMap: false })
    : null;

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  if (instrumenter && COVERED.test(filename)) {
    const { code, map } = swc.transformSync(source, { ...options, sourceMaps: true, filename });
    module._compile(instrumenter.instrumentSync(code, filename, JSON.parse(map)), filename);
    return;
  }
  const { code } = swc.transformSync(source, { ...options, filename });
  module._compile(code, filename);
};

process.setSourceMapsEnabled(true);
Module.register(pathToFileURL(path.join(__dirname, 'register-typescript.hooks.mjs')));
