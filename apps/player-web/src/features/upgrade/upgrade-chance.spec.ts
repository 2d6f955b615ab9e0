// The upgrade's one chance (upgrade-chance.ts): what the slider, dial and quote show is the rate the
// server's draw uses, with or without a stake, and the request asks for exactly that rate.
import { describe, expect, it } from 'vitest';
import { formatRate, rtpBasisPoints, upgradeChance, upgradeRule } from './upgrade-chance';

const rule = upgradeRule(9500);
/** A 100.00 target at RTP 95%: 1% costs 1.0527 coins, so a 17.93 stake buys floor(17.93 × 95) = 17.03%. */
const target = 100_00n;

describe('upgradeChance', () => {
  it('regression (issue 31): a stake that buys 17.03% after the slider read 75% shows and asks 17.03%', () => {
    // The page resets the slider's choice when the stake changes: the chance becomes the stake's.
    const chance = upgradeChance({ targetValue: target, stakeValue: 17_93n, chosenRate: null, rule });
    expect(chance).toEqual({
      ok: true,
      rate: 1703,
      min: 1703,
      max: 7500,
      price: 17_93n,
      coins: 0n,
      requestRate: undefined,
    });
    expect(formatRate(chance.ok ? chance.rate : 0)).toBe('17.03%');
  });

  it('a choice above what the stake buys is asked as that rate, the coins paying the rest', () => {
    const chance = upgradeChance({ targetValue: target, stakeValue: 17_93n, chosenRate: 7500, rule });
    // ceil(7500 × 100.00 ÷ 9500) = 78.95
    expect(chance).toMatchObject({ ok: true, rate: 7500, price: 78_95n, coins: 61_02n, requestRate: 7500 });
  });

  it('a choice below what the stake buys is raised to it (the slider cannot read less)', () => {
    expect(upgradeChance({ targetValue: target, stakeValue: 17_93n, chosenRate: 1000, rule })).toMatchObject({
      rate: 1703,
      requestRate: undefined,
    });
    // One basis point above the stake's rate costs more than the stake: coins are added, never negative.
    expect(upgradeChance({ targetValue: target, stakeValue: 17_93n, chosenRate: 1704, rule })).toMatchObject({
      rate: 1704,
      price: 17_94n,
      coins: 1n,
      requestRate: 1704,
    });
  });

  it('without a stake: 50% by default, the choice clamped to 5%–75%, all coins', () => {
    expect(upgradeChance({ targetValue: target, stakeValue: 0n, chosenRate: null, rule })).toMatchObject({
      rate: 5000,
      min: 500,
      price: 52_64n,
      coins: 52_64n,
      requestRate: 5000,
    });
    expect(upgradeChance({ targetValue: target, stakeValue: 0n, chosenRate: 9000, rule })).toMatchObject({
      rate: 7500,
    });
    expect(upgradeChance({ targetValue: target, stakeValue: 0n, chosenRate: 100, rule })).toMatchObject({ rate: 500 });
  });

  it('a stake worth less than 5% is topped up with coins to 5%', () => {
    expect(upgradeChance({ targetValue: target, stakeValue: 1_00n, chosenRate: null, rule })).toMatchObject({
      rate: 500,
      price: 5_27n,
      coins: 4_27n,
      requestRate: 500,
    });
  });

  it('a stake worth more than the 75% price is refused, as the server refuses it', () => {
    expect(upgradeChance({ targetValue: target, stakeValue: 80_00n, chosenRate: null, rule })).toEqual({
      ok: false,
      reason: 'STAKE_TOO_HIGH',
      rate: 7600,
    });
  });

  it("before the RTP or a target is known: the slider's choice without a price; a stake waits", () => {
    expect(upgradeChance({ targetValue: null, stakeValue: 0n, chosenRate: 6000, rule: upgradeRule(null) })).toEqual({
      ok: true,
      rate: 6000,
      min: 500,
      max: 7500,
      price: null,
      coins: null,
      requestRate: 6000,
    });
    expect(
      upgradeChance({ targetValue: target, stakeValue: 17_93n, chosenRate: null, rule: upgradeRule(null) }),
    ).toEqual({ ok: false, reason: 'PENDING' });
  });

  it("reads the quote's RTP", () => {
    expect(rtpBasisPoints('95.00')).toBe(9500);
    expect(rtpBasisPoints('99.50')).toBe(9950);
    expect(rtpBasisPoints(undefined)).toBeNull();
    expect(rtpBasisPoints('95')).toBeNull();
  });
});
