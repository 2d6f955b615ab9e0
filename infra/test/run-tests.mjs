// `npm test`: what a fresh clone needs (Debian's Chromium and kcat), the build, every jest suite,
// then the player web's unit tests; the wall time of each phase at the end. Extra arguments go to
// jest (`npm test -- apps/api/src/games`). A phase that fails stops the run, which exits non-zero.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const jestArguments = process.argv.slice(2);
// The suites wait on browsers, child servers and sockets as much as they compute: one worker more
// than the cores keeps both busy (JEST_WORKERS overrides).
const workers = process.env.JEST_WORKERS ?? String(availableParallelism() + 1);

const phases = [
  ['Chromium and kcat', 'bash', ['infra/ensure-chromium.sh']],
  ['build', 'npm', ['run', 'build']],
  ['jest', process.execPath, ['node_modules/jest/bin/jest.js', `--maxWorkers=${workers}`, ...jestArguments]],
  ['player web unit tests', 'npm', ['run', 'test:web']],
];

const times = [];
let failed;
for (const [name, command, args] of phases) {
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  times.push([name, Number(process.hrtime.bigint() - started) / 1e9]);
  if (status !== 0) {
    failed = `${name} failed (${signal ?? `exit ${status}`})`;
    break;
  }
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
const clock = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
console.log('\nnpm test, wall time per phase:');
for (const [name, seconds] of times) console.log(`  ${name.padEnd(24)} ${clock(seconds).padStart(7)}`);
console.log(`  ${'total'.padEnd(24)} ${clock(total).padStart(7)}`);
if (failed) {
  console.error(failed);
  process.exit(1);
}
