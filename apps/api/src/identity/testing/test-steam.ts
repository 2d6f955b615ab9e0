// Steam sign-in over real HTTP, as a browser does it: ask the API where to go (which starts the round
// trip: a state in return_to, and for a sign-in a secret the browser keeps), open the sandbox
// provider's page, pick a Steam id there (its form), follow the redirect back and read the OpenID
// fields off the return_to URL.
//   const body = await steamAssertion(client, aSteamId());                 // for POST /api/steam/handle
//   const body = await steamAssertion(client, steamId, 'bind', { token }); // for POST /api/steam/bind
import { randomInt } from 'node:crypto';
import type { ApiClient } from '../../platform/testing/api-client';

/** An individual account's SteamID64: the base 76561197960265728 plus a 32-bit account id. */
export function aSteamId(): string {
  return String(76561197960265728n + BigInt(randomInt(1, 2 ** 32 - 1)));
}

/** A started round trip: the sandbox's checkid_setup URL the API hands out, and a sign-in's secret. */
export async function startSteam(
  client: ApiClient,
  purpose: 'handle' | 'bind' = 'handle',
  token?: string,
): Promise<{ url: URL; stateSecret?: string }> {
  const result = await client.get<{ url: string; state_secret?: string }>(`/api/steam/login?purpose=${purpose}`, {
    token,
  });
  if (result.status !== 200) throw new Error(`steam/login: ${JSON.stringify(result.body)}`);
  return { url: new URL(result.body.data.url), stateSecret: result.body.data.state_secret };
}

/** The OpenID fields the sandbox provider sends back to a checkid_setup URL for `steamId` (or for a cancel). */
export async function approveAtSandbox(
  login: URL,
  steamId: string,
  action: 'approve' | 'cancel' = 'approve',
): Promise<Record<string, string>> {
  const page = await fetch(login);
  if (page.status !== 200) throw new Error(`sandbox steam page: ${page.status}`);
  const form = new URLSearchParams(login.searchParams);
  form.set('steam_id', steamId);
  form.set('action', action);
  const approved = await fetch(`${login.origin}/sandbox/steam/login/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const location = approved.headers.get('location');
  if (approved.status !== 303 || !location) throw new Error(`sandbox steam approve: ${approved.status}`);
  return Object.fromEntries([...new URL(location).searchParams].filter(([key]) => key.startsWith('openid.')));
}

/**
 * What the return page posts after a whole round trip for `steamId`: the OpenID fields, plus the
 * state_secret for a sign-in. A bind is started by the player of `token`.
 */
export async function steamAssertion(
  client: ApiClient,
  steamId: string,
  purpose: 'handle' | 'bind' = 'handle',
  options: { token?: string; action?: 'approve' | 'cancel' } = {},
): Promise<Record<string, string>> {
  const { url, stateSecret } = await startSteam(client, purpose, options.token);
  const fields = await approveAtSandbox(url, steamId, options.action);
  return stateSecret === undefined ? fields : { ...fields, state_secret: stateSecret };
}

/** A new player signed up through Steam (no mobile yet): its tokens and Steam id. */
export async function aSteamPlayer(
  client: ApiClient,
  steamId = aSteamId(),
): Promise<{ steamId: string; token: string; refreshToken: string; needMobile: boolean }> {
  const fields = await steamAssertion(client, steamId);
  const result = await client.post<{ token: string; refresh_token: string; need_mobile: boolean }>(
    '/api/steam/handle',
    { ...fields, agree: true, adult: true },
  );
  if (result.status !== 200) throw new Error(`steam/handle: ${JSON.stringify(result.body)}`);
  const { token, refresh_token: refreshToken, need_mobile: needMobile } = result.body.data;
  return { steamId, token, refreshToken, needMobile };
}

/** POST /api/steam/handle with the fields of an assertion and, unless told otherwise, consent (agree, adult). */
export function steamHandle(
  client: ApiClient,
  fields: Record<string, string>,
  extra: Record<string, unknown> = { agree: true, adult: true },
) {
  return client.post<{ token: string; refresh_token: string; expires_in: number; need_mobile: boolean }>(
    '/api/steam/handle',
    { ...fields, ...extra },
  );
}

/** What /api/me says of the sign-in ways of the player of `token`. */
export interface SteamProfile {
  id: string;
  mobile: string | null;
  area_code: string | null;
  steam_id: string | null;
  steam_url: string | null;
  name: string;
}

export async function steamProfileOf(client: ApiClient, token: string): Promise<SteamProfile> {
  return (await client.get<SteamProfile>('/api/me', { token })).body.data;
}

/** A Steam trade URL of the account `steamId` (its partner is the 32-bit account id). */
export function tradeUrlOf(steamId: string): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=AbCd1234`;
}
