import { generateRecoveryCodes, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { randomInt } from 'node:crypto';

describe('recovery codes', () => {
  it('are distinct, printed as xxxx-xxxx-xxxx without look-alike symbols', () => {
    const codes = generateRecoveryCodes(RECOVERY_CODE_COUNT, (size) => randomInt(size));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
  });

  it('draws again when a code repeats', () => {
    let call = 0;
    // The first two codes are the same draws: the second is drawn again.
    const codes = generateRecoveryCodes(2, () => (call++ < 24 ? 0 : 1));
    expect(codes).toEqual(['2222-2222-2222', '3333-3333-3333']);
  });

  it('normalise what people type: case, spaces, dashes, full-width characters', () => {
    expect(normaliseRecoveryCode(' ABCD-efgh 2345 ')).toBe('abcdefgh2345');
    expect(normaliseRecoveryCode('ＡＢＣＤ－ｅｆｇｈ')).toBe('abcdefgh');
  });
});
