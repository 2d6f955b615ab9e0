// One jest run for the API and the libs. @swc/jest compiles TypeScript (with decorator metadata,
// or Nest's injection silently gets undefined) and Nest 12's ESM-only packages.
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
delete swc.$schema;
module.exports = {
  testEnvironment: 'node',
  // apps/*/e2e: browser tests of the built web apps (playwright-core + Debian Chromium); load-tests:
  // the k6 scenarios' flows driven by Node against the API; infra: the deployment files checked against the code.
  roots: [
    '<rootDir>/libs',
    '<rootDir>/apps/api',
    '<rootDir>/apps/player-web/e2e',
    '<rootDir>/apps/admin/e2e',
    '<rootDir>/load-tests',
    '<rootDir>/infra',
  ],
  testMatch: ['**/*.spec.ts'],
  // One migrated database per run, copied for every app a test starts (platform/testing/test-templates.ts).
  globalSetup: '<rootDir>/apps/api/src/platform/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/apps/api/src/platform/testing/jest-global-teardown.ts',
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { ...swc, swcrc: false }] },
  // Nest 12 and parts of its tree ship ESM only; swc compiles node_modules too (cached after the first run).
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@fastify|fastify|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|load-esm|content-disposition|cookie|@lukeed|light-my-request)/)',
  ],
  moduleNameMapper: {
    '^@lootledger/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@lootledger/event-store$': '<rootDir>/libs/event-store/src/index.ts',
    '^@lootledger/event-store/testing$': '<rootDir>/libs/event-store/src/testing/index.ts',
    '^@lootledger/fairness$': '<rootDir>/libs/fairness/src/index.ts',
  },
  // A limit for hangs, not a speed check: on a loaded 2-core machine starting PGlite (PostgreSQL in
  // WASM) for a suite's fixture has taken over 30 s; nothing asserts time.
  testTimeout: 120000,
  // A worker keeps about 40 MB of every e2e suite it ran (each suite's app and module graph stay
  // reachable); after 120 suites its heap neared V8's limit and garbage collection stopped it for
  // seconds at a time, long enough for PostgreSQL to end its apps' open transactions
  // (idle_in_transaction_session_timeout). A worker past this after a suite is replaced.
  workerIdleMemoryLimit: '1GB',
};
