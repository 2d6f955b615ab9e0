// A day of the arena's payouts, its own stream `arena-day-{YYYY-MM-DD}` (UTC): decided once after
// the day ended (the ranking rewards and the battle-damage rebates, with the tables in force), then
// each credited on the player's stream (RANKING_REWARD, BATTLE_REBATE; reference and command key per
// day, so a repeat pays nothing twice), then recorded paid. Pure: state, evolve, decisions.
// The decision records the ranking's guards in force (the activity floor, the cap and the day's
// volume) and each ranked player's battles and value played, so the audit can re-check them.
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';
import {
  cappedRewards,
  meetsFloor,
  payoutCap,
  rebateForLoss,
  rewardForRank,
  type RankingReward,
  type RankingSettings,
  type RebateTier,
} from './arena-rules';

export const ARENA_DAY_PREFIX = 'arena-day-';

export interface ArenaDayDecided {
  readonly type: 'ArenaDayDecided';
  readonly data: {
    readonly day: string;
    readonly ranking_rewards: readonly { rank_from: number; rank_to: number; amount: string }[];
    readonly rebate_tiers: readonly { min_loss: string; rate_bp: number }[];
    /** The activity floor, the cap (basis points of volume) and the day's volume; absent before issue 31. */
    readonly floor?: { readonly min_battles: number; readonly min_played: string };
    readonly payout_cap_bp?: number;
    readonly volume?: string;
    readonly rewards: readonly {
      player_id: string;
      rank: number;
      won: string;
      amount: string;
      /** Absent before issue 31: the player's battles and value played that day, the table's amount. */
      games?: number;
      played?: string;
      table_amount?: string;
    }[];
    readonly rebates: readonly { player_id: string; loss: string; rate_bp: number; amount: string }[];
  };
}

export interface ArenaDayPaid {
  readonly type: 'ArenaDayPaid';
  readonly data: { readonly rewards: number; readonly rebates: number };
}

export type ArenaDayEvent = ArenaDayDecided | ArenaDayPaid;

export interface ArenaDayState {
  readonly decided: ArenaDayDecided['data'] | null;
  readonly paid: boolean;
}

const dayEvent = checkedEvents<ArenaDayEvent>();

export const ARENA_DAY = defineStreamKind<ArenaDayState, ArenaDayEvent>({
  name: 'arena-day',
  prefix: ARENA_DAY_PREFIX,
  events: [
    dayEvent('ArenaDayDecided', (data, check) => {
      check.string(data.day, 'day');
      check.that(Array.isArray(data.rewards) && Array.isArray(data.rebates), 'payouts missing');
    }),
    dayEvent('ArenaDayPaid', (data, check) => check.that(Number.isInteger(data.rewards), 'rewards missing')),
  ],
  initialState: () => ({ decided: null, paid: false }),
  evolve: (state, event) =>
    event.type === 'ArenaDayDecided' ? { ...state, decided: event.data } : { ...state, paid: true },
});

export interface DayResults {
  /** By value won, best first, with each player's battles and value played that day. */
  ranking: readonly { playerId: string; won: bigint; games: number; played: bigint }[];
  /** Per player: what they staked and took home that day (their stakes together are the day's volume). */
  totals: readonly { playerId: string; stake: bigint; won: bigint }[];
}

/**
 * Decides a day once: who earns which ranking reward and which rebate, by the given tables. Only
 * players at or above the activity floor are ranked; the rewards together stay under the cap.
 */
export function decideDay(
  state: ArenaDayState,
  day: string,
  results: DayResults,
  tables: { rewards: readonly RankingReward[]; tiers: readonly RebateTier[]; settings: RankingSettings },
): ArenaDayDecided[] {
  if (state.decided) return [];
  const { settings } = tables;
  const volume = results.totals.reduce((sum, row) => sum + row.stake, 0n);
  const ranked = results.ranking
    .filter((row) => meetsFloor(settings, row))
    .map((row, index) => ({ row, rank: index + 1, tableAmount: rewardForRank(tables.rewards, index + 1) }))
    .filter((entry) => entry.tableAmount > 0n);
  const paid = cappedRewards(
    ranked.map((entry) => entry.tableAmount),
    payoutCap(volume, settings.payoutCapBp),
  );
  const rewards = ranked.flatMap(({ row, rank, tableAmount }, index) =>
    paid[index] > 0n
      ? [
          {
            player_id: row.playerId,
            rank,
            won: row.won.toString(),
            amount: paid[index].toString(),
            games: row.games,
            played: row.played.toString(),
            table_amount: tableAmount.toString(),
          },
        ]
      : [],
  );
  const rebates = results.totals.flatMap((row) => {
    const loss = row.stake - row.won;
    const rebate = rebateForLoss(tables.tiers, loss);
    return rebate.amount > 0n
      ? [{ player_id: row.playerId, loss: loss.toString(), rate_bp: rebate.rateBp, amount: rebate.amount.toString() }]
      : [];
  });
  return [
    {
      type: 'ArenaDayDecided',
      data: {
        day,
        floor: { min_battles: settings.minBattles, min_played: settings.minPlayed.toString() },
        payout_cap_bp: settings.payoutCapBp,
        volume: volume.toString(),
        ranking_rewards: tables.rewards.map((reward) => ({
          rank_from: reward.rankFrom,
          rank_to: reward.rankTo,
          amount: reward.amount.toString(),
        })),
        rebate_tiers: tables.tiers.map((tier) => ({ min_loss: tier.minLoss.toString(), rate_bp: tier.rateBp })),
        rewards,
        rebates,
      },
    },
  ];
}

export function markPaid(state: ArenaDayState): ArenaDayPaid[] {
  if (!state.decided || state.paid) return [];
  return [
    { type: 'ArenaDayPaid', data: { rewards: state.decided.rewards.length, rebates: state.decided.rebates.length } },
  ];
}

/** The UTC day (YYYY-MM-DD) of a time. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
