// jest's global teardown: drops the run's template database and removes its folder.
require('./register-typescript.cjs');
const { removeRunFolder } = require('../../apps/api/src/platform/testing/test-run');

module.exports = function globalTeardown() {
  return removeRunFolder();
};
