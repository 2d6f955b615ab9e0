// Read model of coin adjustments (GET /admin/api/coin-adjustments),
// projected inline with every append to an adjustment stream: it reflects each append when it returns.
// A row only moves forward by stream version.
import type { Migration, Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { advanceRow, defineReadModel } from '../../platform/event-sourcing';
import { ADJUSTMENT, ADJUSTMENT_STREAM_PREFIX, type AdjustmentEvent } from './domain/coin-adjustment';

export const COIN_ADJUSTMENTS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'admin-004-coin-adjustments',
    sql: `
CREATE TABLE IF NOT EXISTS admin_coin_adjustments (
  id text PRIMARY KEY,
  player_id text NOT NULL,
  direction text NOT NULL,
  amount bigint NOT NULL,
  reason text NOT NULL,
  status text NOT NULL,
  approval_required boolean NOT NULL,
  threshold bigint NOT NULL,
  requested_by text NOT NULL,
  approved_by text,
  approval_note text,
  rejected_by text,
  rejection_reason text,
  balance_after bigint,
  failure text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  applied_at timestamptz,
  updated_at timestamptz NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS admin_coin_adjustments_by_time ON admin_coin_adjustments (created_at DESC, id);
CREATE INDEX IF NOT EXISTS admin_coin_adjustments_by_player ON admin_coin_adjustments (player_id, created_at DESC);
CREATE INDEX IF NOT EXISTS admin_coin_adjustments_by_status ON admin_coin_adjustments (status, created_at DESC);
CREATE INDEX IF NOT EXISTS admin_coin_adjustments_unapplied ON admin_coin_adjustments (updated_at) WHERE status = 'approved';`,
  },
];

export class CoinAdjustmentsProjection implements Projection {
  readonly name = 'admin.coin-adjustments';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const recorded of events) {
      if (!recorded.streamId.startsWith(ADJUSTMENT_STREAM_PREFIX)) continue;
      const id = recorded.streamId.slice(ADJUSTMENT_STREAM_PREFIX.length);
      const event = { type: recorded.type, data: recorded.data } as AdjustmentEvent;
      const at = recorded.createdAt.toISOString();
      const version = recorded.streamVersion;
      // Every later fact moves the row forward by this event's version ($3 is its time).
      const advance = (set: string, params: readonly unknown[]) =>
        advanceRow(tx, 'admin_coin_adjustments', 'id', id, recorded, set, params);
      switch (event.type) {
        case 'AdjustmentRequested':
          await tx.query(
            `INSERT INTO admin_coin_adjustments (id, player_id, direction, amount, reason, status, approval_required,
               threshold, requested_by, created_at, updated_at, stream_version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) ON CONFLICT (id) DO NOTHING`,
            [
              id,
              event.data.player_id,
              event.data.direction,
              event.data.amount,
              event.data.reason,
              event.data.approval_required ? 'pending' : 'approved',
              event.data.approval_required,
              event.data.threshold,
              event.data.requested_by,
              at,
              version,
            ],
          );
          break;
        case 'AdjustmentApproved':
          await advance(`status = 'approved', approved_by = $4, approval_note = $5, decided_at = $3`, [
            event.data.approved_by,
            event.data.note,
          ]);
          break;
        case 'AdjustmentRejected':
          await advance(`status = 'rejected', rejected_by = $4, rejection_reason = $5, decided_at = $3`, [
            event.data.rejected_by,
            event.data.reason,
          ]);
          break;
        case 'AdjustmentApplied':
          await advance(`status = 'applied', balance_after = $4, applied_at = $3`, [event.data.balance_after]);
          break;
        case 'AdjustmentFailed':
          await advance(`status = 'failed', failure = $4`, [event.data.error]);
          break;
        default:
          break;
      }
    }
  }
}

export const COIN_ADJUSTMENTS_READ_MODEL = defineReadModel({
  name: 'ledger.coin-adjustments',
  table: 'admin_coin_adjustments',
  key: ['id'],
  columns: [
    'player_id',
    'direction',
    'amount',
    'reason',
    'status',
    'approval_required',
    'threshold',
    'requested_by',
    'approved_by',
    'approval_note',
    'rejected_by',
    'rejection_reason',
    'balance_after',
    'failure',
    'created_at',
    'decided_at',
    'applied_at',
    'updated_at',
    'stream_version',
  ],
  stream: { column: 'id', prefix: ADJUSTMENT_STREAM_PREFIX },
  versionColumn: 'stream_version',
  migrations: COIN_ADJUSTMENTS_MIGRATIONS,
  projection: new CoinAdjustmentsProjection(),
  feed: { inline: [ADJUSTMENT] },
});
