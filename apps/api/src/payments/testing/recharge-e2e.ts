// For e2e tests of top-ups on a running app: a player's /api/me and change records, an order placed
// over HTTP, waiting for the balance to move, and a notification signed as the sandbox gateway does.
import { GATEWAY_SIGN_HEADER, signGatewayBody } from '../gateway';
import type { TestPlayer } from '../../identity/testing';
import type { ApiClient } from '../../platform/testing/api-client';
import type { TestApp } from '../../platform/testing/test-app';

export interface Me {
  bean: string;
  vip_level: number;
  total_recharge: string;
  is_recharge: number;
}

export const meOf = async (client: ApiClient, player: TestPlayer) =>
  (await client.get<Me>('/api/me', { token: player.token })).body.data;

export async function changeRecordsOf(
  client: ApiClient,
  player: TestPlayer,
): Promise<{ change_type: number; bean: string }[]> {
  return (
    await client.get<{ data: { change_type: number; bean: string }[] }>('/api/bean/change_records?per_page=100', {
      token: player.token,
    })
  ).body.data.data;
}

/** POST /api/recharge, expected to succeed: the order id, its QR code and H5 link. */
export async function placeRechargeOrder(client: ApiClient, player: TestPlayer, id = 'pkg-100', payWay = 7) {
  const result = await client.post<{ order_id: string; list: { qr_url: string; h5: string } }>(
    '/api/recharge',
    { id, pay_way: payWay },
    { token: player.token },
  );
  expect(result.status).toBe(200);
  return result.body.data;
}

/**
 * What the player web does: poll /api/me every 2 s... here every 50 ms, until the balance moves. The
 * limit is generous: how fast a busy machine credits is measured by the benches, not here.
 */
export async function pollUntilBalanceIsNot(
  client: ApiClient,
  player: TestPlayer,
  before: string,
  timeoutMs = 60_000,
): Promise<Me> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await meOf(client, player);
    if (current.bean !== before) return current;
    if (Date.now() > deadline) throw new Error(`balance still ${before} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function settle(ms = 1_500): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** POSTs a notification to the sandbox notify endpoint, signed with `secret` (the app's by default). */
export function signedNotification(
  app: TestApp,
  body: Record<string, unknown> | string,
  secret = app.config.gatewaySecret,
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${app.baseUrl}/api/payments/notify/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [GATEWAY_SIGN_HEADER]: signGatewayBody(secret, text) },
    body: text,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { error?: string } }));
}
