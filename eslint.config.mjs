// One ESLint config for the repository. The boundary rules keep every bounded context out of the
// others' internals: a context may import another only through its public index (`<context>/index.ts`)
// or libs/contracts; test builders live in `<context>/testing`, which only specs, other test builders
// and benchmarks may import. Import cycles are refused by dependency-cruiser (npm run lint).
import js from '@eslint/js';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const CONTEXTS = [
  'identity',
  'ledger',
  'catalogue',
  'games',
  'payments',
  'loyalty',
  'delivery',
  'realtime',
  'staff',
  'reports',
  'audit',
  'content',
  'admin',
  'responsible-gaming',
];

const TEST_FILES = ['apps/api/src/**/*.spec.ts', 'apps/api/src/**/testing/**/*.ts', 'apps/api/src/bench/**/*.ts'];

const deepImport = (context, allowed) => ({
  regex: `^\\.\\./(\\.\\./)*(?!${context}/)(${CONTEXTS.join('|')})/(?!${allowed}$).+`,
  message:
    'Import another context only through its public index (../<context>), its testing entry (specs only) or @lootledger/contracts.',
});

const testingImport = {
  regex: '(^|/)testing(/|$)',
  message: 'Test builders (testing/) are for specs, other test builders and benchmarks only.',
};

const boundaryRules = CONTEXTS.flatMap((context) => [
  {
    files: [`apps/api/src/${context}/**/*.ts`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImport(context, '$^'), testingImport] }],
    },
  },
  {
    files: TEST_FILES.map((pattern) => pattern.replace('apps/api/src/', `apps/api/src/${context}/`)),
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImport(context, 'testing')] }] },
  },
]);

const productionRules = {
  files: ['apps/api/src/platform/**/*.ts', 'apps/api/src/*.ts'],
  ignores: TEST_FILES,
  rules: { 'no-restricted-imports': ['error', { patterns: [testingImport] }] },
};

// The player web's layers (bulletproof-react): shared code (src/api, components, config, hooks, lib)
// -> features (src/features/<feature>) -> the registry of features (src/features/registry.ts) and the
// app (src/app), which compose them. A feature imports shared code and its own files, never another
// feature, the registry nor the app; shared code imports none of them.
// Import paths are resolved, so a relative path that climbs into another feature is caught too.
const PLAYER_WEB_SRC = path.join(import.meta.dirname, 'apps', 'player-web', 'src');
const SHARED_LAYER = ['api', 'components', 'config', 'hooks', 'lib'];

/**
 * Where a file of the player web sits: a feature (with its name), the registry of features (it lists
 * them all, like the app), the app, shared code, or elsewhere.
 */
function playerWebLayer(file) {
  const [top, second, rest] = path.relative(PLAYER_WEB_SRC, file).split(path.sep);
  if (top === 'features' && /^registry(\.ts)?$/.test(second ?? '') && rest === undefined) return { layer: 'registry' };
  if (top === 'features' && second && rest !== undefined) return { layer: 'feature', feature: second };
  if (top === 'app') return { layer: 'app' };
  if (SHARED_LAYER.includes(top)) return { layer: 'shared' };
  return { layer: 'other' };
}

const playerWebLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'player web: shared -> features -> app; features never import each other' },
    messages: {
      otherFeature:
        "Feature '{{from}}' may not import feature '{{to}}': move what both use to the shared layer (src/api, src/lib, ...) or compose them in src/app.",
      app: 'A feature may not import src/app: the app composes features, not the other way round.',
      registry: 'A feature may not import the registry of features (src/features/registry.ts): it lists the features.',
      shared: 'Shared code (src/{{layers}}) may not import src/features or src/app.',
    },
    schema: [],
  },
  create(context) {
    const from = playerWebLayer(context.filename);
    if (from.layer !== 'feature' && from.layer !== 'shared') return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('@/')) target = path.join(PLAYER_WEB_SRC, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else return;
      const to = playerWebLayer(target);
      if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
        context.report({ node: source, messageId: 'otherFeature', data: { from: from.feature, to: to.feature } });
      } else if (from.layer === 'feature' && to.layer === 'app') {
        context.report({ node: source, messageId: 'app' });
      } else if (from.layer === 'feature' && to.layer === 'registry') {
        context.report({ node: source, messageId: 'registry' });
      } else if (from.layer === 'shared' && ['feature', 'registry', 'app'].includes(to.layer)) {
        context.report({ node: source, messageId: 'shared', data: { layers: `{${SHARED_LAYER.join(',')}}` } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const playerWebPlugin = { rules: { layers: playerWebLayers } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'load-tests/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['apps/player-web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+\\.\\./apps/', message: 'Libraries never import from apps.' }] },
      ],
    },
  },
  productionRules,
  ...boundaryRules,
  {
    files: ['apps/player-web/src/features/**/*.{ts,tsx}'],
    plugins: { 'player-web': playerWebPlugin },
    rules: { 'player-web/layers': 'error' },
  },
  {
    files: [`apps/player-web/src/{${SHARED_LAYER.join(',')}}/**/*.{ts,tsx}`],
    plugins: { 'player-web': playerWebPlugin },
    rules: { 'player-web/layers': 'error' },
  },
);
