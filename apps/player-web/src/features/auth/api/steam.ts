// POST /api/steam/handle (sign in with what Steam sent back to /steam/handle) and POST /api/steam/bind
// (bind that Steam account to the signed-in one). A sign-in sends the secret of the round trip this tab
// started. Refusals are shown on the return page (quiet).
import type { SteamBoundResponse, SteamSignInResponse } from '@lootledger/contracts';
import { forgetSteamSignInSecret, steamSignInSecret } from '@/api/steam-login-url';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

export interface Consent {
  agree: boolean;
  adult: boolean;
}

/** The openid.* fields of the page's query string, as the provider sent them. */
export function openIdFieldsOf(search: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => key.startsWith('openid.')));
}

export async function steamSignIn(fields: Record<string, string>, consent?: Consent): Promise<SteamSignInResponse> {
  const signedIn = await api.post<SteamSignInResponse>(
    '/api/steam/handle',
    { ...fields, ...consent, state_secret: steamSignInSecret() },
    { anonymous: true, successToast: true, quiet: true },
  );
  forgetSteamSignInSecret();
  saveSession(signedIn);
  return signedIn;
}

export const bindSteam = (fields: Record<string, string>) =>
  api.post<SteamBoundResponse>('/api/steam/bind', fields, { successToast: true, quiet: true });
