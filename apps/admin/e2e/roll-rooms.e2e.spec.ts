// ROLL rooms in the admin console, in a real browser against the real API: the admin finds a
// player's room in the list, reads its prizes and seed hash, and cancels it with a reason; every
// prize is back in the creator's backpack and the cancel is in the audit log; the Chinese console
// lists the rooms, their phase in Chinese.
import type { RollRoomResponse } from '@lootledger/contracts';
import { parseAmount } from '@lootledger/contracts';
import { auditEntries } from '../../api/src/staff/testing';
import {
  aPlayerWithCoins,
  FLOW_TIMEOUT_MS,
  menuEntry,
  openConsole,
  screenshot,
  signIn,
  startAdminTestEnv,
  type AdminTestEnv,
} from './support/admin-console';

let env: AdminTestEnv;

beforeAll(async () => {
  env = await startAdminTestEnv();
}, FLOW_TIMEOUT_MS);
afterAll(() => env?.close());

describe('ROLL rooms in the admin console (browser e2e)', () => {
  it(
    "shows a player's room and cancels it: prizes back, audited",
    async () => {
      const player = await aPlayerWithCoins(env, '100.00');
      const boxes = await env.client.get<{ id: string; price: string }[]>('/api/boxes');
      const box = [...boxes.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!))[0];
      const opened = await env.client.post<{ items: { storage_id: string }[] }>(
        '/api/box/open',
        { id: box.id, num: 3 },
        { token: player.token },
      );
      const created = await env.client.post<RollRoomResponse>(
        '/api/roll/create',
        {
          name: 'Console giveaway',
          end_time: new Date(Date.now() + 3_600_000).toISOString(),
          storage_ids: opened.body.data.items.map((item) => item.storage_id),
        },
        { token: player.token },
      );
      expect(created.status).toBe(200);
      const room = created.body.data;

      const admin = await openConsole(env, 'en');
      try {
        const { page } = admin;
        await signIn(page, env.firstAdmin, 'en');
        await menuEntry(page, 'ROLL rooms').click();
        await page.getByRole('cell', { name: 'Console giveaway' }).click();
        await page.waitForURL(new RegExp(`/roll-rooms/${room.id}/show`));
        await page.getByText(room.server_seed_hash).waitFor();
        await screenshot(page, 'admin-roll-room-en');
        await page.getByRole('button', { name: 'Cancel room' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Reason').fill('reported as a scam');
        await dialog.getByRole('button', { name: 'Confirm' }).click();
        await page.getByText('Room cancelled; prizes returned.').waitFor();
        await page.getByText('Settled', { exact: true }).waitFor();
      } finally {
        await admin.context.close();
      }
      const backpack = await env.client.get<{ data: { item_id: string }[] }>('/api/storage?status=0&per_page=100', {
        token: player.token,
      });
      expect(backpack.body.data.data.map((row) => row.item_id).sort()).toEqual(
        room.prizes.map((prize) => prize.item_id).sort(),
      );
      const entries = await auditEntries(env.testApp, 'roll-rooms', room.id);
      expect(entries.at(-1)).toMatchObject({ action: 'cancel', reason: 'reported as a scam' });

      const zh = await openConsole(env, 'zh');
      try {
        await signIn(zh.page, env.firstAdmin, 'zh');
        await menuEntry(zh.page, 'ROLL房间').click();
        await zh.page.getByRole('cell', { name: 'Console giveaway' }).waitFor();
        // The phase in Chinese, as every other word of the row (issue 31: "settled" showed raw).
        const row = zh.page.getByRole('row').filter({ hasText: 'Console giveaway' });
        await row.getByRole('cell', { name: '已结算', exact: true }).waitFor();
        expect(await row.innerText()).not.toMatch(/settled/i);
        await screenshot(zh.page, 'admin-roll-rooms-zh');
      } finally {
        await zh.context.close();
      }
    },
    FLOW_TIMEOUT_MS * 2,
  );
});
