// One ESLint config for the repository. The boundary rules keep every bounded context out of the
// others' internals: a context may import another only through its module's public index
// (`<context>/index.ts`) or through libs/contracts.
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
  'admin',
  'audit',
  'content',
];

const boundaryRules = CONTEXTS.map((context) => ({
  files: [`apps/api/src/${context}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(\\.\\./)*(?!${context}/)(${CONTEXTS.join('|')})/.+`,
            message: 'Import another context only through its public index (../<context>) or @lootledger/contracts.',
          },
        ],
      },
    ],
  },
}));

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
  ...boundaryRules,
);
