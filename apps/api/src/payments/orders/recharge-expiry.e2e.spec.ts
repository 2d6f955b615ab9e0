// An expired top-up order over real HTTP, on an app of its own whose orders expire after 200 ms: the
// sandbox pay page shows the QR code expired, confirming it is refused, and the balance stays.
// (The rest of the top-up, on an app with the usual order lifetime: recharge.e2e.spec.ts.)
import { aPlayer } from '../../identity/testing';
import { ApiClient } from '../../platform/testing/api-client';
import { startTestApp } from '../../platform/testing/test-app';
import { settle } from '../testing/recharge-e2e';

describe('an expired order', () => {
  it('refuses its QR code: the pay page says so and confirming is refused', async () => {
    const short = await startTestApp({ orderTtlMs: 200, sandboxPayNotifyDelayMs: 20 });
    try {
      const shortClient = new ApiClient(short.baseUrl);
      const player = await aPlayer(shortClient).register();
      const order = (
        await shortClient.post<{ order_id: string; list: { h5: string } }>(
          '/api/recharge',
          { id: 'pkg-10', pay_way: 7 },
          { token: player.token },
        )
      ).body.data;
      await settle(400);
      const page = await (await fetch(`${order.list.h5}?lang=en`)).text();
      expect(page).toContain('data-state="expired"');
      expect(page).not.toContain('data-state="paid"');
      const confirm = await fetch(`${short.baseUrl}/sandbox/pay/${order.order_id}/confirm`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      expect(confirm.status).toBe(409);
      expect(
        (
          await shortClient.get<{ status: string; list: unknown }>(`/api/recharge/${order.order_id}`, {
            token: player.token,
          })
        ).body.data,
      ).toMatchObject({ status: 'expired', list: null });
      expect((await shortClient.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean).toBe('0.00');
    } finally {
      await short.close();
    }
  });
});
