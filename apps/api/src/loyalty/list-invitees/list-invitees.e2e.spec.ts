// The promotion centre's invitees and commission over real HTTP: two invitees (one pays a top-up
// through the sandbox gateway, one never does) and a stranger who tops up too; GET /api/promote/invitees
// lists the invitees newest first, paged, with what each recharged and earned the referrer, and GET
// /api/promote's commission_total is the referrer's REFERRAL_COMMISSION records in all.
import { waitUntil } from '../../games/testing';
import { aPlayer, type TestPlayer } from '../../identity/testing';
import type { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { aPaidTopUp } from '../../payments/testing';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp({ sandboxPayNotifyDelayMs: 20 })));
});
afterAll(() => app.close());

interface InviteesPage {
  data: { name: string; joined_at: string; total_recharge: string; is_recharge: number; commission: string }[];
  total: number;
  per_page: number;
  current_page: number;
}

const commissionTotal = async (player: TestPlayer) =>
  (await client.get<{ user: { commission_total: string } }>('/api/promote', { token: player.token })).body.data.user
    .commission_total;

it('lists the invitees newest first with their recharge and the commission each earned; totals the commission', async () => {
  const referrer = await aPlayer(client).register();
  const payer = await aPlayer(client).invitedBy(referrer.inviteCode).register();
  const idle = await aPlayer(client).invitedBy(referrer.inviteCode).register();
  const stranger = await aPlayer(client).register();
  expect(await commissionTotal(referrer)).toBe('0.00');

  await aPaidTopUp(client, payer);
  await aPaidTopUp(client, stranger);
  // Bronze (1%) of the payer's 100.00, paid once the order is completed.
  await waitUntil(
    () => commissionTotal(referrer),
    (total) => total === '1.00',
    60_000,
  );

  const names = async (token: string) => (await client.get<{ name: string }>('/api/me', { token })).body.data.name;
  const first = await client.get<InviteesPage>('/api/promote/invitees?page=1&per_page=1', { token: referrer.token });
  expect(first.status).toBe(200);
  expect(first.body.data).toMatchObject({ total: 2, per_page: 1, current_page: 1 });
  expect(first.body.data.data).toEqual([
    {
      name: await names(idle.token),
      joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      total_recharge: '0.00',
      is_recharge: 0,
      commission: '0.00',
    },
  ]);
  const second = await client.get<InviteesPage>('/api/promote/invitees?page=2&per_page=1', { token: referrer.token });
  expect(second.body.data.data).toEqual([
    expect.objectContaining({
      name: await names(payer.token),
      total_recharge: '100.00',
      is_recharge: 1,
      commission: '1.00',
    }),
  ]);
  expect(Date.parse(second.body.data.data[0].joined_at)).toBeLessThanOrEqual(
    Date.parse(first.body.data.data[0].joined_at),
  );

  // Someone who invited nobody has an empty list and no commission; the list needs a session.
  const none = await client.get<InviteesPage>('/api/promote/invitees', { token: stranger.token });
  expect(none.body.data).toMatchObject({ data: [], total: 0 });
  expect(await commissionTotal(stranger)).toBe('0.00');
  expect((await client.get('/api/promote/invitees')).status).toBe(401);
});
