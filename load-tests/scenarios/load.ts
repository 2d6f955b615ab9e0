// Load: the expected busy hour, VUS players (default 32) playing steadily for DURATION (default 5m).
import { scenarioOptions } from '../src/options.ts';

export { default, setup, handleSummary } from '../src/session.ts';

const vus = Number(__ENV.VUS || 32);

export const options = scenarioOptions(
  {
    load: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '30s', target: vus },
        { duration: __ENV.DURATION || '5m', target: vus },
        { duration: '20s', target: 0 },
      ],
    },
  },
  { errorRate: 0.01, p95: 100, p99: 250 },
);
