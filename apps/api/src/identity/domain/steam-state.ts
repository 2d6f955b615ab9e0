// The state that ties a Steam (OpenID) round trip to whoever started it, pure: a random single-use
// value carried in return_to (which the provider signs and echoes), kept server side with its owner
// and a 10-minute life. A bind's owner is the signed-in player; a sign-in's is the browser that
// started it, which keeps a secret only the hash of which is stored. Time and randomness arrive as
// arguments.
import { createHash, timingSafeEqual } from 'node:crypto';

export const STEAM_STATE_TTL_SECONDS = 10 * 60;
/** The return_to query parameter that carries the state. */
export const STEAM_STATE_PARAM = 'state';

export type SteamStatePurpose = 'handle' | 'bind';

/** Who may redeem a state: the player who started a bind, or the holder of a sign-in's secret. */
export type SteamStateOwner = { purpose: 'bind'; playerId: string } | { purpose: 'handle'; secret: string };

export interface SteamStateRecord {
  readonly state: string;
  readonly purpose: SteamStatePurpose;
  readonly playerId: string | null;
  readonly secretHash: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

/** Why a state cannot be redeemed: none in return_to; unknown (or another's: not told apart); expired; used. */
export type SteamStateRefusal = 'missing' | 'unknown' | 'expired' | 'used';

export function hashStateSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * A new state for an owner. `random` gives 64 bytes: the state from the first 32, a sign-in's
 * secret from the last 32. The secret is answered once to the starting client and stored hashed.
 */
export function issueSteamState(
  start: { purpose: 'bind'; playerId: string } | { purpose: 'handle' },
  random: Buffer,
  now: Date,
): { record: SteamStateRecord; secret: string | null } {
  if (random.length < 64) throw new Error('a Steam state needs 64 random bytes');
  const state = random.subarray(0, 32).toString('base64url');
  const secret = start.purpose === 'handle' ? random.subarray(32, 64).toString('base64url') : null;
  return {
    record: {
      state,
      purpose: start.purpose,
      playerId: start.purpose === 'bind' ? start.playerId : null,
      secretHash: secret === null ? null : hashStateSecret(secret),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STEAM_STATE_TTL_SECONDS * 1000),
      usedAt: null,
    },
    secret,
  };
}

/** return_to with the state added to its query. */
export function returnToWithState(returnTo: string, state: string): string {
  const url = new URL(returnTo);
  url.searchParams.set(STEAM_STATE_PARAM, state);
  return url.toString();
}

/** The state an assertion's (signed) return_to carries, if any. */
export function stateOfReturnTo(returnTo: string | undefined): string | undefined {
  if (!returnTo) return undefined;
  try {
    return new URL(returnTo).searchParams.get(STEAM_STATE_PARAM) || undefined;
  } catch {
    return undefined;
  }
}

/** Whether `owner` is the one the state was issued to. */
export function ownsSteamState(record: SteamStateRecord, owner: SteamStateOwner): boolean {
  if (record.purpose !== owner.purpose) return false;
  if (owner.purpose === 'bind') return record.playerId === owner.playerId;
  if (record.secretHash === null || owner.secret === '') return false;
  const stored = Buffer.from(record.secretHash, 'hex');
  const given = Buffer.from(hashStateSecret(owner.secret), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/**
 * Why `owner` may not redeem the state at `now`, or undefined when it may. A state of someone else
 * is "unknown" whatever its condition: the caller learns nothing about another's round trip.
 */
export function steamStateRefusal(
  record: SteamStateRecord | undefined,
  owner: SteamStateOwner,
  now: Date,
): SteamStateRefusal | undefined {
  if (!record || !ownsSteamState(record, owner)) return 'unknown';
  if (record.usedAt !== null) return 'used';
  if (now.getTime() >= record.expiresAt.getTime()) return 'expired';
  return undefined;
}
