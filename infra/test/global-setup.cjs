// jest's global setup: a folder for the run, named in the environment the workers inherit; the first
// app of the run makes the migrated template there (apps/api/src/platform/testing/test-templates.ts).
require('./register-typescript.cjs');
const { createRunFolder } = require('../../apps/api/src/platform/testing/test-run');

module.exports = function globalSetup() {
  createRunFolder();
};
