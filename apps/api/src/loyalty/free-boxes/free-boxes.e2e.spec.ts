// Daily free boxes over real HTTP: locked until the unlock rule holds (recharge total, VIP level),
// opened through the normal box draw at price 0 (the player's pair's next nonce, nothing debited,
// BoxOpened recorded free), once per loyalty day even when five opens race; the audit checks it.
import type { FreeBoxResponse } from '@lootledger/contracts';
import { runAudit } from '../../audit';
import { aFundedPlayer, balanceOf, storageOf, waitUntil, gamesSuite } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { aPaidTopUp } from '../../payments/testing';
import { expectRefusal } from '../../platform/testing/api-client';
import { aFreeBox } from '../testing';

const suite = gamesSuite();

const open = (player: TestPlayer, id: string, lang: 'en' | 'zh' = 'en') =>
  suite.client.post<{ bean: string; items: { storage_id: string }[]; fairness: { nonce: number }[] }>(
    '/api/free-boxes/open',
    { id },
    { token: player.token, lang },
  );

async function freeBox(player: TestPlayer | null, id: string): Promise<FreeBoxResponse> {
  const result = await suite.client.get<FreeBoxResponse>(
    `/api/free-boxes/${id}`,
    player ? { token: player.token } : {},
  );
  expect(result.status).toBe(200);
  return result.body.data;
}

async function nonceOf(player: TestPlayer): Promise<number> {
  return (await suite.client.get<{ nonce: number }>('/api/fairness', { token: player.token })).body.data.nonce;
}

describe('daily free boxes', () => {
  it('stays locked until the recharge rule holds, then opens once today through the normal draw, free', async () => {
    const id = await aFreeBox(suite.app, { boxId: suite.box.id, unlockType: 'recharge', unlockValue: 10_000n });
    const player = await aFundedPlayer(suite.app, '5.00');
    expect(await freeBox(null, id)).toEqual(
      expect.objectContaining({
        box_id: suite.box.id,
        unlock_type: 'recharge',
        unlock_value: '100.00',
        unlocked: false,
      }),
    );
    expectRefusal(await open(player, id), 422, 'FREE_BOX_LOCKED');
    expect((await open(player, id, 'zh')).body.message).toBe('尚未解锁该免费箱子');
    await aPaidTopUp(suite.client, player);
    await waitUntil(
      () => freeBox(player, id),
      (current) => current.unlocked,
    );
    const bean = await balanceOf(suite.client, player);
    const nonce = await nonceOf(player);
    const opened = await open(player, id);
    expect(opened.status).toBe(200);
    expect(opened.body.data.bean).toBe(bean);
    expect(opened.body.data.fairness.map((draw) => draw.nonce)).toEqual([nonce]);
    expect(await nonceOf(player)).toBe(nonce + 1);
    const storage = await storageOf(suite.client, player);
    expect(storage.map((row) => row.id)).toContain(opened.body.data.items[0].storage_id);
    expect(await freeBox(player, id)).toEqual(expect.objectContaining({ unlocked: true, opened_today: true }));
    expectRefusal(await open(player, id), 409, 'FREE_BOX_ALREADY_OPENED');
    const { rows } = await suite.sql.query<{ data: { free: boolean; price: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'BoxOpened'`,
      [`player-${player.id}`],
    );
    expect(rows.map((row) => [row.data.free, row.data.price])).toEqual([[true, '0']]);
  });

  it('opens a VIP 0 box once per day when five opens race', async () => {
    const id = await aFreeBox(suite.app, { boxId: suite.box.id, unlockType: 'vip', unlockValue: 0n });
    const locked = await aFreeBox(suite.app, { boxId: suite.box.id, unlockType: 'vip', unlockValue: 3n });
    const player = await aFundedPlayer(suite.app, '1.00');
    const results = await Promise.all(Array.from({ length: 5 }, () => open(player, id)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200))
      expectRefusal(refused, 409, 'FREE_BOX_ALREADY_OPENED');
    expect(await balanceOf(suite.client, player)).toBe('1.00');
    expectRefusal(await open(player, locked), 422, 'FREE_BOX_LOCKED');
    expectRefusal(await open(player, 'nope'), 404, 'FREE_BOX_NOT_FOUND');
    const list = await suite.client.get<FreeBoxResponse[]>('/api/free-boxes', { token: player.token, lang: 'zh' });
    expect(list.body.data.find((row) => row.id === id)).toEqual(
      expect.objectContaining({ unlocked: true, opened_today: true, name: expect.any(String) }),
    );
  });

  it('passes the audit (free opens priced 0, once per box and day; their draws re-checked)', async () => {
    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    expect(report.checks.find((check) => check.name.startsWith('daily free box'))?.checked).toEqual(['2 free opens']);
  });
});
