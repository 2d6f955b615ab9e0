// Writes infra/test/durations.json (what infra/test/sequencer.cjs orders a fresh clone's suites by)
// from the JSON report of a full jest run: `node node_modules/jest/bin/jest.js --json
// --outputFile=/tmp/jest.json`, then `node infra/test/record-durations.mjs /tmp/jest.json`.
// Milliseconds per suite, rounded to a tenth of a second, sorted by path for a readable diff. Paths
// are the suites' paths inside the checkout the run was in (a clean clone's report names its own
// folder), as the sequencer looks them up.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The suite's path from the root of the checkout it ran in. */
const inCheckout = (file) => file.replace(/^.*?\/(?=(?:apps|libs|infra|load-tests)\/)/, '');
const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const durations = Object.fromEntries(
  report.testResults
    .map((suite) => [inCheckout(suite.name), Math.round((suite.endTime - suite.startTime) / 100) * 100])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(join(here, 'durations.json'), `${JSON.stringify(durations, null, 2)}\n`);
console.log(`durations of ${Object.keys(durations).length} suites written to infra/test/durations.json`);
