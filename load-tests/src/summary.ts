// The end-of-test summary: the numbers that matter for this platform (journey failures, error rate,
// latency percentiles per call) and every threshold with its verdict. No remote jslib import: the
// load generator may have no internet.
import type { SummaryData } from './session.ts';

function format(value: number | undefined, unit = ''): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  return `${value >= 100 ? Math.round(value) : value.toFixed(2)}${unit}`;
}

export function summaryText(scenario: string, data: SummaryData): string {
  const metrics = data.metrics;
  const seconds = (data.state?.testRunDurationMs ?? 0) / 1000;
  const lines = [`\nLootledger load test: ${scenario} (${seconds.toFixed(0)} s)`];
  const requests = metrics.http_reqs?.values;
  lines.push(`  requests        ${format(requests?.count)} (${format(requests?.rate)}/s)`);
  lines.push(`  failed requests ${format((metrics.http_req_failed?.values.rate ?? 0) * 100, '%')}`);
  lines.push(`  journeys ok     ${format((metrics.journey_success?.values.rate ?? 0) * 100, '%')}`);
  lines.push(`  journey errors  ${format(metrics.journey_failures?.values.count ?? 0)}`);
  lines.push(`  iterations      ${format(metrics.iterations?.values.count)}`);
  lines.push('  latency (ms)          p50      p95      p99      max');
  for (const [name, metric] of Object.entries(metrics)) {
    if (name !== 'http_req_duration' && !name.startsWith('http_req_duration{')) continue;
    const v = metric.values;
    const label = name === 'http_req_duration' ? 'all calls' : name.slice('http_req_duration'.length);
    lines.push(
      `  ${label.padEnd(20)} ${format(v.med).padStart(7)}  ${format(v['p(95)']).padStart(7)}  ${format(v['p(99)']).padStart(7)}  ${format(v.max).padStart(7)}`,
    );
  }
  lines.push('  thresholds');
  let failed = 0;
  for (const [name, metric] of Object.entries(metrics)) {
    for (const [rule, verdict] of Object.entries(metric.thresholds ?? {})) {
      if (!verdict.ok) failed++;
      lines.push(`    ${verdict.ok ? 'ok  ' : 'FAIL'} ${name}: ${rule}`);
    }
  }
  lines.push(failed === 0 ? '  all thresholds passed\n' : `  ${failed} threshold(s) failed: the run fails\n`);
  return lines.join('\n');
}
