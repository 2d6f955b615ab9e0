// The arena's rankings from the battle results read model (one row per player seat of every ended
// battle): the day's or the week's winners by value won (ties: the player who got there first, then
// the lower id), and the lucky and unlucky lists over all battles (spec section 9: over 30 games and
// a net gain, or loss, above 20 coins). A ranking counts only players at the staff-set activity
// floor (battles and value played in the period).
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import type { RankingFloor } from '../rewards/arena-rules';

export const RANKING_SIZE = 20;
export const LUCK_MIN_GAMES = 30;
/** 20.00 coins, hundredths. */
export const LUCK_MIN_NET = 2_000n;

export interface RankingRow {
  playerId: string;
  won: bigint;
  games: number;
  /** Value played (stakes), hundredths. */
  played: bigint;
}

const NO_FLOOR: RankingFloor = { minBattles: 0, minPlayed: 0n };

export interface LuckRow {
  playerId: string;
  games: number;
  wins: number;
  net: bigint;
}

/** The UTC day of `at`, and the ISO week (Monday) it falls in. */
export function periodStart(at: Date, type: 1 | 2): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (type === 1) return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

@Injectable()
export class RankingsReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** Players at the floor by value won in battles ended in [from, to), best first. */
  async ranking(from: Date, to: Date, limit = RANKING_SIZE, floor: RankingFloor = NO_FLOOR): Promise<RankingRow[]> {
    const { rows } = await this.sql.query<{ player_id: string; won: string; games: string; played: string }>(
      `SELECT player_id, sum(won) AS won, count(*) AS games, sum(stake) AS played, max(ended_at) AS reached
         FROM games_battle_results WHERE ended_at >= $1 AND ended_at < $2
        GROUP BY player_id HAVING sum(won) > 0 AND count(*) >= $4 AND sum(stake) >= $5::bigint
        ORDER BY sum(won) DESC, max(ended_at), player_id LIMIT $3`,
      [from.toISOString(), to.toISOString(), limit, floor.minBattles, floor.minPlayed.toString()],
    );
    return rows.map((row) => ({
      playerId: row.player_id,
      won: BigInt(row.won),
      games: Number(row.games),
      played: BigInt(row.played),
    }));
  }

  /** The value played (stakes) in battles ended in [from, to): the period's volume, hundredths. */
  async volume(from: Date, to: Date): Promise<bigint> {
    const { rows } = await this.sql.query<{ volume: string | null }>(
      `SELECT sum(stake) AS volume FROM games_battle_results WHERE ended_at >= $1 AND ended_at < $2`,
      [from.toISOString(), to.toISOString()],
    );
    return BigInt(rows[0]?.volume ?? 0);
  }

  async luck(limit = RANKING_SIZE): Promise<{ lucky: LuckRow[]; unlucky: LuckRow[] }> {
    const query = (condition: string, order: string) =>
      this.sql.query<{ player_id: string; games: string; wins: string; net: string }>(
        `SELECT player_id, count(*) AS games, count(*) FILTER (WHERE winner) AS wins, sum(won - stake) AS net
           FROM games_battle_results GROUP BY player_id
         HAVING count(*) > $1 AND ${condition}
          ORDER BY ${order}, player_id LIMIT $3`,
        [LUCK_MIN_GAMES, LUCK_MIN_NET.toString(), limit],
      );
    const [lucky, unlucky] = await Promise.all([
      query(
        'sum(won - stake) > $2::bigint',
        'count(*) FILTER (WHERE winner)::numeric / count(*) DESC, sum(won - stake) DESC',
      ),
      query('sum(won - stake) < -$2::bigint', 'sum(won - stake) ASC'),
    ]);
    const toRow = (row: { player_id: string; games: string; wins: string; net: string }): LuckRow => ({
      playerId: row.player_id,
      games: Number(row.games),
      wins: Number(row.wins),
      net: BigInt(row.net),
    });
    return { lucky: lucky.rows.map(toRow), unlucky: unlucky.rows.map(toRow) };
  }
}
