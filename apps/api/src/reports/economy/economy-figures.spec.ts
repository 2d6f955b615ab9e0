// The economy's sums, pure: game change types make GGR (stakes less coins paid back), promotion
// types make the bonuses by kind (net of reversals), free boxes add the items they granted, and net
// revenue is GGR less every bonus; each bucket on its own and all together; other kinds ignored.
import { ChangeType, type ChangeType as ChangeTypeValue } from '@lootledger/contracts';
import { classify, economyFigures, type CoinTotal } from './economy-figures';
import { welfareDay } from '../welfare-payouts/welfare-days';

function coins(bucket: string, changeType: ChangeTypeValue, credited: bigint, debited = 0n, count = 1): CoinTotal {
  return { bucket, changeType, credited, debited, count };
}

describe('economy figures', () => {
  it('classifies every change type by its counter-account', () => {
    expect(classify(ChangeType.BOX_OPEN)).toBe('game');
    expect(classify(ChangeType.BATTLE)).toBe('game');
    expect(classify(ChangeType.BATTLE_WIN)).toBe('game');
    expect(classify(ChangeType.RECYCLE)).toBe('game');
    expect(classify(ChangeType.UPGRADE)).toBe('game');
    expect(classify(ChangeType.REGISTRATION_PACKET)).toBe('registration_packets');
    expect(classify(ChangeType.RANKING_REWARD)).toBe('ranking_rewards');
    expect(classify(ChangeType.BATTLE_REBATE)).toBe('battle_rebates');
    expect(classify(ChangeType.RECHARGE)).toBeNull();
    expect(classify(ChangeType.STAFF_ADJUSTMENT)).toBeNull();
    expect(classify(ChangeType.SHOP)).toBeNull();
  });

  it('given four sign-up packets of 1876.00 and 150.00 of stakes, then the net revenue is negative', () => {
    const { totals } = economyFigures(
      ['2026-11-29'],
      [
        coins('2026-11-29', ChangeType.REGISTRATION_PACKET, 187_600n, 0n, 4),
        coins('2026-11-29', ChangeType.RECHARGE, 15_000n),
        coins('2026-11-29', ChangeType.BOX_OPEN, 0n, 15_000n, 3),
        coins('2026-11-29', ChangeType.RECYCLE, 9_000n),
      ],
      [],
    );
    expect(totals).toMatchObject({ stakes: 15_000n, paidBack: 9_000n, ggr: 6_000n, bonusesTotal: 187_600n });
    expect(totals.netRevenue).toBe(-181_600n);
    expect(totals.bonuses.registration_packets).toBe(187_600n);
    expect(totals.bonusCounts.registration_packets).toBe(4);
  });

  it('sums each bucket apart, keeps empty buckets, nets reversals and adds free boxes', () => {
    const { totals, series } = economyFigures(
      ['2026-11-28', '2026-11-29', '2026-11-30'],
      [
        coins('2026-11-28', ChangeType.RANKING_REWARD, 18_800n),
        coins('2026-11-28', ChangeType.RED_PACKET, 500n, 200n, 2),
        coins('2026-11-30', ChangeType.BATTLE, 0n, 3_000n),
        coins('2026-11-30', ChangeType.BATTLE_WIN, 1_000n),
        coins('2026-11-30', ChangeType.VIP_REBATE, 100n),
      ],
      [{ bucket: '2026-11-30', freeGranted: 420n, freeBoxes: 2 }],
    );
    expect(series.map((point) => [point.bucket, point.ggr, point.bonusesTotal, point.netRevenue])).toEqual([
      ['2026-11-28', 0n, 19_100n, -19_100n],
      ['2026-11-29', 0n, 0n, 0n],
      ['2026-11-30', 2_000n, 520n, 1_480n],
    ]);
    expect(totals.bonuses).toMatchObject({
      ranking_rewards: 18_800n,
      red_packets: 300n,
      vip_rebates: 100n,
      free_boxes: 420n,
    });
    expect(totals.bonusCounts.free_boxes).toBe(2);
    expect(totals.netRevenue).toBe(2_000n - 19_620n);
  });

  it('makes a welfare day of the kinds a day paid, and no day of a day that paid nothing', () => {
    const { series } = economyFigures(
      ['2026-11-29', '2026-11-30'],
      [
        coins('2026-11-29', ChangeType.SIGN_IN_PACKET, 120n, 0n, 3),
        coins('2026-11-29', ChangeType.BATTLE_REBATE, 50n),
        coins('2026-11-29', ChangeType.VIP_REBATE, 25n),
        coins('2026-11-29', ChangeType.TASK_REWARD, 10n),
        coins('2026-11-30', ChangeType.BOX_OPEN, 0n, 1_000n),
      ],
      [{ bucket: '2026-11-29', freeGranted: 99n, freeBoxes: 1 }],
    );
    expect(welfareDay(series[0].bucket, series[0])).toMatchObject({
      id: '2026-11-29',
      sign_in_packets: '1.20',
      sign_in_count: 3,
      free_boxes: '0.99',
      free_box_count: 1,
      rebates: '0.75',
      rebate_count: 2,
      other: '0.10',
      total: '3.04',
    });
    expect(welfareDay(series[1].bucket, series[1])).toBeNull();
  });
});
