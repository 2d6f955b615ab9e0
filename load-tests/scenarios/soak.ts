// Soak: a steady moderate load for hours (DURATION, default 2h) to find leaks, growing latency and
// read models falling behind.
import { scenarioOptions } from '../src/options.ts';

export { default, setup, handleSummary } from '../src/session.ts';

export const options = scenarioOptions(
  {
    soak: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 24),
      duration: __ENV.DURATION || '2h',
    },
  },
  { errorRate: 0.01, p95: 150, p99: 400 },
);
