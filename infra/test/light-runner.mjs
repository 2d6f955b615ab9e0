// jest's runner: jest-light-runner's, with its child-process workers given their setup data safely.
//
// jest-light-runner (0.8.2) hands a child-process worker its data (jest's configuration) over one
// channel object shared by every task: the first worker that asks answers every worker registered so
// far and forgets them, so a worker still loading its modules drops the answer and, when it asks,
// nobody is left to answer: it waits forever with its first suite (a run that never ends; seen when
// three workers started together). Here every task gets a channel of its own: a worker's question
// reaches only the channel of the task it runs, and the answer only that worker.
//
// With one worker (--runInBand, a single file) jest-light-runner's own runner runs the suites in
// jest's process, as before; suites run as it runs them (its worker-runner.js), only the pool is ours.
import Tinypool from 'tinypool';
import LightRunner from 'jest-light-runner';

const WORKER_RUNNER = new URL('./worker-runner.js', import.meta.resolve('jest-light-runner'));
const GET_WORKER_DATA = 'jest-light-runner-get-worker-data';

/** Runs at most `limit` of the calls at once. */
function limited(limit) {
  let running = 0;
  const waiting = [];
  const next = () => {
    if (running >= limit || waiting.length === 0) return;
    running++;
    const { call, resolve } = waiting.shift();
    call()
      .then(resolve)
      .finally(() => {
        running--;
        next();
      });
  };
  return (call) =>
    new Promise((resolve) => {
      waiting.push({ call, resolve });
      next();
    });
}

/** A task's channel: tinypool registers the worker running the task, whose questions come back here. */
function channelFor(workerData) {
  let toWorker = null;
  return {
    onMessage(listener) {
      toWorker = listener;
    },
    onClose() {
      toWorker = null;
    },
    postMessage(message) {
      if (message === GET_WORKER_DATA) toWorker?.({ type: 'jest-light-runner-worker-data', workerData });
    },
  };
}

export default class Runner {
  #globalConfig;
  #inBand;

  constructor(globalConfig, context, runnerConfiguration) {
    this.#globalConfig = globalConfig;
    if (globalConfig.maxWorkers === 1) this.#inBand = new LightRunner(globalConfig, context, runnerConfiguration);
  }

  async runTests(tests, watcher, onStart, onResult, onFailure) {
    if (this.#inBand) return this.#inBand.runTests(tests, watcher, onStart, onResult, onFailure);
    const globalConfig = this.#globalConfig;
    const { maxWorkers } = globalConfig;
    const pools = new Map();
    const poolFor = (projectConfig) => {
      if (!pools.has(projectConfig)) {
        const workerData = { globalConfig, projectConfig, runtime: 'child_process' };
        const pool = new Tinypool({
          filename: WORKER_RUNNER,
          runtime: 'child_process',
          minThreads: maxWorkers,
          maxThreads: maxWorkers,
          env: process.env,
          trackUnmanagedFds: false,
          workerData,
        });
        pools.set(projectConfig, { pool, workerData });
      }
      return pools.get(projectConfig);
    };
    const run = (test) => {
      const { pool, workerData } = poolFor(test.context.config);
      return pool.run(test.path, { channel: channelFor(workerData) });
    };
    const slot = limited(maxWorkers);
    await Promise.all(
      tests.map((test) =>
        slot(() =>
          onStart(test)
            .then(() => run(test))
            .then((result) => onResult(test, result))
            .catch((error) => onFailure(test, error)),
        ),
      ),
    );
    await Promise.all([...pools.values()].map(({ pool }) => destroy(pool)));
  }
}

/**
 * Ends the workers with disconnect() rather than kill(), as jest-light-runner does, so a worker
 * hands its coverage over before it goes (tinypool's first kill() call is the polite one).
 */
function destroy(pool) {
  for (const { process: child } of pool.threads) {
    const kill = child.kill;
    child.kill = (signal) => {
      if (signal) return kill.call(child, signal);
      child.disconnect();
      child.kill = kill;
      return undefined;
    };
  }
  return pool.destroy();
}
