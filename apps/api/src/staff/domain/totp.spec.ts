// TOTP against the RFC vectors (RFC 4226 appendix D, RFC 6238 appendix B), the base32 round trip,
// the ±1 step window and the refusal of a step already used.
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totp, totpStep, type TotpAlgorithm } from './totp';

const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

describe('RFC 6238 test vectors (8 digits, 30 s)', () => {
  const vectors: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s: %s (SHA-1), %s (SHA-256), %s (SHA-512)', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(SEEDS.sha1, at, { digits: 8 })).toBe(sha1);
    expect(totp(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('uses 30-second steps from the Unix epoch', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1111111109_000)).toBe(0x23523ec);
    expect(totpStep(20000000000_000)).toBe(0x27bc86aa);
  });
});

describe('RFC 4226 test vectors (HOTP, 6 digits)', () => {
  const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(codes.map((code, counter) => [counter, code]))('counter %i: %s', (counter, code) => {
    expect(hotp(SEEDS.sha1, counter)).toBe(code);
  });
});

describe('base32 secrets', () => {
  it('encodes and decodes RFC 4648 vectors without padding, as people type them', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(base32Encode(SEEDS.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('GEZDGNBVGY3TQOJQ1')).toBeUndefined();
  });
});

describe('matchTotp (6 digits, ±1 step, no step twice)', () => {
  const secret = SEEDS.sha1;
  const now = 1_700_000_000_000;
  const step = totpStep(now);
  const codeAt = (offset: number) => totp(secret, now + offset * 30_000);

  it('matches the current step and one either side, nothing further', () => {
    expect(matchTotp(secret, codeAt(0), now, null)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(-2), now, null)).toBeUndefined();
    expect(matchTotp(secret, codeAt(2), now, null)).toBeUndefined();
  });

  it('refuses a step at or before the last one used', () => {
    expect(matchTotp(secret, codeAt(0), now, step)).toBeUndefined();
    expect(matchTotp(secret, codeAt(-1), now, step)).toBeUndefined();
    expect(matchTotp(secret, codeAt(1), now, step)).toBe(step + 1);
  });

  it('accepts spaces, refuses anything but six digits', () => {
    const code = codeAt(0);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
    expect(matchTotp(secret, `${code}0`, now, null)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeUndefined();
    expect(matchTotp(secret, '', now, null)).toBeUndefined();
  });
});

describe('otpauthUrl', () => {
  it('names the issuer and the account, with the secret and the parameters', () => {
    expect(otpauthUrl('boss@example.com', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Lootledger:boss@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Lootledger&algorithm=SHA1&digits=6&period=30',
    );
  });
});
