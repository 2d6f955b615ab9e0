import { isValidMobile } from './mobile-number';
import {
  decideBindInviter,
  decideSetInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  inviteCodeFromRandom,
} from './player-profile-rules';

describe('decideBindInviter', () => {
  const player = { id: 'p1', inviterId: null };

  it('binds an existing other player', () => {
    expect(decideBindInviter(player, { id: 'p2', ancestorIds: ['p3'] })).toEqual({ ok: true });
  });

  it('refuses a second inviter', () => {
    expect(decideBindInviter({ id: 'p1', inviterId: 'p9' }, { id: 'p2', ancestorIds: [] })).toEqual({
      ok: false,
      error: 'INVITER_ALREADY_BOUND',
    });
  });

  it('refuses an unknown code, oneself, and a player one invited (directly or further down)', () => {
    expect(decideBindInviter(player, undefined)).toEqual({ ok: false, error: 'INVITE_CODE_INVALID' });
    expect(decideBindInviter(player, { id: 'p1', ancestorIds: [] })).toEqual({
      ok: false,
      error: 'INVITE_CODE_INVALID',
    });
    expect(decideBindInviter(player, { id: 'p2', ancestorIds: ['p1'] })).toEqual({
      ok: false,
      error: 'INVITE_CODE_INVALID',
    });
    expect(decideBindInviter(player, { id: 'p3', ancestorIds: ['p2', 'p1'] })).toEqual({
      ok: false,
      error: 'INVITE_CODE_INVALID',
    });
  });
});

describe('inviteCodeFromRandom', () => {
  it('maps bytes onto the look-alike-free alphabet, skipping biased bytes', () => {
    const code = inviteCodeFromRandom(Uint8Array.from([0, 248, 255, 1, 30, 31, 32, 61, 62, 100]));
    // 0->A, 248 and 255 skipped, 1->B, 30->9 (last), 31->A, 32->B, 61->9, 62->A, 100->H (100 % 31 = 7)
    expect(code).toBe('AB9AB9AH');
    expect(code).toHaveLength(INVITE_CODE_LENGTH);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('fails loudly rather than returning a short code', () => {
    expect(() => inviteCodeFromRandom(Uint8Array.from([1, 2, 3]))).toThrow();
  });
});

describe('isValidMobile', () => {
  it('requires 11 digits starting with 1 for +86, 5-15 digits elsewhere', () => {
    expect(isValidMobile('86', '13800138000')).toBe(true);
    expect(isValidMobile('86', '23800138000')).toBe(false);
    expect(isValidMobile('86', '1380013800')).toBe(false);
    expect(isValidMobile('1', '4155550100')).toBe(true);
    expect(isValidMobile('44', '12ab5')).toBe(false);
    expect(isValidMobile('12345', '4155550100')).toBe(false);
  });
});

describe('decideSetInviteCode', () => {
  const fresh = { inviteCode: 'ABCD2345', inviteCodeSetAt: null };

  it('takes 4 to 16 letters and digits with at least one letter', () => {
    for (const code of ['LUCK', 'LUCKY7', 'A234567890123456', '7STAR'])
      expect(decideSetInviteCode(fresh, code)).toEqual({ ok: true });
  });

  it('refuses other shapes as INVITE_CODE_FORMAT', () => {
    for (const code of ['ABC', 'A2345678901234567', '12345678', 'LUCKY-7', 'LUCKY 7', 'ÄBCD', ''])
      expect(decideSetInviteCode(fresh, code)).toEqual({ ok: false, error: 'INVITE_CODE_FORMAT' });
  });

  it('refuses the code the player already has, a second choice, and reserved words', () => {
    expect(decideSetInviteCode(fresh, 'ABCD2345')).toEqual({ ok: false, error: 'INVITE_CODE_UNCHANGED' });
    expect(decideSetInviteCode({ inviteCode: 'LUCKY7', inviteCodeSetAt: new Date(0) }, 'LUCKY8')).toEqual({
      ok: false,
      error: 'INVITE_CODE_ALREADY_SET',
    });
    for (const code of ['ADMIN', 'LOOTLEDGER1', 'OFFICIALX', 'KEFU88'])
      expect(decideSetInviteCode(fresh, code)).toEqual({ ok: false, error: 'INVITE_CODE_TAKEN' });
  });
});
