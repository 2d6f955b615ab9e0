// What every scenario shares: thresholds that fail the run (error rate, journeys, p95/p99 overall
// and on the money calls) and the trend statistics the summary prints.
import type { Options } from 'k6/options';

export interface Limits {
  /** Share of failed HTTP requests allowed. */
  errorRate: number;
  p95: number;
  p99: number;
}

export function scenarioOptions(scenarios: NonNullable<Options['scenarios']>, limits: Limits): Options {
  const latency = [`p(95)<${limits.p95}`, `p(99)<${limits.p99}`];
  return {
    scenarios,
    summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
    thresholds: {
      http_req_failed: [{ threshold: `rate<${limits.errorRate}`, abortOnFail: false }],
      journey_success: [`rate>${1 - limits.errorRate}`],
      checks: [`rate>${1 - limits.errorRate}`],
      http_req_duration: latency,
      'http_req_duration{name:box_open}': latency,
      'http_req_duration{name:recycle}': latency,
      'http_req_duration{name:recharge}': latency,
      'http_req_duration{name:arena_create}': latency,
    },
  };
}
