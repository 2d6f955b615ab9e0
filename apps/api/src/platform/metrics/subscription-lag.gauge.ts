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

  onModuleInit(): void {
    this.metrics.gauge('log_head_position', 'The global position of the newest readable event', [], async () => [
      { labels: {}, value: Number((await this.store.headPosition()).globalPosition) },
    ]);
    this.metrics.gauge(
      'subscription_lag_positions',
      "Log positions between a subscriber's checkpoint and the readable head",
      ['subscription'],
      async () => {
        const head = (await this.store.headPosition()).globalPosition;
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
}
