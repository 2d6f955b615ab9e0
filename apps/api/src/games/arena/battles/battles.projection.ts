// Read model: one row per battle (lists, histories, the process's due work, the console), projected
// inline with every append to a battle stream. `doc` is the battle's state folded by the stream
// kind's own evolve, with each reservation's time (the process finds abandoned ones by it).
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { BATTLE, evolveBattle, initialBattleState, BattleState } from '../domain/battle';
import type { BattleEvent } from '../domain/battle.events';

export const BATTLES_DDL = `
CREATE TABLE IF NOT EXISTS games_battles (
  id text PRIMARY KEY,
  status smallint NOT NULL,
  mode text NOT NULL,
  seats_total smallint NOT NULL,
  price bigint NOT NULL,
  creator_id text NOT NULL,
  player_ids text[] NOT NULL,
  pending_reservations integer NOT NULL,
  doc jsonb NOT NULL,
  stream_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX IF NOT EXISTS games_battles_status ON games_battles (status, created_at DESC);
CREATE INDEX IF NOT EXISTS games_battles_players ON games_battles USING gin (player_ids);
`;

/** The contract's status number of a battle's phase. */
export function battleStatus(state: BattleState): 0 | 1 | 2 | 3 {
  switch (state.phase) {
    case 'in_progress':
      return 1;
    case 'ended':
      return 2;
    case 'cancelled':
      return 3;
    default:
      return 0;
  }
}

export class BattlesProjection implements Projection {
  readonly name = 'games.battles';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const byStream = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      if (BATTLE.idOf(event.streamId) === null) continue;
      byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
    }
    for (const [streamId, streamEvents] of byStream) {
      const id = BATTLE.idOf(streamId)!;
      const { rows } = await tx.query<{ doc: BattleState; stream_version: number; created_at: Date }>(
        `SELECT doc, stream_version, created_at FROM games_battles WHERE id = $1`,
        [id],
      );
      let state = rows[0]?.doc ?? initialBattleState();
      let version = rows[0]?.stream_version ?? 0;
      let createdAt = rows[0]?.created_at ?? streamEvents[0].createdAt;
      let endedAt: Date | null = null;
      for (const event of streamEvents) {
        if (event.streamVersion <= version) continue;
        state = evolveBattle(state, BATTLE.events.read(event) as BattleEvent, event.createdAt.toISOString());
        version = event.streamVersion;
        if (event.type === 'BattleCreated') createdAt = event.createdAt;
        if (event.type === 'BattleEnded' || event.type === 'BattleCancelled') endedAt = event.createdAt;
      }
      const last = streamEvents[streamEvents.length - 1];
      const players = state.seats.flatMap((seat) => (seat?.playerId ? [seat.playerId] : []));
      const pending = Object.values(state.reservations).filter(
        (reservation) => reservation.status === 'pending',
      ).length;
      await tx.query(
        `INSERT INTO games_battles (id, status, mode, seats_total, price, creator_id, player_ids, pending_reservations,
                                    doc, stream_version, created_at, updated_at, ended_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, player_ids = excluded.player_ids,
           pending_reservations = excluded.pending_reservations, doc = excluded.doc,
           stream_version = excluded.stream_version, updated_at = excluded.updated_at,
           ended_at = COALESCE(excluded.ended_at, games_battles.ended_at)
         WHERE games_battles.stream_version < excluded.stream_version`,
        [
          id,
          battleStatus(state),
          state.mode,
          state.seatsTotal,
          state.price,
          state.creatorId,
          players,
          pending,
          JSON.stringify(state),
          version,
          createdAt.toISOString(),
          last.createdAt.toISOString(),
          endedAt?.toISOString() ?? null,
        ],
      );
    }
  }
}
