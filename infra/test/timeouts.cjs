// Time limits for every test and hook (jest-light-runner runs them without any): jest.config.js's
// testTimeout, or the limit a test or hook names. A limit is for hangs, never a speed check; a test
// past it fails saying so, like jest's own runner.
const path = require('node:path');
const { testTimeout } = require(path.resolve(__dirname, '..', '..', 'jest.config.js'));

function limited(fn, timeoutMs, what) {
  const limit = timeoutMs ?? testTimeout;
  const run = function (...args) {
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Exceeded timeout of ${limit} ms for ${what}.`)), limit);
    });
    return Promise.race([Promise.resolve().then(() => fn.apply(this, args)), expired]).finally(() =>
      clearTimeout(timer),
    );
  };
  // jest-each passes a row's values as arguments, and reads the arity to tell a done callback apart.
  Object.defineProperty(run, 'length', { value: fn.length });
  return run;
}

function limitedTest(original, what) {
  const test = (name, fn, timeoutMs) => original(name, fn && limited(fn, timeoutMs, `${what} "${name}"`), timeoutMs);
  test.only = (name, fn, timeoutMs) =>
    original.only(name, fn && limited(fn, timeoutMs, `${what} "${name}"`), timeoutMs);
  test.skip = original.skip;
  test.todo = original.todo;
  test.each =
    (...table) =>
    (name, fn, timeoutMs) =>
      original.each(...table)(name, limited(fn, timeoutMs, `${what} "${name}"`), timeoutMs);
  test.only.each =
    (...table) =>
    (name, fn, timeoutMs) =>
      original.only.each(...table)(name, limited(fn, timeoutMs, `${what} "${name}"`), timeoutMs);
  test.skip.each = original.skip.each;
  return test;
}

globalThis.it = limitedTest(globalThis.it, 'test');
globalThis.test = limitedTest(globalThis.test, 'test');
globalThis.fit = globalThis.it.only;
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const original = globalThis[hook];
  globalThis[hook] = (fn, timeoutMs) => original(limited(fn, timeoutMs, `a "${hook}" hook`), timeoutMs);
}
