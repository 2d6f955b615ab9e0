// The delivery context's read model: one row per bill, every column projected from the log
// (ItemsExtractionRequested on player streams opens a bill; the bill's own stream moves it).
// Projected inline with the appends of both kinds: POST /api/extract's response finds its bills
// open, and staff read their own actions. The delivery process's schedule of the open bills (when
// it looks next, its attempts, its lease on a bill, whether it is done) is its own table
// (delivery-schedule.ts); migration delivery-003 moved those columns there.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { PLAYER_ACCOUNT, playerIdOfStream, type PlayerAccountEvent } from '../../ledger';
import { defineReadModel } from '../../platform/event-sourcing';
import { DELIVERY, DELIVERY_STREAM_PREFIX, type DeliveryEvent } from '../domain/delivery';
import { DELIVERY_SCHEDULE_MOVE } from './delivery-schedule';

export const DELIVERY_BILLS_DDL = `
CREATE TABLE IF NOT EXISTS delivery_bills (
  bill_id uuid PRIMARY KEY,
  player_id text NOT NULL,
  storage_id uuid NOT NULL,
  status smallint NOT NULL,
  offer_id text,
  reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  stream_version integer NOT NULL DEFAULT 0,
  done boolean NOT NULL DEFAULT false,
  next_check_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz
);
CREATE INDEX IF NOT EXISTS delivery_bills_due ON delivery_bills (next_check_at) WHERE NOT done;
CREATE INDEX IF NOT EXISTS delivery_bills_by_player ON delivery_bills (player_id, created_at DESC);
`;

/**
 * What staff see of a bill beside its status: whether it awaits their approval, and the item it
 * carries (known once the bill's stream is opened).
 */
export const DELIVERY_BILLS_STAFF_DDL = `
ALTER TABLE delivery_bills ADD COLUMN IF NOT EXISTS awaiting_approval boolean NOT NULL DEFAULT false;
ALTER TABLE delivery_bills ADD COLUMN IF NOT EXISTS item_id text;
ALTER TABLE delivery_bills ADD COLUMN IF NOT EXISTS item_name_zh text;
ALTER TABLE delivery_bills ADD COLUMN IF NOT EXISTS item_name_en text;
ALTER TABLE delivery_bills ADD COLUMN IF NOT EXISTS item_value bigint;
CREATE INDEX IF NOT EXISTS delivery_bills_by_status ON delivery_bills (status, created_at DESC);
`;

/** Bill status as the spec numbers it; a failed bill's item is back in the backpack (0). */
const STATUS_OF: Record<DeliveryEvent['type'], number> = {
  DeliveryRequested: 4,
  DeliveryHeld: 4,
  DeliveryApproved: 4,
  TradeOfferCreated: 5,
  TradeOfferSent: 6,
  DeliveryCompleted: 1,
  DeliveryFailed: 0,
};

export interface NewBill {
  billId: string;
  playerId: string;
  storageId: string;
  at: Date;
}

export async function openBills(tx: SqlExecutor, bills: readonly NewBill[]): Promise<void> {
  if (bills.length === 0) return;
  await tx.query(
    `INSERT INTO delivery_bills (bill_id, player_id, storage_id, status, created_at, updated_at)
     SELECT b, p, s, 4, t, t FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::timestamptz[]) AS x(b, p, s, t)
     ON CONFLICT (bill_id) DO NOTHING`,
    [
      bills.map((bill) => bill.billId),
      bills.map((bill) => bill.playerId),
      bills.map((bill) => bill.storageId),
      bills.map((bill) => bill.at.toISOString()),
    ],
  );
}

export class DeliveryBillsProjection implements Projection {
  readonly name = 'delivery.bills';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const bills: NewBill[] = [];
    for (const event of events) {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId !== null && event.type === 'ItemsExtractionRequested') {
        const data = event.data as unknown as Extract<PlayerAccountEvent, { type: 'ItemsExtractionRequested' }>['data'];
        for (const item of data.items)
          bills.push({ billId: item.bill_id, playerId, storageId: item.storage_id, at: event.createdAt });
      }
    }
    await openBills(tx, bills);
    for (const event of events) {
      if (!event.streamId.startsWith(DELIVERY_STREAM_PREFIX)) continue;
      const billId = event.streamId.slice(DELIVERY_STREAM_PREFIX.length);
      const delivery = { type: event.type, data: event.data } as DeliveryEvent;
      if (delivery.type === 'DeliveryRequested') {
        // A bill opened by a request never seen here (it should not happen; the log is the truth).
        await openBills(tx, [
          { billId, playerId: delivery.data.player_id, storageId: delivery.data.storage_id, at: event.createdAt },
        ]);
      }
      const offerId = 'offer_id' in delivery.data ? delivery.data.offer_id : null;
      const reason = delivery.type === 'DeliveryFailed' ? delivery.data.reason : null;
      if (delivery.type === 'DeliveryRequested') {
        // The item never changes: set whatever the order the bill's events arrive in.
        const item = delivery.data.item;
        await tx.query(
          `UPDATE delivery_bills SET item_id = $2, item_name_zh = $3, item_name_en = $4, item_value = $5
            WHERE bill_id = $1 AND item_id IS NULL`,
          [billId, item.item_id, item.name_zh, item.name_en, item.value],
        );
      }
      await tx.query(
        `UPDATE delivery_bills SET status = $2, offer_id = coalesce($3, offer_id), reason = coalesce($4, reason),
                updated_at = $5, stream_version = $6, awaiting_approval = $7
          WHERE bill_id = $1 AND stream_version < $6`,
        [
          billId,
          STATUS_OF[delivery.type],
          offerId,
          reason,
          event.createdAt.toISOString(),
          event.streamVersion,
          delivery.type === 'DeliveryHeld',
        ],
      );
    }
  }
}

export const DELIVERY_BILLS_READ_MODEL = defineReadModel({
  name: 'delivery.bills',
  table: 'delivery_bills',
  key: ['bill_id'],
  columns: [
    'player_id',
    'storage_id',
    'status',
    'offer_id',
    'reason',
    'created_at',
    'updated_at',
    'stream_version',
    'awaiting_approval',
    'item_id',
    'item_name_zh',
    'item_name_en',
    'item_value',
  ],
  stream: { column: 'bill_id', prefix: DELIVERY_STREAM_PREFIX },
  versionColumn: 'stream_version',
  migrations: [
    { id: 'delivery-001-bills', sql: DELIVERY_BILLS_DDL },
    { id: 'delivery-002-bills-staff', sql: DELIVERY_BILLS_STAFF_DDL },
    { id: 'delivery-003-schedule-table', sql: DELIVERY_SCHEDULE_MOVE },
  ],
  projection: new DeliveryBillsProjection(),
  feed: { inline: [PLAYER_ACCOUNT, DELIVERY] },
});
