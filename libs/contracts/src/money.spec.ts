import { formatAmount, parseAmount } from './money';

describe('amounts', () => {
  it.each([
    ['68.88', 6888n],
    ['68.8', 6880n],
    ['68', 6800n],
    ['0.05', 5n],
    ['-1.50', -150n],
  ])('parses %s', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', 'abc', '1.234', '1e5', '0x10', '1,00', '.5'])('refuses %p', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );

  it.each([
    [6888n, '68.88'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [0n, '0.00'],
    [123456789012345n, '1234567890123.45'],
  ])('formats %p', (value, text) => expect(formatAmount(value)).toBe(text));

  it('round-trips', () => {
    for (const value of [0n, 1n, 99n, 100n, 101n, -12345n]) expect(parseAmount(formatAmount(value))).toBe(value);
  });
});
