// Spike: a quiet site hit by a sudden crowd (a streamer's link), held for a minute, then quiet
// again; recovery matters as much as the peak.
import { scenarioOptions } from '../src/options.ts';

export { default, setup, handleSummary } from '../src/session.ts';

const peak = Number(__ENV.VUS || 150);

export const options = scenarioOptions(
  {
    spike: {
      executor: 'ramping-vus',
      startVUs: 2,
      stages: [
        { duration: '30s', target: 2 },
        { duration: '10s', target: peak },
        { duration: '1m', target: peak },
        { duration: '10s', target: 2 },
        { duration: '1m', target: 2 },
      ],
    },
  },
  { errorRate: 0.05, p95: 1000, p99: 3000 },
);
