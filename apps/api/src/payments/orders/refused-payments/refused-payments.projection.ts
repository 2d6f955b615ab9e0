// Read model of refused payments (the console's "Refused payments"): one row per gateway trade that
// was reported to us and refused (unknown order, wrong amount, after the order expired), projected
// inline with each append to its stream. Staff refund these payers at the gateway.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { defineReadModel } from '../../../platform/event-sourcing';
import { REFUSED_PAYMENT, REFUSED_PAYMENT_STREAM_PREFIX, type PaymentRefused } from '../domain/refused-payment';

export const REFUSED_PAYMENTS_MIGRATIONS = [
  {
    id: 'payments-005-refused-payments',
    sql: `
CREATE TABLE IF NOT EXISTS payments_refused_payments (
  refusal_key text PRIMARY KEY,
  gateway text NOT NULL,
  trade_no text NOT NULL,
  order_id text NOT NULL,
  amount bigint NOT NULL,
  paid_at timestamptz NOT NULL,
  reason text NOT NULL,
  refusals integer NOT NULL,
  first_refused_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_refused_payments_newest ON payments_refused_payments (first_refused_at DESC, refusal_key);`,
  },
];

export class RefusedPaymentsProjection implements Projection {
  readonly name = 'payments.refused-payments';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const recorded of events) {
      if (!recorded.streamId.startsWith(REFUSED_PAYMENT_STREAM_PREFIX) || recorded.type !== 'PaymentRefused') continue;
      const key = recorded.streamId.slice(REFUSED_PAYMENT_STREAM_PREFIX.length);
      const data = recorded.data as unknown as PaymentRefused['data'];
      const at = recorded.createdAt.toISOString();
      // The latest reason wins; the count says how many reasons the trade was refused for.
      await tx.query(
        `INSERT INTO payments_refused_payments (refusal_key, gateway, trade_no, order_id, amount, paid_at, reason, refusals,
           first_refused_at, updated_at, stream_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8, $9)
         ON CONFLICT (refusal_key) DO UPDATE SET reason = EXCLUDED.reason, refusals = payments_refused_payments.refusals + 1,
           updated_at = EXCLUDED.updated_at, stream_version = EXCLUDED.stream_version
         WHERE payments_refused_payments.stream_version < EXCLUDED.stream_version`,
        [
          key,
          data.gateway,
          data.trade_no,
          data.order_id,
          data.amount,
          data.paid_at,
          data.reason,
          at,
          recorded.streamVersion,
        ],
      );
    }
  }
}

export const REFUSED_PAYMENTS_READ_MODEL = defineReadModel({
  name: 'payments.refused-payments',
  table: 'payments_refused_payments',
  key: ['refusal_key'],
  columns: [
    'gateway',
    'trade_no',
    'order_id',
    'amount',
    'paid_at',
    'reason',
    'refusals',
    'first_refused_at',
    'updated_at',
    'stream_version',
  ],
  stream: { column: 'refusal_key', prefix: REFUSED_PAYMENT_STREAM_PREFIX },
  versionColumn: 'stream_version',
  migrations: REFUSED_PAYMENTS_MIGRATIONS,
  projection: new RefusedPaymentsProjection(),
  feed: { inline: [REFUSED_PAYMENT] },
});
