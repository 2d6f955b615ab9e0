// Stress: step the players up past the expected peak (to VUS, default 200) to find where latency
// and errors break; the thresholds are looser, the curve is what matters.
import { scenarioOptions } from '../src/options.ts';

export { default, setup, handleSummary } from '../src/session.ts';

const peak = Number(__ENV.VUS || 200);

export const options = scenarioOptions(
  {
    stress: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '1m', target: Math.round(peak / 4) },
        { duration: '2m', target: Math.round(peak / 4) },
        { duration: '1m', target: Math.round(peak / 2) },
        { duration: '2m', target: Math.round(peak / 2) },
        { duration: '1m', target: peak },
        { duration: '2m', target: peak },
        { duration: '1m', target: 0 },
      ],
    },
  },
  { errorRate: 0.05, p95: 500, p99: 2000 },
);
