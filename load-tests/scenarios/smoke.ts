// Smoke: one player walks the whole journey three times; any error fails the run.
import { scenarioOptions } from '../src/options.ts';

export { default, setup, handleSummary } from '../src/session.ts';

export const options = scenarioOptions(
  { smoke: { executor: 'per-vu-iterations', vus: 1, iterations: 5, maxDuration: '2m' } },
  { errorRate: 0.001, p95: 500, p99: 1000 },
);
