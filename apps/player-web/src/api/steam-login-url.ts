// GET /api/steam/login?purpose=handle|bind: starts a Steam (OpenID) round trip and answers the page to
// send the browser to; it comes back to /steam/handle (sign in) or /steam/bind (bind to the signed-in
// account that started it). A sign-in also answers a secret only this browser tab keeps (session
// storage survives the trip to Steam and back): /steam/handle sends it, so the sign-in can be finished
// only where it was started. Shared: the login dialog and the personal centre start the round trip.
import type { SteamLoginUrlResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export type SteamPurpose = 'handle' | 'bind';

const SECRET_KEY = 'steam-sign-in-secret';

export async function goToSteam(purpose: SteamPurpose): Promise<void> {
  const { url, state_secret } = await api.get<SteamLoginUrlResponse>('/api/steam/login', {
    params: { purpose },
    anonymous: purpose === 'handle',
  });
  if (state_secret) {
    try {
      sessionStorage.setItem(SECRET_KEY, state_secret);
    } catch {
      // Not kept (storage refused): the sign-in will be refused on return and can be started again.
    }
  }
  window.location.assign(url);
}

/** The secret of the sign-in this tab started ('' when none). */
export function steamSignInSecret(): string {
  try {
    return sessionStorage.getItem(SECRET_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Forgets it once the sign-in went through (a state is single-use). */
export function forgetSteamSignInSecret(): void {
  try {
    sessionStorage.removeItem(SECRET_KEY);
  } catch {
    // Nothing kept.
  }
}
