// Decides a paid recharge on the player's account (issue: top-up): the coins paid for, the
// first-recharge bonus when it is the player's first paid recharge, the VIP level the new total
// reaches (a VipLevelChanged when it moves), and that level's rebate on this recharge. One append:
// "first" and the level are decided on the stream's own state, so a second order paid at the same
// moment cannot also be "first". Pure: the rules (bonus, levels) arrive in the request.
import { ChangeType } from '@lootledger/contracts';
import type { PlayerAccountState } from './player-account';
import { coinChange } from './player-account.decider';
import type { PlayerAccountEvent, VipLevelChanged } from './player-account.events';

export interface VipLevelRule {
  level: number;
  /** Total paid recharges (hundredths) from which the level holds. */
  threshold: bigint;
  /** Rebate on each recharge at this level, basis points (100 = 1%). */
  rebateBp: number;
}

export interface RechargeRequest {
  /** The order id: the reference of every event of this recharge. */
  reference: string;
  /** Coins paid for, hundredths. */
  amount: bigint;
  /** The first-recharge bonus for this package (0: none). */
  firstRechargeBonus: bigint;
  vipLevels: readonly VipLevelRule[];
}

/** The highest level whose threshold the total reaches (0 when none does). */
export function vipLevelFor(total: bigint, levels: readonly VipLevelRule[]): VipLevelRule | null {
  let reached: VipLevelRule | null = null;
  for (const rule of levels) if (total >= rule.threshold && (!reached || rule.level > reached.level)) reached = rule;
  return reached;
}

export function recharge(state: PlayerAccountState, request: RechargeRequest): PlayerAccountEvent[] {
  const events: PlayerAccountEvent[] = [];
  let current = state;
  const credit = (amount: bigint, changeType: ChangeType) => {
    const next = coinChange(current, 'credit', { amount, changeType, reference: request.reference });
    events.push(next.event);
    current = next.state;
  };
  credit(request.amount, ChangeType.RECHARGE);
  if (state.paidRecharges === 0 && request.firstRechargeBonus > 0n)
    credit(request.firstRechargeBonus, ChangeType.FIRST_RECHARGE_BONUS);

  const total = state.totalRecharge + request.amount;
  const level = vipLevelFor(total, request.vipLevels);
  const to = level?.level ?? 0;
  if (to !== state.vipLevel) {
    const changed: VipLevelChanged = {
      type: 'VipLevelChanged',
      data: { from: state.vipLevel, to, total_recharge: total.toString(), reference: request.reference },
    };
    events.push(changed);
  }
  // Rounded down to the hundredth: the house never pays a fraction it does not owe.
  const rebate = (request.amount * BigInt(level?.rebateBp ?? 0)) / 10_000n;
  if (rebate > 0n) credit(rebate, ChangeType.VIP_REBATE);
  return events;
}
