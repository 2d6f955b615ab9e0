// The ports the guards check a bearer token against: identity implements the player's (its
// sessions), staff the back office's. Guards and the current-actor decorators live here, so any
// context protects its endpoints without importing identity or staff (no import cycles).
import type { AuthenticatedStaff } from './authenticated-staff';

export interface VerifiedPlayerSession {
  playerId: string;
  sessionId: string;
}

export interface PlayerSessionVerifier {
  /** The session of a valid access token; undefined for an unknown, expired or revoked one. */
  verifyAccessToken(token: string): Promise<VerifiedPlayerSession | undefined>;
}

export interface StaffSessionVerifier {
  /** The staff member of a valid token; undefined for an unknown, expired or revoked token or a disabled member. */
  verify(token: string): Promise<AuthenticatedStaff | undefined>;
}

export const PLAYER_SESSIONS = Symbol('PLAYER_SESSIONS');
export const STAFF_SESSIONS = Symbol('STAFF_SESSIONS');

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match ? match[1] : undefined;
}
