// Read model: each player's responsible-gaming rules (limits, pending changes, the longest exclusion,
// reminders), the fold of their facts on the player stream, kept inline with every append so the
// exclusion check before a coin-moving call and the deposit check before an order read their own
// writes. `excluded_until` / `excluded_permanent` mirror the exclusion for staff lists and the audit.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream } from '../../ledger';
import {
  evolveResponsibleGaming,
  initialResponsibleGamingState,
  type ResponsibleGamingState,
} from '../domain/responsible-gaming';
import { RESPONSIBLE_GAMING_EVENT_TYPES, type ResponsibleGamingEvent } from '../domain/responsible-gaming.events';

export const PLAYER_RULES_TABLE = 'responsible_gaming_rules';

export const PLAYER_RULES_DDL = `
CREATE TABLE IF NOT EXISTS ${PLAYER_RULES_TABLE} (
  player_id text PRIMARY KEY,
  state jsonb NOT NULL,
  excluded_until timestamptz,
  excluded_permanent boolean NOT NULL,
  stream_version integer NOT NULL
);
`;

const TYPES: ReadonlySet<string> = new Set(RESPONSIBLE_GAMING_EVENT_TYPES);

export class PlayerRulesProjection implements Projection {
  readonly name = 'responsible-gaming.player-rules';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const mine = events.filter((event) => TYPES.has(event.type) && playerIdOfStream(event.streamId) !== null);
    if (mine.length === 0) return;
    const players = [...new Set(mine.map((event) => playerIdOfStream(event.streamId)!))];
    const { rows } = await tx.query<{ player_id: string; state: ResponsibleGamingState; stream_version: number }>(
      `SELECT player_id, state, stream_version FROM ${PLAYER_RULES_TABLE} WHERE player_id = ANY($1::text[])`,
      [players],
    );
    const current = new Map(rows.map((row) => [row.player_id, { state: row.state, version: row.stream_version }]));
    for (const event of mine) {
      const playerId = playerIdOfStream(event.streamId)!;
      const seen = current.get(playerId) ?? { state: initialResponsibleGamingState(), version: -1 };
      if (seen.version >= event.streamVersion) continue;
      const fact = { type: event.type, data: event.data } as unknown as ResponsibleGamingEvent;
      current.set(playerId, { state: evolveResponsibleGaming(seen.state, fact), version: event.streamVersion });
    }
    const changed = players.map((id) => [id, current.get(id)!] as const);
    await tx.query(
      `INSERT INTO ${PLAYER_RULES_TABLE} (player_id, state, excluded_until, excluded_permanent, stream_version)
       SELECT * FROM unnest($1::text[], $2::jsonb[], $3::timestamptz[], $4::bool[], $5::int4[])
       ON CONFLICT (player_id) DO UPDATE
         SET state = EXCLUDED.state, excluded_until = EXCLUDED.excluded_until,
             excluded_permanent = EXCLUDED.excluded_permanent, stream_version = EXCLUDED.stream_version
         WHERE ${PLAYER_RULES_TABLE}.stream_version < EXCLUDED.stream_version`,
      [
        changed.map(([id]) => id),
        changed.map(([, row]) => JSON.stringify(row.state)),
        changed.map(([, row]) => row.state.exclusion?.until ?? null),
        changed.map(([, row]) => row.state.exclusion !== null && row.state.exclusion.until === null),
        changed.map(([, row]) => row.version),
      ],
    );
  }
}
