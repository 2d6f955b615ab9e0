// Read model: what every player paid and took home in every ended battle (one row per player seat),
// from BattleEnded: the rankings, the lucky and unlucky lists and the daily rebates read it.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { BATTLE } from '../domain/battle';
import type { BattleEnded } from '../domain/battle.events';

export const BATTLE_RESULTS_DDL = `
CREATE TABLE IF NOT EXISTS games_battle_results (
  battle_id text NOT NULL,
  seat smallint NOT NULL,
  player_id text NOT NULL,
  stake bigint NOT NULL,
  won bigint NOT NULL,
  winner boolean NOT NULL,
  ended_at timestamptz NOT NULL,
  stream_version integer NOT NULL,
  PRIMARY KEY (battle_id, seat)
);
CREATE INDEX IF NOT EXISTS games_battle_results_ended ON games_battle_results (ended_at);
CREATE INDEX IF NOT EXISTS games_battle_results_player ON games_battle_results (player_id);
`;

export class BattleResultsProjection implements Projection {
  readonly name = 'games.battle-results';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const rows = events.flatMap((event) => {
      const battleId = BATTLE.idOf(event.streamId);
      if (battleId === null || event.type !== 'BattleEnded') return [];
      return (event.data as unknown as BattleEnded['data']).results.map((result) => ({
        battleId,
        result,
        at: event.createdAt,
        version: event.streamVersion,
      }));
    });
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO games_battle_results (battle_id, seat, player_id, stake, won, winner, ended_at, stream_version)
       SELECT * FROM unnest($1::text[], $2::int2[], $3::text[], $4::int8[], $5::int8[], $6::bool[], $7::timestamptz[], $8::int4[])
       ON CONFLICT (battle_id, seat) DO NOTHING`,
      [
        rows.map((row) => row.battleId),
        rows.map((row) => row.result.seat),
        rows.map((row) => row.result.player_id),
        rows.map((row) => row.result.stake),
        rows.map((row) => row.result.won),
        rows.map((row) => row.result.winner),
        rows.map((row) => row.at.toISOString()),
        rows.map((row) => row.version),
      ],
    );
  }
}
