// The process's Prometheus metrics (GET /metrics): request rates and latencies per route, event-store
// append latency, how far each checkpointed subscriber (read models, process managers, publishers)
// is behind the log's head, and Node's own (CPU, memory, event-loop delay). One registry per app, so
// several apps in one test process keep theirs apart.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response written, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly appendDuration = new Histogram({
    name: 'event_store_append_duration_seconds',
    help: 'Time of one append to a stream (commit included), by outcome',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly appendedEvents = new Counter({
    name: 'event_store_appended_events_total',
    help: 'Events this process appended to the log',
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
  }

  /** A gauge whose values are read when Prometheus scrapes (lags, queue sizes). */
  gauge<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    read: () => Promise<readonly { labels: Partial<Record<Label, string>>; value: number }[]>,
  ): Gauge<Label> {
    const gauge: Gauge<Label> = new Gauge<Label>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        gauge.reset();
        for (const { labels, value } of await read()) gauge.set(labels, value);
      },
    });
    return gauge;
  }

  /** Observes one append: its time, outcome and the events it wrote. */
  async timeAppend<Result extends { events: readonly unknown[] }>(append: () => Promise<Result>): Promise<Result> {
    const stop = this.appendDuration.startTimer();
    try {
      const result = await append();
      stop({ outcome: 'ok' });
      this.appendedEvents.inc(result.events.length);
      return result;
    } catch (error) {
      stop({ outcome: 'refused' });
      throw error;
    }
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
