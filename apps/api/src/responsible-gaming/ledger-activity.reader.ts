// What responsible gaming reads from the player's own log (the `events` table, pinned for auditors):
// deposits since a moment (paid recharges and card codes), and play: coins paid into games less
// refunds, and winnings (the value of items won by every grant but the points shop's, plus coins won
// in games that pay coins: battles). Read in one query per call, never from another context's
// tables. The games' change types come with their registrations (registerGameActivity).
import { Inject, Injectable } from '@nestjs/common';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';

export const DEPOSIT_TYPES: readonly number[] = [ChangeType.RECHARGE, ChangeType.CARD_CODE];
const spendTypes: number[] = [ChangeType.BOX_OPEN];
const winTypes: number[] = [];
/** Coins paid into games: box openings and the games' (registerGameActivity). */
export const SPEND_TYPES: readonly number[] = spendTypes;
/** Coins won in games (registerGameActivity). */
const WIN_TYPES: readonly number[] = winTypes;

/** Adds a game's spend and winnings change types (registerGamePlay; again: nothing new). */
export function registerGameActivity(activity: { spend: readonly number[]; winnings?: readonly number[] }): void {
  for (const type of activity.spend) if (!spendTypes.includes(type)) spendTypes.push(type);
  for (const type of activity.winnings ?? []) if (!winTypes.includes(type)) winTypes.push(type);
}
const REFUND_TYPES: readonly number[] = [ChangeType.REFUND];

export interface ActivityTotals {
  deposits: bigint;
  spend: bigint;
  winnings: bigint;
}

@Injectable()
export class LedgerActivityReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Deposits since each of the given instants. */
  async depositsSince(playerId: string, since: readonly Date[]): Promise<bigint[]> {
    const earliest = new Date(Math.min(...since.map((at) => at.getTime())));
    const { rows } = await this.sql.query<{ amount: string; created_at: Date | string }>(
      `SELECT data->>'amount' AS amount, created_at FROM events
        WHERE stream_id = $1 AND event_type = 'CoinsCredited' AND created_at >= $2
          AND (data->>'change_type')::int = ANY($3::int[])`,
      [`player-${playerId}`, earliest.toISOString(), DEPOSIT_TYPES],
    );
    return since.map((from) =>
      rows
        .filter((row) => new Date(row.created_at).getTime() >= from.getTime())
        .reduce((sum, row) => sum + BigInt(row.amount), 0n),
    );
  }

  /** Totals per bucket: `bucketStarts` ascending, each bucket up to the next start (the last up to `to`). */
  async totals(playerId: string, bucketStarts: readonly Date[], to: Date): Promise<ActivityTotals[]> {
    const { rows } = await this.sql.query<{
      event_type: string;
      data: Record<string, unknown>;
      created_at: Date | string;
    }>(
      `SELECT event_type, data, created_at FROM events
        WHERE stream_id = $1 AND created_at >= $2 AND created_at < $3
          AND event_type IN ('CoinsCredited', 'CoinsDebited', 'ItemsGranted')`,
      [`player-${playerId}`, bucketStarts[0].toISOString(), to.toISOString()],
    );
    const buckets: ActivityTotals[] = bucketStarts.map(() => ({ deposits: 0n, spend: 0n, winnings: 0n }));
    for (const row of rows) {
      const at = new Date(row.created_at).getTime();
      let index = bucketStarts.length - 1;
      while (index > 0 && bucketStarts[index].getTime() > at) index--;
      const bucket = buckets[index];
      const changeType = Number(row.data.change_type);
      if (row.event_type === 'ItemsGranted') {
        if (row.data.source === 'shop') continue;
        for (const item of row.data.items as { value: string }[]) bucket.winnings += BigInt(item.value);
      } else if (row.event_type === 'CoinsDebited') {
        // A debit's amount is negative (signed, as stored).
        if (SPEND_TYPES.includes(changeType)) bucket.spend -= BigInt(row.data.amount as string);
      } else if (DEPOSIT_TYPES.includes(changeType)) {
        bucket.deposits += BigInt(row.data.amount as string);
      } else if (WIN_TYPES.includes(changeType)) {
        bucket.winnings += BigInt(row.data.amount as string);
      } else if (REFUND_TYPES.includes(changeType)) {
        bucket.spend -= BigInt(row.data.amount as string);
      }
    }
    return buckets;
  }
}
