// What each partner page lists of the promotion levels, how far the invitees are from a level (in
// hundredths, never floats) and the invite link.
import { describe, expect, it } from 'vitest';
import type { PromotionLevelResponse } from '@lootledger/contracts';
import { byThreshold, inviteLink, levelsOfTheme, remainingTo } from './programme';

const level = (n: number, inviteTotal: string, rebate: string): PromotionLevelResponse => ({
  level: n,
  name: `L${n}`,
  invite_total: inviteTotal,
  rebate,
  description: '',
});

// Out of order, as staff may have numbered them: level 3 needs less than level 2.
const LEVELS = [
  level(2, '10000.00', '3.00'),
  level(1, '0.00', '1.00'),
  level(4, '100000.10', '5.00'),
  level(3, '999.99', '2.00'),
];

describe('partner programme', () => {
  it('orders the levels by the invitee total they need, not by their number', () => {
    expect(byThreshold(LEVELS).map((entry) => entry.level)).toEqual([1, 3, 2, 4]);
  });

  it('lists all levels on the overview and the national-agent page, the top on gold king, the first two on good luck', () => {
    expect(levelsOfTheme('partner', LEVELS).map((entry) => entry.level)).toEqual([1, 3, 2, 4]);
    expect(levelsOfTheme('nationalAgent', LEVELS).map((entry) => entry.level)).toEqual([1, 3, 2, 4]);
    expect(levelsOfTheme('goldKing', LEVELS).map((entry) => entry.level)).toEqual([4]);
    expect(levelsOfTheme('goodLuck', LEVELS).map((entry) => entry.level)).toEqual([1, 3]);
    expect(levelsOfTheme('goldKing', [])).toEqual([]);
  });

  it('says what the invitees still have to recharge for a level, exactly, and nothing once reached', () => {
    const top = level(4, '100000.10', '5.00');
    expect(remainingTo(top, '0.00')).toBe('100000.10');
    expect(remainingTo(top, '0.30')).toBe('99999.80');
    expect(remainingTo(top, '100000.10')).toBeNull();
    expect(remainingTo(top, '200000.00')).toBeNull();
  });

  it('builds the register link carrying the invite code', () => {
    expect(inviteLink('https://example.test', 'AB 12&x')).toBe('https://example.test/?invite_code=AB%2012%26x');
  });
});
