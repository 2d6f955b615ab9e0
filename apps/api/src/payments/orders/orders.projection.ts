// Read model of recharge orders (GET /api/recharge_record, the console's orders), projected inline
// with every append to an order stream: it reflects each append when it returns.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { advanceRow, defineReadModel } from '../../platform/event-sourcing';
import { ORDER, ORDER_STREAM_PREFIX, type OrderEvent } from './domain/order';

export const ORDERS_MIGRATIONS = [
  {
    id: 'payments-002-orders',
    sql: `
CREATE TABLE IF NOT EXISTS payments_orders (
  order_id text PRIMARY KEY,
  player_id text NOT NULL,
  package_id text NOT NULL,
  bean bigint NOT NULL,
  price bigint NOT NULL,
  pay_way text NOT NULL,
  gateway text NOT NULL,
  paid boolean NOT NULL DEFAULT false,
  trade_no text,
  paid_at timestamptz,
  completed boolean NOT NULL DEFAULT false,
  inviter_id text,
  commission bigint,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_orders_by_player ON payments_orders (player_id, created_at DESC, order_id);
CREATE INDEX IF NOT EXISTS payments_orders_unfinished ON payments_orders (updated_at) WHERE paid AND NOT completed;`,
  },
  {
    id: 'payments-004-orders-closed',
    sql: `
ALTER TABLE payments_orders ADD COLUMN IF NOT EXISTS closed_at timestamptz;
CREATE INDEX IF NOT EXISTS payments_orders_open ON payments_orders (expires_at) WHERE NOT paid AND closed_at IS NULL;`,
  },
];

export class OrdersProjection implements Projection {
  readonly name = 'payments.orders';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const recorded of events) {
      if (!recorded.streamId.startsWith(ORDER_STREAM_PREFIX)) continue;
      const orderId = recorded.streamId.slice(ORDER_STREAM_PREFIX.length);
      const event = { type: recorded.type, data: recorded.data } as OrderEvent;
      const at = recorded.createdAt.toISOString();
      const version = recorded.streamVersion;
      switch (event.type) {
        case 'OrderPlaced':
          await tx.query(
            `INSERT INTO payments_orders (order_id, player_id, package_id, bean, price, pay_way, gateway, created_at, expires_at,
               updated_at, stream_version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $10) ON CONFLICT (order_id) DO NOTHING`,
            [
              orderId,
              event.data.player_id,
              event.data.package_id,
              event.data.bean,
              event.data.price,
              event.data.pay_way,
              event.data.gateway,
              at,
              event.data.expires_at,
              version,
            ],
          );
          break;
        case 'OrderPaid':
          await advanceRow(
            tx,
            'payments_orders',
            'order_id',
            orderId,
            recorded,
            'paid = true, trade_no = $4, paid_at = $5',
            [event.data.trade_no, event.data.paid_at],
          );
          break;
        case 'ReferralDecided':
          await advanceRow(tx, 'payments_orders', 'order_id', orderId, recorded, 'inviter_id = $4, commission = $5', [
            event.data.inviter_id,
            event.data.commission,
          ]);
          break;
        case 'OrderCompleted':
          await advanceRow(tx, 'payments_orders', 'order_id', orderId, recorded, 'completed = true', []);
          break;
        case 'OrderClosed':
          await advanceRow(tx, 'payments_orders', 'order_id', orderId, recorded, 'closed_at = $4', [
            event.data.closed_at,
          ]);
          break;
        case 'RechargeRulesDecided':
        case 'OrderCredited':
        case 'ReferralPaid':
          await advanceRow(tx, 'payments_orders', 'order_id', orderId, recorded, 'paid = paid', []);
          break;
        default:
          break;
      }
    }
  }
}

export const ORDERS_READ_MODEL = defineReadModel({
  name: 'payments.orders',
  table: 'payments_orders',
  key: ['order_id'],
  columns: [
    'player_id',
    'package_id',
    'bean',
    'price',
    'pay_way',
    'gateway',
    'paid',
    'trade_no',
    'paid_at',
    'completed',
    'inviter_id',
    'commission',
    'created_at',
    'expires_at',
    'closed_at',
    'updated_at',
    'stream_version',
  ],
  stream: { column: 'order_id', prefix: ORDER_STREAM_PREFIX },
  versionColumn: 'stream_version',
  migrations: ORDERS_MIGRATIONS,
  projection: new OrdersProjection(),
  feed: { inline: [ORDER] },
});
