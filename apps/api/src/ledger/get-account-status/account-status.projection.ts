// Read model: whether staff froze a player account, why, by whom and when (AccountFrozen /
// AccountUnfrozen). One row per player that was ever frozen; a row only moves forward by stream
// version. The decision itself never reads this table: it runs on the stream's state.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream, type AccountStatusEvent } from '../domain/player-account.events';

export const ACCOUNT_STATUS_DDL = `
CREATE TABLE IF NOT EXISTS ledger_account_status (
  player_id text PRIMARY KEY,
  frozen boolean NOT NULL,
  reason text NOT NULL,
  changed_by text NOT NULL,
  changed_at timestamptz NOT NULL,
  stream_version integer NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_account_status_frozen ON ledger_account_status (player_id) WHERE frozen;
`;

interface StatusRow {
  frozen: boolean;
  reason: string;
  by: string;
  at: Date;
  version: number;
}

export class AccountStatusProjection implements Projection {
  readonly name = 'ledger.account-status';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    const latest = new Map<string, StatusRow>();
    for (const recorded of events) {
      if (recorded.type !== 'AccountFrozen' && recorded.type !== 'AccountUnfrozen') continue;
      const playerId = playerIdOfStream(recorded.streamId);
      if (playerId === null) continue;
      const event = { type: recorded.type, data: recorded.data } as AccountStatusEvent;
      const seen = latest.get(playerId);
      if (seen && seen.version > recorded.streamVersion) continue;
      latest.set(playerId, {
        frozen: event.type === 'AccountFrozen',
        reason: event.data.reason,
        by: event.data.by,
        at: recorded.createdAt,
        version: recorded.streamVersion,
      });
    }
    if (latest.size === 0) return;
    const rows = [...latest.values()];
    await tx.query(
      `INSERT INTO ledger_account_status (player_id, frozen, reason, changed_by, changed_at, stream_version)
       SELECT * FROM unnest($1::text[], $2::bool[], $3::text[], $4::text[], $5::timestamptz[], $6::int4[])
       ON CONFLICT (player_id) DO UPDATE
         SET frozen = EXCLUDED.frozen, reason = EXCLUDED.reason, changed_by = EXCLUDED.changed_by,
             changed_at = EXCLUDED.changed_at, stream_version = EXCLUDED.stream_version
         WHERE ledger_account_status.stream_version < EXCLUDED.stream_version`,
      [
        [...latest.keys()],
        rows.map((row) => row.frozen),
        rows.map((row) => row.reason),
        rows.map((row) => row.by),
        rows.map((row) => row.at.toISOString()),
        rows.map((row) => row.version),
      ],
    );
  }
}
