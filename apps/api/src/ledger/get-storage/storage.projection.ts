// Read model: every item a player owns or owned (the backpack and the delivery bills of
// GET /api/storage), one row per storage id with its current status. Order-safe and idempotent: a
// row only moves forward by the stream version of the last event applied to it.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { StorageStatus } from '@lootledger/contracts';
import { playerIdOfStream, type GrantedItem, type PlayerAccountEvent } from '../domain/player-account.events';

export const STORAGE_DDL = `
CREATE TABLE IF NOT EXISTS ledger_storage (
  id uuid PRIMARY KEY,
  player_id text NOT NULL,
  item_id text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  hash_name text NOT NULL,
  cover text NOT NULL,
  value bigint NOT NULL,
  lv smallint NOT NULL,
  dura smallint NOT NULL,
  source text NOT NULL,
  source_id text NOT NULL,
  status smallint NOT NULL,
  bill_id uuid,
  back_message text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  stream_id text NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_storage_by_player ON ledger_storage (player_id, status, created_at DESC, id);
CREATE INDEX IF NOT EXISTS ledger_storage_by_bill ON ledger_storage (bill_id) WHERE bill_id IS NOT NULL;
`;

interface StorageChange {
  status: number;
  billId?: string | null;
  backMessage?: string | null;
  streamVersion: number;
  updatedAt: Date;
}

interface NewRow {
  id: string;
  playerId: string;
  item: GrantedItem;
  source: string;
  sourceId: string;
  createdAt: Date;
  streamId: string;
  change: StorageChange;
}

export class StorageProjection implements Projection {
  readonly name = 'ledger.storage';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    // Fold the batch per storage id first: one statement for new rows, one for changed ones.
    const created = new Map<string, NewRow>();
    const changed = new Map<string, StorageChange & { streamId: string }>();
    const change = (storageId: string, streamId: string, next: StorageChange) => {
      const fresh = created.get(storageId);
      if (fresh) fresh.change = { ...fresh.change, ...next };
      else changed.set(storageId, { ...changed.get(storageId), ...next, streamId });
    };
    for (const recorded of events) {
      const playerId = playerIdOfStream(recorded.streamId);
      if (playerId === null) continue;
      const event = { type: recorded.type, data: recorded.data } as PlayerAccountEvent;
      const at = { streamVersion: recorded.streamVersion, updatedAt: recorded.createdAt };
      switch (event.type) {
        case 'ItemsGranted':
          for (const item of event.data.items) {
            created.set(item.storage_id, {
              id: item.storage_id,
              playerId,
              item,
              source: event.data.source,
              sourceId: event.data.source_id,
              createdAt: recorded.createdAt,
              streamId: recorded.streamId,
              change: { status: StorageStatus.IN_BACKPACK, billId: null, backMessage: null, ...at },
            });
          }
          break;
        case 'ItemsRecycled':
          for (const id of event.data.storage_ids)
            change(id, recorded.streamId, { status: StorageStatus.EXCHANGED, ...at });
          break;
        case 'ItemsConsumed':
          for (const id of event.data.storage_ids)
            change(id, recorded.streamId, { status: StorageStatus.CONSUMED, ...at });
          break;
        case 'ItemsExtractionRequested':
          for (const item of event.data.items) {
            change(item.storage_id, recorded.streamId, {
              status: StorageStatus.DELIVERY_REQUESTED,
              billId: item.bill_id,
              backMessage: null,
              ...at,
            });
          }
          break;
        case 'ItemDeliveryUpdated':
          change(event.data.storage_id, recorded.streamId, { status: event.data.status, ...at });
          break;
        case 'ItemExtracted':
          change(event.data.storage_id, recorded.streamId, { status: StorageStatus.EXTRACTED, ...at });
          break;
        case 'ItemReturned':
          change(event.data.storage_id, recorded.streamId, {
            status: StorageStatus.IN_BACKPACK,
            backMessage: event.data.reason,
            ...at,
          });
          break;
        case 'ItemFrozen':
          change(event.data.storage_id, recorded.streamId, { status: StorageStatus.FROZEN, ...at });
          break;
        case 'ItemUnfrozen':
          change(event.data.storage_id, recorded.streamId, { status: StorageStatus.IN_BACKPACK, ...at });
          break;
        default:
          break;
      }
    }
    if (created.size > 0) await insertRows(tx, [...created.values()]);
    if (changed.size > 0) await updateRows(tx, changed);
  }
}

async function insertRows(tx: SqlExecutor, rows: readonly NewRow[]): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_storage (id, player_id, item_id, name_zh, name_en, hash_name, cover, value, lv, dura,
       source, source_id, status, bill_id, back_message, created_at, updated_at, stream_id, stream_version)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::int8[], $9::int2[], $10::int2[], $11::text[], $12::text[], $13::int2[], $14::uuid[], $15::text[],
       $16::timestamptz[], $17::timestamptz[], $18::text[], $19::int4[])
     ON CONFLICT (id) DO NOTHING`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.playerId),
      rows.map((row) => row.item.item_id),
      rows.map((row) => row.item.name_zh),
      rows.map((row) => row.item.name_en),
      rows.map((row) => row.item.hash_name),
      rows.map((row) => row.item.cover),
      rows.map((row) => row.item.value),
      rows.map((row) => row.item.lv),
      rows.map((row) => row.item.dura),
      rows.map((row) => row.source),
      rows.map((row) => row.sourceId),
      rows.map((row) => row.change.status),
      rows.map((row) => row.change.billId ?? null),
      rows.map((row) => row.change.backMessage ?? null),
      rows.map((row) => row.createdAt.toISOString()),
      rows.map((row) => row.change.updatedAt.toISOString()),
      rows.map((row) => row.streamId),
      rows.map((row) => row.change.streamVersion),
    ],
  );
}

/** bill_id and back_message change only when the event names them (NULL in the arrays = keep). */
async function updateRows(tx: SqlExecutor, changes: Map<string, StorageChange & { streamId: string }>): Promise<void> {
  const ids = [...changes.keys()];
  const rows = [...changes.values()];
  await tx.query(
    `UPDATE ledger_storage AS s
        SET status = c.status,
            bill_id = CASE WHEN c.set_bill THEN c.bill_id ELSE s.bill_id END,
            back_message = CASE WHEN c.set_message THEN c.back_message ELSE s.back_message END,
            updated_at = c.updated_at,
            stream_version = c.stream_version
       FROM unnest($1::uuid[], $2::int2[], $3::bool[], $4::uuid[], $5::bool[], $6::text[], $7::timestamptz[], $8::int4[])
            AS c(id, status, set_bill, bill_id, set_message, back_message, updated_at, stream_version)
      WHERE s.id = c.id AND s.stream_version < c.stream_version`,
    [
      ids,
      rows.map((row) => row.status),
      rows.map((row) => row.billId !== undefined),
      rows.map((row) => row.billId ?? null),
      rows.map((row) => row.backMessage !== undefined),
      rows.map((row) => row.backMessage ?? null),
      rows.map((row) => row.updatedAt.toISOString()),
      rows.map((row) => row.streamVersion),
    ],
  );
}
