// The house's economy over a range, pure: gross gaming revenue from the ledger's change records (coins
// staked in games minus coins games paid back: battle wins, refunds, item buy-backs — the change types
// whose counter-account is house revenue or game escrow), the bonuses by kind as a cost (the change
// types booked to promotion expense, net of any taken back, plus the items daily free boxes granted),
// and net revenue = GGR − bonuses. A change type added later falls in by its counter-account: a
// promotion type without a kind of its own is counted under `other_bonuses`. Amounts in hundredths.
// The kinds (BONUS_KINDS) are in libs/contracts: the console labels them.
import {
  BONUS_KINDS,
  ChangeType,
  CounterAccount,
  type BonusKind,
  DEFAULT_COUNTER_ACCOUNT,
  GAME_BONUS_KINDS,
  type ChangeType as ChangeTypeValue,
} from '@lootledger/contracts';

/** The core's coin bonus kinds and their change types (a game's say theirs in its wire contract: bonusKind). */
const CORE_BONUS_CHANGE_TYPES: Readonly<Partial<Record<BonusKind, ChangeTypeValue>>> = {
  registration_packets: ChangeType.REGISTRATION_PACKET,
  sign_in_packets: ChangeType.SIGN_IN_PACKET,
  red_packets: ChangeType.RED_PACKET,
  task_rewards: ChangeType.TASK_REWARD,
  vip_rebates: ChangeType.VIP_REBATE,
  first_recharge_bonuses: ChangeType.FIRST_RECHARGE_BONUS,
  referral_commissions: ChangeType.REFERRAL_COMMISSION,
};

/** Each coin bonus's kind by change type (free boxes grant items; other_bonuses is the rest). */
const KIND_OF_TYPE = new Map<number, BonusKind>([
  ...Object.entries(CORE_BONUS_CHANGE_TYPES).map(([kind, type]) => [type, kind as BonusKind] as const),
  ...[...GAME_BONUS_KINDS].flatMap(([type, kind]) =>
    (BONUS_KINDS as readonly string[]).includes(kind) ? [[type, kind as BonusKind] as const] : [],
  ),
]);

/** The kind of a coin change: a game's stake or payout, a bonus of some kind, or neither (null). */
export function classify(changeType: ChangeTypeValue): 'game' | BonusKind | null {
  const account = DEFAULT_COUNTER_ACCOUNT[changeType];
  if (account === CounterAccount.HOUSE_REVENUE || account === CounterAccount.GAME_ESCROW) return 'game';
  if (account === CounterAccount.PROMOTION_EXPENSE) return KIND_OF_TYPE.get(changeType) ?? 'other_bonuses';
  return null;
}

export interface EconomyFigures {
  /** Coins staked in games (debits of the games' change types). */
  stakes: bigint;
  /** Coins games paid back (credits of the games' change types). */
  paidBack: bigint;
  ggr: bigint;
  bonuses: Record<BonusKind, bigint>;
  /** How many of each were paid (coin events; free boxes: boxes opened). */
  bonusCounts: Record<BonusKind, number>;
  bonusesTotal: bigint;
  netRevenue: bigint;
}

export interface CoinTotal {
  bucket: string;
  changeType: ChangeTypeValue;
  credited: bigint;
  debited: bigint;
  count: number;
}

export interface FreeBoxTotal {
  bucket: string;
  freeGranted: bigint;
  freeBoxes: number;
}

export function noEconomy(): EconomyFigures {
  return {
    stakes: 0n,
    paidBack: 0n,
    ggr: 0n,
    bonuses: Object.fromEntries(BONUS_KINDS.map((kind) => [kind, 0n])) as Record<BonusKind, bigint>,
    bonusCounts: Object.fromEntries(BONUS_KINDS.map((kind) => [kind, 0])) as Record<BonusKind, number>,
    bonusesTotal: 0n,
    netRevenue: 0n,
  };
}

function addCoins(into: EconomyFigures, total: CoinTotal): void {
  const kind = classify(total.changeType);
  if (kind === null) return;
  if (kind === 'game') {
    into.stakes += total.debited;
    into.paidBack += total.credited;
  } else {
    into.bonuses[kind] += total.credited - total.debited;
    into.bonusCounts[kind] += total.count;
  }
}

function close(figures: EconomyFigures): EconomyFigures {
  const bonusesTotal = BONUS_KINDS.reduce((sum, kind) => sum + figures.bonuses[kind], 0n);
  const ggr = figures.stakes - figures.paidBack;
  return { ...figures, ggr, bonusesTotal, netRevenue: ggr - bonusesTotal };
}

/** The economy over the whole range and per bucket (every bucket given, empty ones included). */
export function economyFigures(
  buckets: readonly string[],
  coins: readonly CoinTotal[],
  freeBoxes: readonly FreeBoxTotal[],
): { totals: EconomyFigures; series: (EconomyFigures & { bucket: string })[] } {
  const totals = noEconomy();
  const series = new Map(buckets.map((bucket) => [bucket, noEconomy()]));
  const at = (bucket: string) => {
    let figures = series.get(bucket);
    if (!figures) series.set(bucket, (figures = noEconomy()));
    return figures;
  };
  for (const total of coins) {
    addCoins(totals, total);
    addCoins(at(total.bucket), total);
  }
  for (const free of freeBoxes) {
    for (const figures of [totals, at(free.bucket)]) {
      figures.bonuses.free_boxes += free.freeGranted;
      figures.bonusCounts.free_boxes += free.freeBoxes;
    }
  }
  return {
    totals: close(totals),
    series: [...series.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([bucket, figures]) => ({ bucket, ...close(figures) })),
  };
}
