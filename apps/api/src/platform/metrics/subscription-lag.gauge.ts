// How far each checkpointed subscriber (async read models, process managers, publishers: every row
// of subscription_checkpoints) is behind the log's readable head, in log positions (on PostgreSQL a
// position is one event, less the gaps rolled-back appends leave), read at scrape time.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { EVENT_STORE } from '../database/event-store.provider';
import { SQL_CLIENT } from '../database/tokens';
import { Metrics } from './metrics';

@Injectable()
export class SubscriptionLagGauge implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  /** The head read of the scrape in progress: both gauges start collecting in one pass, share it. */
  private headOfScrape: Promise<bigint> | undefined;

  onModuleInit(): void {
    this.metrics.gauge('log_head_position', 'The global position of the newest readable event', [], async () => [
      { labels: {}, value: Number(await this.head()) },
    ]);
    this.metrics.gauge(
      'subscription_lag_positions',
      "Log positions between a subscriber's checkpoint and the readable head",
      ['subscription'],
      async () => {
        const head = await this.head();
        const { rows } = await this.sql.query<{ name: string; position: string }>(
          `SELECT name, global_position::text AS position FROM subscription_checkpoints`,
        );
        return rows.map((row) => ({
          labels: { subscription: row.name },
          value: Math.max(0, Number(head - BigInt(row.position))),
        }));
      },
    );
  }

  /** One head per scrape, so no subscriber shows a lag past the head the same scrape reports. */
  private head(): Promise<bigint> {
    if (!this.headOfScrape) {
      const read = this.store.headPosition().then((position) => position.globalPosition);
      this.headOfScrape = read;
      void read
        .finally(() => {
          if (this.headOfScrape === read) this.headOfScrape = undefined;
        })
        .catch(() => undefined);
    }
    return this.headOfScrape;
  }
}
