// For e2e tests of the admin console: recharge orders placed by a player over the real API and, when
// asked, paid through the sandbox gateway (the pay page's button) until completed.
import type { TestPlayer } from '../../identity/testing';
import type { ApiClient } from '../../platform/testing/api-client';

export async function placeOrder(client: ApiClient, player: TestPlayer, packageId = 'pkg-100'): Promise<string> {
  const placed = await client.post<{ order_id: string }>(
    '/api/recharge',
    { id: packageId, pay_way: 7 },
    { token: player.token },
  );
  if (placed.status !== 200) throw new Error(`recharge: ${JSON.stringify(placed.body)}`);
  return placed.body.data.order_id;
}

/**
 * Confirms the order on the sandbox pay page and waits until the player's balance reflects it. The
 * limit only ends a wait that will never succeed: on a busy CI machine one top-up (the gateway's
 * notification, retried with doubling delays when it fails, then the order process) outlasted 10 s.
 */
export async function payOrder(
  client: ApiClient,
  player: TestPlayer,
  orderId: string,
  timeoutMs = 60_000,
): Promise<void> {
  const before = (await client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean;
  const confirmed = await fetch(`${client.baseUrl}/sandbox/pay/${orderId}/confirm`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (confirmed.status !== 200) throw new Error(`sandbox confirm: ${confirmed.status}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await client.get<{ status: string }>(`/api/recharge/${orderId}`, { token: player.token })).body.data
      .status;
    const bean = (await client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean;
    if (status === 'paid' && bean !== before) return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} not paid within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function aPaidTopUp(client: ApiClient, player: TestPlayer, packageId = 'pkg-100'): Promise<string> {
  const orderId = await placeOrder(client, player, packageId);
  await payOrder(client, player, orderId);
  return orderId;
}
