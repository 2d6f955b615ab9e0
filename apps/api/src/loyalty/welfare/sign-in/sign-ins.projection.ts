// Read models of the welfare centre, inline in the player stream's appends (a sign-in's response and
// the page that follows agree): every sign-in (one row per SignedIn), and the instants of the
// player's paid recharges (CoinsCredited RECHARGE), which decide whether a month had a recharge.
import type { Projection, RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { ChangeType } from '@lootledger/contracts';
import { playerIdOfStream } from '../../../ledger';
import type { SignedInData } from '../domain/welfare.events';

export const SIGN_INS_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_sign_ins (
  player_id text NOT NULL,
  day text NOT NULL,
  streak_day integer NOT NULL,
  bean bigint NOT NULL,
  award bigint NOT NULL,
  month_packet bigint NOT NULL,
  month_sign_ins integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, day)
);`;

export const SIGN_IN_COLUMNS = ['streak_day', 'bean', 'award', 'month_packet', 'month_sign_ins', 'created_at'];

export class SignInsProjection implements Projection {
  readonly name = 'loyalty.sign-ins';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'SignedIn') continue;
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      const data = event.data as unknown as SignedInData;
      await tx.query(
        `INSERT INTO loyalty_sign_ins (player_id, day, ${SIGN_IN_COLUMNS.join(', ')})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (player_id, day) DO NOTHING`,
        [
          playerId,
          data.day,
          data.streak_day,
          data.bean,
          data.award,
          data.month_packet,
          data.month_sign_ins,
          event.createdAt.toISOString(),
        ],
      );
    }
  }
}

export const RECHARGES_DDL = `
CREATE TABLE IF NOT EXISTS loyalty_recharges (
  event_id text PRIMARY KEY,
  player_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS loyalty_recharges_by_player ON loyalty_recharges (player_id, created_at);`;

export class RechargesProjection implements Projection {
  readonly name = 'loyalty.recharges';

  async apply(tx: SqlExecutor, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      if (event.type !== 'CoinsCredited' || event.data.change_type !== ChangeType.RECHARGE) continue;
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) continue;
      await tx.query(
        `INSERT INTO loyalty_recharges (event_id, player_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [event.eventId, playerId, event.createdAt.toISOString()],
      );
    }
  }
}
