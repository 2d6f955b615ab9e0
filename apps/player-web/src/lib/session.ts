// The player's session: the access token, the refresh token and the access token's expiry ("time"),
// kept in cookies with an expiry (spec section 3). Components subscribe to know whether one exists.
import { useSyncExternalStore } from 'react';
import type { TokenPairResponse } from '@lootledger/contracts';
import { deleteCookie, getCookie, setCookie } from './cookies';

const TOKEN = 'token';
const REFRESH_TOKEN = 'refresh_token';
/** Unix seconds when the access token expires. */
const TIME = 'time';
/** The cookies live as long as a refresh token (the API's default REFRESH_TOKEN_TTL). */
export const SESSION_COOKIE_DAYS = 30;

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return getCookie(TOKEN);
}

export function getRefreshToken(): string | null {
  return getCookie(REFRESH_TOKEN);
}

/** Milliseconds since the epoch when the access token expires; null when unknown. */
export function getTokenExpiry(): number | null {
  const time = Number(getCookie(TIME));
  return Number.isFinite(time) && time > 0 ? time * 1000 : null;
}

export function saveSession(pair: TokenPairResponse, now = Date.now()): void {
  const expires = new Date(now + SESSION_COOKIE_DAYS * 24 * 3600 * 1000);
  setCookie(TOKEN, pair.token, expires);
  setCookie(REFRESH_TOKEN, pair.refresh_token, expires);
  setCookie(TIME, String(Math.floor(now / 1000) + pair.expires_in), expires);
  notify();
}

export function clearSession(): void {
  const had = getToken() !== null;
  deleteCookie(TOKEN);
  deleteCookie(REFRESH_TOKEN);
  deleteCookie(TIME);
  if (had) notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current access token (re-renders on login, refresh and logout). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
