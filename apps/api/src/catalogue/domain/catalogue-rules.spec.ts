import { Rarity, Wear } from '@lootledger/contracts';
import { aBox, anItem } from '../testing/catalogue.builders';
import { boxProblems, isCatalogueId, itemProblems, MAX_WEIGHT } from './catalogue-rules';

const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe('itemProblems', () => {
  it('accepts a complete item, and a vanilla knife without a skin', () => {
    expect(itemProblems(anItem())).toEqual([]);
    expect(itemProblems(anItem({ skin: '', lv: Rarity.EXTRAORDINARY, dura: Wear.NOT_PAINTED }))).toEqual([]);
  });

  it('names every refused field, with messages in both languages', () => {
    const problems = itemProblems(
      anItem({ id: 'bad id', name_zh: ' ', value: -1n, lv: 0, dura: 7, cover: 'javascript:alert(1)' }),
    );
    expect(fields(problems)).toEqual(['id', 'name_zh', 'cover', 'value', 'lv', 'dura']);
    for (const problem of problems) {
      expect(problem.message.en).not.toBe('');
      expect(problem.message.zh).not.toBe('');
    }
  });

  it('takes a cover path or an https URL', () => {
    expect(itemProblems(anItem({ cover: '/uploads/x.png' }))).toEqual([]);
    expect(itemProblems(anItem({ cover: 'https://cdn.example.com/x.png' }))).toEqual([]);
    expect(fields(itemProblems(anItem({ cover: 'http://cdn.example.com/x.png' })))).toEqual(['cover']);
  });
});

describe('boxProblems', () => {
  it('accepts a complete box', () => {
    expect(
      boxProblems(
        aBox([
          ['a', 1],
          ['b', 2],
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses a bad price, category, empty pool', () => {
    expect(fields(boxProblems(aBox([], { price: 0n, category: 'toys' })))).toEqual(['price', 'category', 'pool']);
  });

  it('refuses weights that are not positive integers, duplicates and bad positions', () => {
    const box = aBox([
      ['a', 0],
      ['b', 1.5],
      ['a', 1],
      ['c', MAX_WEIGHT + 1],
    ]);
    const withPosition = { ...box, pool: [...box.pool, { itemId: 'd', weight: 1, position: -1 }] };
    expect(fields(boxProblems(withPosition))).toEqual([
      'pool.0.weight',
      'pool.1.weight',
      'pool.2.itemId',
      'pool.3.weight',
      'pool.4.position',
    ]);
  });
});

describe('isCatalogueId', () => {
  it.each(['redline', 'ak-47-redline-ft', 'A_1'])('accepts %s', (id) => expect(isCatalogueId(id)).toBe(true));
  it.each(['', '-x', 'a b', 'a/b', 'x'.repeat(65), '../etc'])('refuses %j', (id) =>
    expect(isCatalogueId(id)).toBe(false),
  );
});
