import { indexPick } from './index-pick';

describe('indexPick', () => {
  it('is floor(f * count)', () => {
    expect(indexPick(0, 3)).toBe(0);
    expect(indexPick(1 / 3, 3)).toBe(1);
    expect(indexPick(2 / 3 - 2 ** -32, 3)).toBe(1);
    expect(indexPick(1 - 2 ** -32, 3)).toBe(2);
    expect(indexPick(0.999, 1)).toBe(0);
  });

  it.each([0, -1, 2.5])('refuses count %p', (count) => {
    expect(() => indexPick(0.5, count)).toThrow(/INVALID_COUNT/);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => indexPick(1, 2)).toThrow(/INVALID_FLOAT/);
  });
});
