// The demo catalogue is configuration players see first: every rarity and wear, enough boxes in
// enough categories, and prices that return 85-95 % — checked exactly, not by rounded figures.
import { BOX_CATEGORIES, RARITIES, WEARS, WEAR_GRADES, formatAmount } from '@lootledger/contracts';
import { isRtpWithin } from '../domain/box-rtp';
import { boxProblems, itemProblems } from '../domain/catalogue-rules';
import { DEMO_BOXES, DEMO_ITEMS } from './demo-catalogue';

const itemsById = new Map(DEMO_ITEMS.map((item) => [item.id, item]));

describe('demo items', () => {
  it('are at least 80, with unique ids, each a valid item', () => {
    expect(DEMO_ITEMS.length).toBeGreaterThanOrEqual(80);
    expect(itemsById.size).toBe(DEMO_ITEMS.length);
    for (const item of DEMO_ITEMS)
      expect({ id: item.id, problems: itemProblems(item) }).toEqual({ id: item.id, problems: [] });
  });

  it('cover every rarity grade and every wear grade', () => {
    expect(new Set(DEMO_ITEMS.map((item) => item.lv))).toEqual(new Set(RARITIES));
    expect(new Set(DEMO_ITEMS.map((item) => item.dura))).toEqual(new Set(WEARS));
  });

  it('have names in both languages and a Steam market hash name with the wear', () => {
    for (const item of DEMO_ITEMS) {
      expect(item.name_zh).not.toBe('');
      expect(item.name_en).not.toBe('');
      const market = WEAR_GRADES[item.dura as keyof typeof WEAR_GRADES].market_name;
      expect(item.hash_name).toBe(market ? `${item.name_en} (${market})` : item.name_en);
    }
    expect(itemsById.get('ak-47-redline-ft')).toMatchObject({
      name_en: 'AK-47 | Redline',
      name_zh: 'AK-47 | 红线',
      hash_name: 'AK-47 | Redline (Field-Tested)',
      value: 4000n,
    });
    expect(itemsById.get('karambit-vanilla')).toMatchObject({
      name_en: '★ Karambit',
      hash_name: '★ Karambit',
      skin: '',
    });
  });
});

describe('demo boxes', () => {
  it('are at least 12, in at least 3 categories, each a valid box', () => {
    expect(DEMO_BOXES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_BOXES.map((box) => box.id)).size).toBe(DEMO_BOXES.length);
    const categories = new Set(DEMO_BOXES.map((box) => box.category));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    for (const category of categories) expect(BOX_CATEGORIES).toContain(category);
    for (const box of DEMO_BOXES)
      expect({ id: box.id, problems: boxProblems(box) }).toEqual({ id: box.id, problems: [] });
  });

  it('hold 6 to 15 demo items each, with positive integer weights', () => {
    for (const box of DEMO_BOXES) {
      expect(box.pool.length).toBeGreaterThanOrEqual(6);
      expect(box.pool.length).toBeLessThanOrEqual(15);
      for (const entry of box.pool) {
        expect(itemsById.has(entry.itemId)).toBe(true);
        expect(Number.isSafeInteger(entry.weight) && entry.weight > 0).toBe(true);
      }
    }
  });

  it('are priced so that each returns between 85 % and 95 %, exactly', () => {
    const outside = DEMO_BOXES.filter((box) => {
      const pool = box.pool.map((entry) => ({ weight: entry.weight, value: itemsById.get(entry.itemId)!.value }));
      return !isRtpWithin(pool, box.price, { min: 85, max: 95 });
    });
    expect(outside.map((box) => `${box.id} at ${formatAmount(box.price)}`)).toEqual([]);
  });

  it('have prices a player can read: positive, whole hundredths', () => {
    for (const box of DEMO_BOXES) {
      expect(typeof box.price).toBe('bigint');
      expect(box.price).toBeGreaterThan(0n);
    }
  });
});
