// The order jest starts the suites in: the slowest first, so no worker is left with a long suite at
// the end. jest's own sequencer knows a suite's time only from an earlier run on this machine (its
// cache); a fresh clone has none and would fall back to file size, which puts small but slow
// browser suites last. Where the cache has no time, the time measured in a full run and kept in
// infra/test/durations.json is used (`node infra/test/record-durations.mjs <jest --json output>`
// refreshes it); a suite in neither counts as quick.
const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = join(__dirname, '..', '..');
const QUICK_MS = 500;

function recorded() {
  try {
    return JSON.parse(readFileSync(join(__dirname, 'durations.json'), 'utf8'));
  } catch {
    return {};
  }
}

class SlowestFirst extends Sequencer {
  durations = recorded();

  time(test) {
    return super.time(test) ?? this.durations[relative(ROOT, test.path)] ?? QUICK_MS;
  }
}

module.exports = SlowestFirst;
