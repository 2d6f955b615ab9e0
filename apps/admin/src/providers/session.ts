// The signed-in staff member's token, kept in localStorage until it expires or they sign out. The
// token is short-lived and never refreshed: staff sign in again (STAFF_TOKEN_TTL).
import type { StaffMemberResponse } from '@lootledger/contracts';

export interface StaffSession {
  token: string;
  /** Unix milliseconds. */
  expiresAt: number;
  staff: StaffMemberResponse;
}

const KEY = 'lootledger.admin.session';

function read(): StaffSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as StaffSession;
    return typeof value?.token === 'string' && typeof value.expiresAt === 'number' ? value : null;
  } catch {
    return null;
  }
}

export const session = {
  /** The live session, or null when there is none or it has expired. */
  current(): StaffSession | null {
    const value = read();
    return value && value.expiresAt > Date.now() ? value : null;
  },
  start(token: string, expiresInSeconds: number, staff: StaffMemberResponse): void {
    const value: StaffSession = { token, expiresAt: Date.now() + expiresInSeconds * 1000, staff };
    window.localStorage.setItem(KEY, JSON.stringify(value));
  },
  clear(): void {
    window.localStorage.removeItem(KEY);
  },
};
