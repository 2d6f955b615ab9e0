// Staff recovery codes: one-time codes shown once at enrolment (and on regeneration) for signing in
// without the authenticator app. Pure: randomness arrives as a function. Each code is 12 symbols from
// 31 (about 59 bits), so a keyed hash is all the database needs to keep (two-factor/staff-totp.keys.ts).

/** Lower-case letters and digits without the look-alikes 0/o and 1/i/l. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const LENGTH = 12;
const GROUP = 4;

export const RECOVERY_CODE_COUNT = 10;

/**
 * `count` distinct codes in printed form (xxxx-xxxx-xxxx). `randomIndex(n)` must return a uniform
 * integer in [0, n) from a CSPRNG (crypto.randomInt).
 */
export function generateRecoveryCodes(count: number, randomIndex: (size: number) => number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomIndex(ALPHABET.length)];
    codes.add(code.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-'));
  }
  return [...codes];
}

/** What a member typed, reduced to the symbols that matter (any case, spaces and dashes dropped). */
export function normaliseRecoveryCode(input: string): string {
  return input.normalize('NFKC').toLowerCase().replace(/[\s-]/g, '');
}
