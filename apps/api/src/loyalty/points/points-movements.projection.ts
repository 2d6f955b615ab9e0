// Read model: every points movement of every player (one row per event of a points stream), the
// balance being the last row's balance_after. Inline on the points streams, so GET /api/points reads
// its own writes; the audit rebuilds it from the log.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { POINTS, type PointsEvent } from './points';

export const POINTS_MOVEMENTS_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_points_movements (
  player_id text NOT NULL,
  stream_version integer NOT NULL,
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  kind text NOT NULL,
  reference text NOT NULL,
  change_type integer,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, stream_version)
);`;

/** A row of loyalty_points_movements as a read returns it (amounts as text, times as the driver gives them). */
export interface PointsMovementColumns {
  stream_version: number;
  amount: string;
  balance_after: string;
  kind: string;
  reference: string;
  change_type: number | null;
  created_at: Date | string;
}

export class PointsMovementsProjection implements Projection {
  readonly name = 'loyalty.points-movements';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const rows = events.flatMap((event) => {
      const playerId = POINTS.idOf(event.streamId);
      if (playerId === null || (event.type !== 'PointsEarned' && event.type !== 'PointsSpent')) return [];
      const typed = { type: event.type, data: event.data } as unknown as PointsEvent;
      const amount = BigInt(typed.data.amount);
      return [
        {
          playerId,
          version: event.streamVersion,
          amount: typed.type === 'PointsSpent' ? -amount : amount,
          balanceAfter: typed.data.balance_after,
          kind: typed.type === 'PointsSpent' ? 'spend' : typed.data.source === 'refund' ? 'refund' : 'earn',
          reference: typed.data.reference,
          changeType: typed.type === 'PointsEarned' ? (typed.data.change_type ?? null) : null,
          at: event.createdAt.toISOString(),
        },
      ];
    });
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO loyalty_points_movements (player_id, stream_version, amount, balance_after, kind, reference, change_type, created_at)
       SELECT * FROM unnest($1::text[], $2::int4[], $3::int8[], $4::int8[], $5::text[], $6::text[], $7::int4[], $8::timestamptz[])
       ON CONFLICT (player_id, stream_version) DO NOTHING`,
      [
        rows.map((row) => row.playerId),
        rows.map((row) => row.version),
        rows.map((row) => row.amount.toString()),
        rows.map((row) => row.balanceAfter),
        rows.map((row) => row.kind),
        rows.map((row) => row.reference),
        rows.map((row) => row.changeType),
        rows.map((row) => row.at),
      ],
    );
  }
}
