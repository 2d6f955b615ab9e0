// The Kafka publisher on GET /metrics (infra/DEPLOYMENT.md, "What to monitor"): how far its
// checkpoint is behind the log's head (in log positions, as every subscriber's lag), the events this
// process published, and its consecutive failed attempts (above 0: the broker is unreachable and
// it is backing off). Read at scrape time.
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { Metrics } from '../metrics/metrics';
import { OutboxPublisher } from './outbox-publisher';

@Injectable()
export class OutboxMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly outbox: OutboxPublisher,
  ) {}

  onModuleInit(): void {
    const outbox = this.outbox;
    this.metrics.gauge(
      'kafka_publisher_lag_positions',
      "Log positions between the Kafka publisher's checkpoint and the readable head",
      [],
      async () => {
        const { checkpoint, head } = await outbox.positions();
        return [{ labels: {}, value: Math.max(0, Number(head.globalPosition - checkpoint.globalPosition)) }];
      },
    );
    this.metrics.gauge(
      'kafka_publisher_failures',
      'Consecutive failed publishing attempts of this process (0 while sends succeed)',
      [],
      async () => [{ labels: {}, value: outbox.status().failures }],
    );
    let reported = 0;
    new Counter({
      name: 'kafka_publisher_published_events_total',
      help: 'Events this process published to Kafka (acknowledged by the brokers)',
      registers: [this.metrics.registry],
      collect() {
        const published = outbox.status().publishedEvents;
        this.inc(published - reported);
        reported = published;
      },
    });
  }
}
