// Profile rules: names, languages, invite codes, and who may become a player's inviter.

export const PLAYER_NAME_MAX = 20;
export const LANGUAGES = ['zh', 'en'] as const;
export type PlayerLanguage = (typeof LANGUAGES)[number];

/** Invite codes: 8 characters without look-alikes (no 0/O, 1/I/L), upper case. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

export function inviteCodeFromRandom(bytes: Uint8Array): string {
  let code = '';
  // 256 is not a multiple of 31: bytes at or above 248 are skipped to keep every character equally likely.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    code += INVITE_CODE_ALPHABET[byte % INVITE_CODE_ALPHABET.length];
    if (code.length === INVITE_CODE_LENGTH) return code;
  }
  throw new Error('not enough random bytes for an invite code');
}

export function normaliseInviteCode(input: string): string {
  return input.trim().toUpperCase();
}

/** A new player's public name: neutral, unique (from the invite code), no digits of the mobile. */
export function defaultPlayerName(inviteCode: string): string {
  return `Player_${inviteCode}`;
}

export interface InviterCandidate {
  id: string;
  /** The candidate's own inviter chain upwards (its inviter, that one's inviter, ...). */
  ancestorIds: readonly string[];
}

export type BindInviterDecision = { ok: true } | { ok: false; error: 'INVITER_ALREADY_BOUND' | 'INVITE_CODE_INVALID' };

/** A player binds an inviter once; never itself, an unknown code, or someone it (indirectly) invited. */
export function decideBindInviter(
  player: { id: string; inviterId: string | null },
  candidate: InviterCandidate | undefined,
): BindInviterDecision {
  if (player.inviterId !== null) return { ok: false, error: 'INVITER_ALREADY_BOUND' };
  if (!candidate || candidate.id === player.id || candidate.ancestorIds.includes(player.id)) {
    return { ok: false, error: 'INVITE_CODE_INVALID' };
  }
  return { ok: true };
}

/**
 * A code a player chooses for themself (POST /api/set_invite_code): 4 to 16 letters A–Z and digits,
 * at least one letter (an all-digit code reads like a mobile number or an id), compared without case
 * (kept upper case, like the generated ones). Words that would pass for the site or its staff are
 * reserved. A player chooses once: links already shared with a code must keep pointing at its owner,
 * so every code a player ever had stays theirs (identity_invite_codes) and keeps working.
 */
export const CUSTOM_INVITE_CODE_MIN = 4;
export const CUSTOM_INVITE_CODE_MAX = 16;
const CUSTOM_INVITE_CODE = /^[A-Z0-9]+$/;
const RESERVED_PREFIXES = ['LOOTLEDGER', 'ADMIN', 'OFFICIAL', 'SUPPORT', 'STAFF', 'SYSTEM', 'KEFU', 'GUANFANG'];

export function isReservedInviteCode(code: string): boolean {
  return RESERVED_PREFIXES.some((word) => code.startsWith(word));
}

export type SetInviteCodeError =
  'INVITE_CODE_FORMAT' | 'INVITE_CODE_UNCHANGED' | 'INVITE_CODE_ALREADY_SET' | 'INVITE_CODE_TAKEN';

/** Whether a player may take this (normalised) code, before asking who holds it. */
export function decideSetInviteCode(
  player: { inviteCode: string; inviteCodeSetAt: Date | null },
  code: string,
): { ok: true } | { ok: false; error: SetInviteCodeError } {
  if (player.inviteCodeSetAt !== null) return { ok: false, error: 'INVITE_CODE_ALREADY_SET' };
  if (
    code.length < CUSTOM_INVITE_CODE_MIN ||
    code.length > CUSTOM_INVITE_CODE_MAX ||
    !CUSTOM_INVITE_CODE.test(code) ||
    !/[A-Z]/.test(code)
  ) {
    return { ok: false, error: 'INVITE_CODE_FORMAT' };
  }
  if (code === player.inviteCode.toUpperCase()) return { ok: false, error: 'INVITE_CODE_UNCHANGED' };
  if (isReservedInviteCode(code)) return { ok: false, error: 'INVITE_CODE_TAKEN' };
  return { ok: true };
}
