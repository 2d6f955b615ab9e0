// One jest run for the API, the libraries, the browser tests, the load-test flows and infra.
//
// Every suite runs in plain Node (jest-light-runner): the suites of one worker share their modules,
// as one server process does, instead of loading ~2,000 modules again for each file (2 s a file, a
// third of the run). The workers are child processes; infra/test compiles TypeScript (swc, the
// repository's .swcrc: decorator metadata, or Nest's injection silently gets undefined), maps
// @lootledger/* to the libraries' sources and gives every test and hook its time limit.
module.exports = {
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
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // jest-light-runner's suites in child-process workers, with the fix for their start (infra/test/light-runner.mjs).
  runner: '<rootDir>/infra/test/light-runner.mjs',
  // The slowest suites first, from jest's cache or the times kept in the repository (infra/test/sequencer.cjs).
  testSequencer: '<rootDir>/infra/test/sequencer.cjs',
  setupFiles: ['<rootDir>/infra/test/register-typescript.cjs'],
  setupFilesAfterEnv: ['<rootDir>/infra/test/timeouts.cjs'],
  // One migrated database per run, copied for every app a test starts (platform/testing/test-templates.ts).
  globalSetup: '<rootDir>/infra/test/global-setup.cjs',
  globalTeardown: '<rootDir>/infra/test/global-teardown.cjs',
  // A limit for hangs, not a speed check (infra/test/timeouts.cjs applies it); nothing asserts time.
  testTimeout: 120000,
};
