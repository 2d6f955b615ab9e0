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
