import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { initialState } from './player-account';
import { fold } from './player-account.stream';
import type { PlayerAccountEvent } from './player-account.events';
import { recharge, vipLevelFor, type VipLevelRule } from './recharge.decider';

const levels: VipLevelRule[] = [
  { level: 0, threshold: 0n, rebateBp: 0 },
  { level: 1, threshold: 10_000n, rebateBp: 100 },
  { level: 2, threshold: 50_000n, rebateBp: 250 },
];

const request = (reference: string, amount: bigint, firstRechargeBonus = 500n) => ({
  reference,
  amount,
  firstRechargeBonus,
  vipLevels: levels,
});

function summary(events: PlayerAccountEvent[]) {
  return events.map((event) => {
    if (event.type === 'VipLevelChanged')
      return `level ${event.data.from}->${event.data.to} at ${event.data.total_recharge}`;
    if (event.type === 'CoinsCredited') return `+${event.data.amount} ${event.data.change_type}`;
    return event.type;
  });
}

describe('recharge (decider)', () => {
  it('credits the recharge and, on the first one only, the bonus', () => {
    const first = recharge(initialState(), request('order-1', 5_000n));
    expect(summary(first)).toEqual([`+5000 ${ChangeType.RECHARGE}`, `+500 ${ChangeType.FIRST_RECHARGE_BONUS}`]);
    expect(first[1]).toMatchObject({
      data: { counter_account: CounterAccount.PROMOTION_EXPENSE, reference: 'order-1' },
    });
    const after = fold(initialState(), first);
    expect(after).toMatchObject({ balance: 5_500n, totalRecharge: 5_000n, paidRecharges: 1, vipLevel: 0 });

    const second = recharge(after, request('order-2', 1_000n));
    expect(summary(second)).toEqual([`+1000 ${ChangeType.RECHARGE}`]);
  });

  it("moves the VIP level when the total crosses a threshold, and pays that level's rebate (rounded down)", () => {
    const state = fold(initialState(), recharge(initialState(), request('order-1', 9_999n, 0n)));
    const events = recharge(state, request('order-2', 30_123n, 0n));
    expect(summary(events)).toEqual([
      `+30123 ${ChangeType.RECHARGE}`,
      'level 0->1 at 40122',
      `+301 ${ChangeType.VIP_REBATE}`,
    ]);
    const next = fold(state, events);
    expect(next).toMatchObject({ vipLevel: 1, totalRecharge: 40_122n, balance: 9_999n + 30_123n + 301n });
    // No level move: the rebate of the level held.
    expect(summary(recharge(next, request('order-3', 1_000n, 0n)))).toEqual([
      `+1000 ${ChangeType.RECHARGE}`,
      `+10 ${ChangeType.VIP_REBATE}`,
    ]);
    // Skipping levels: straight from 0 to 2.
    expect(summary(recharge(initialState(), request('order-4', 60_000n, 0n)))).toEqual([
      `+60000 ${ChangeType.RECHARGE}`,
      'level 0->2 at 60000',
      `+1500 ${ChangeType.VIP_REBATE}`,
    ]);
  });

  it('picks the highest level reached whatever the order of the rules', () => {
    expect(vipLevelFor(60_000n, [...levels].reverse())?.level).toBe(2);
    expect(vipLevelFor(0n, [])).toBeNull();
  });
});
