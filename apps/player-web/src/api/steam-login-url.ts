// GET /api/steam/login?purpose=handle|bind: the Steam (OpenID) page to send the browser to; it comes
// back to /steam/handle (sign in) or /steam/bind (bind to the signed-in account). Shared: the login
// dialog and the personal centre start the round trip.
import type { SteamLoginUrlResponse } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export type SteamPurpose = 'handle' | 'bind';

export async function goToSteam(purpose: SteamPurpose): Promise<void> {
  const { url } = await api.get<SteamLoginUrlResponse>('/api/steam/login', {
    params: { purpose },
    anonymous: purpose === 'handle',
  });
  window.location.assign(url);
}
