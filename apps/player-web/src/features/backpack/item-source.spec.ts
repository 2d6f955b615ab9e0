// The item page's origin line and actions: known sources named, others "other"; a battle's item
// links to its verify section; recycling and extracting only while the item is in the backpack.
import { describe, expect, it } from 'vitest';
import { canActOn, itemOrigin } from './item-source';

describe('itemOrigin', () => {
  it('names the known sources and calls the rest other', () => {
    expect(itemOrigin('box_open', 'o-1').source).toBe('box_open');
    expect(itemOrigin('contract', 'c-1').source).toBe('contract');
    expect(itemOrigin('mystery', 'x').source).toBe('other');
  });

  it("links a battle's item to the battle's verify section, and nothing else", () => {
    expect(itemOrigin('battle', 'b 1').verifyHref).toBe('/fairness?battle=b+1');
    expect(itemOrigin('battle', '').verifyHref).toBeNull();
    expect(itemOrigin('box_open', 'o-1').verifyHref).toBeNull();
    expect(itemOrigin('upgrade', 'u-1').verifyHref).toBeNull();
  });
});

describe('canActOn', () => {
  it('allows recycling and extracting only in the backpack', () => {
    expect(canActOn(0)).toBe(true);
    for (const status of [1, 2, 3, 4, 5, 6, 7]) expect(canActOn(status)).toBe(false);
  });
});
