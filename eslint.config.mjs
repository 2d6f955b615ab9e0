// One ESLint config for the repository. The boundary rules keep every bounded context out of the
// others' internals: a context may import another only through its public index (`<context>/index.ts`)
// or libs/contracts; test builders live in `<context>/testing`, which only specs, other test builders
// and benchmarks may import. Import cycles are refused by dependency-cruiser (npm run lint).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CONTEXTS = [
  'identity',
  'ledger',
  'catalogue',
  'games',
  'payments',
  'loyalty',
  'roll',
  'delivery',
  'realtime',
  'staff',
  'reports',
  'audit',
  'content',
  'admin',
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
);
