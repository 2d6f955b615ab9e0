// Pays the arena's daily ranking rewards and battle-damage rebates once per UTC day: on its tick the
// process takes every day that ended at least GRACE_MS ago (up to DAYS_BACK), decides it once on its
// own stream (arena-day.ts, with the tables, the activity floor and the cap in force), credits each player on their stream under a
// key and reference of that day (RANKING_REWARD / BATTLE_REBATE, counter-account promotion_expense),
// then records the day paid. Running it twice, or after a crash between any two steps, pays once.
import { Inject, Injectable } from '@nestjs/common';
import { ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { coinChange, PlayerAccountService } from '../../../ledger';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { EventSourcing, systemContext, type StreamRunner } from '../../../platform/event-sourcing';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { RankingsReader } from '../rankings/rankings.reader';
import { ARENA_DAY, decideDay, markPaid, utcDay, type ArenaDayState } from './arena-day';
import { ArenaRulesRepository } from './arena-rules.repository';

export const ARENA_PAYOUTS_PROCESS = 'games.arena-payouts';
/** A day is paid once it ended this long ago (battles settling at midnight land first). */
export const GRACE_MS = 5 * 60_000;
/** Days looked back on each tick (a server down for a while catches up on these). */
export const DAYS_BACK = 3;
const DAY_MS = 86_400_000;

export function rankingReference(day: string): string {
  return `arena-ranking-${day}`;
}

export function rebateReference(day: string): string {
  return `arena-rebate-${day}`;
}

@Injectable()
export class ArenaPayoutsProcess extends ScheduledJob {
  private readonly days: StreamRunner<ArenaDayState>;

  constructor(
    eventSourcing: EventSourcing,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly accounts: PlayerAccountService,
    private readonly rules: ArenaRulesRepository,
    private readonly rankings: RankingsReader,
  ) {
    super(eventSourcing, { name: ARENA_PAYOUTS_PROCESS, everyMs: 60_000 });
    this.days = eventSourcing.runner(ARENA_DAY);
  }

  protected override async tick(now: Date): Promise<number> {
    let worked = 0;
    const lastEnded = new Date(now.getTime() - GRACE_MS - DAY_MS);
    for (let back = DAYS_BACK - 1; back >= 0; back--) {
      if (await this.payDay(utcDay(new Date(lastEnded.getTime() - back * DAY_MS)))) worked++;
    }
    return worked;
  }

  /** Decides, credits and closes one day; false when it was paid already. */
  async payDay(day: string): Promise<boolean> {
    let { state } = await this.days.load(day);
    if (state.paid) return false;
    const at = new Date();
    if (!state.decided) {
      const from = new Date(`${day}T00:00:00.000Z`);
      const to = new Date(from.getTime() + DAY_MS);
      const settings = await this.rules.rankingSettings();
      const [ranking, totals, rewards, tiers] = await Promise.all([
        this.rankings.ranking(from, to, 1_000, settings),
        this.dayTotals(from, to),
        this.rules.rankingRewards(),
        this.rules.rebateTiers(),
      ]);
      state = (
        await this.days.execute(
          day,
          'decide',
          (current) => decideDay(current, day, { ranking, totals }, { rewards, tiers, settings }),
          systemContext(ARENA_PAYOUTS_PROCESS, at),
        )
      ).state;
    }
    const decided = state.decided!;
    for (const reward of decided.rewards) {
      await this.accounts.execute(
        reward.player_id,
        `arena-ranking/${day}`,
        (account) => [
          coinChange(account, 'credit', {
            amount: BigInt(reward.amount),
            changeType: ChangeType.RANKING_REWARD,
            reference: rankingReference(day),
          }).event,
        ],
        systemContext(ARENA_PAYOUTS_PROCESS, at),
      );
    }
    for (const rebate of decided.rebates) {
      await this.accounts.execute(
        rebate.player_id,
        `arena-rebate/${day}`,
        (account) => [
          coinChange(account, 'credit', {
            amount: BigInt(rebate.amount),
            changeType: ChangeType.BATTLE_REBATE,
            reference: rebateReference(day),
          }).event,
        ],
        systemContext(ARENA_PAYOUTS_PROCESS, at),
      );
    }
    await this.days.execute(day, 'paid', (current) => markPaid(current), systemContext(ARENA_PAYOUTS_PROCESS, at));
    return true;
  }

  private async dayTotals(from: Date, to: Date): Promise<{ playerId: string; stake: bigint; won: bigint }[]> {
    const { rows } = await this.sql.query<{ player_id: string; stake: string; won: string }>(
      `SELECT player_id, sum(stake) AS stake, sum(won) AS won FROM games_battle_results
        WHERE ended_at >= $1 AND ended_at < $2 GROUP BY player_id ORDER BY player_id`,
      [from.toISOString(), to.toISOString()],
    );
    return rows.map((row) => ({ playerId: row.player_id, stake: BigInt(row.stake), won: BigInt(row.won) }));
  }
}
