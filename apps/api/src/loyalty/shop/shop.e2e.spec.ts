// Points and the points shop over real HTTP: points earned by a box opening once (the process run
// twice and after a restart from its first checkpoint), GET /api/points, the shop list, a purchase
// (points spent, item in the backpack, source 'shop'), 20 parallel buys of a stock of 5 (exactly 5
// pass, points conserved), insufficient points (a clear refusal in zh and en, nothing changed), a
// purchase left reserved by a crash finished by the shop process; the audit reconciles it all.
import {
  ChangeType,
  formatAmount,
  parseAmount,
  type PointsResponse,
  type ShopItemResponse,
} from '@lootledger/contracts';

import { runAudit } from '../../audit';
import { aFundedPlayer, storageOf, waitUntil, gamesSuite } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { EventSourcing } from '../../platform/event-sourcing';
import { PointsRulesRepository } from '../points/points-rules.repository';
import { PointsService } from '../points/points.service';
import { expectRefusal } from '../../platform/testing/api-client';
import { aShopItem, withPointsRate } from '../testing';
import { POINTS_EARNING_PROCESS, PointsEarningProcess } from '../points/points-earning.process';
import { reservePurchase } from './shop-item';
import { ShopProcess, ABANDONED_PURCHASE_MS } from './shop.process';
import { ShopService } from './shop.service';

const suite = gamesSuite();

const earning = () => suite.app.app.get(PointsEarningProcess);

async function pointsOf(player: TestPlayer): Promise<PointsResponse> {
  const result = await suite.client.get<PointsResponse>('/api/points?per_page=100', { token: player.token });
  expect(result.status).toBe(200);
  return result.body.data;
}

async function openBox(player: TestPlayer, num = 1): Promise<void> {
  const opened = await suite.client.post('/api/box/open', { id: suite.box.id, num }, { token: player.token });
  expect(opened.status).toBe(200);
}

/** Runs the earning process until the player's points reach `balance` (the log may hold a debit back a moment). */
async function earnedUntil(player: TestPlayer, balance: string): Promise<void> {
  await waitUntil(
    async () => {
      await earning().catchUp();
      return (await pointsOf(player)).balance;
    },
    (current) => current === balance,
  );
}

/** A player holding `points` points, earned by one real box opening at a rate that pays exactly that. */
async function aPlayerWithPoints(points: number): Promise<TestPlayer> {
  const price = parseAmount(suite.box.price)!;
  const player = await aFundedPlayer(suite.app, suite.box.price);
  // points = floor(price × rate / 1,000,000): the rate paying `points` for one opening.
  const rate = Math.ceil((points * 1_000_000) / Number(price));
  await withPointsRate(suite.app, ChangeType.BOX_OPEN, rate);
  try {
    await openBox(player);
    await earnedUntil(player, String(points));
  } finally {
    await withPointsRate(suite.app, ChangeType.BOX_OPEN, 10_000);
  }
  return player;
}

describe('points', () => {
  it('earns 1 point per 1.00 coin spent on a box opening, exactly once even when the process runs twice or restarts', async () => {
    const boxes = await suite.client.get<{ id: string; price: string }[]>('/api/boxes');
    const dear = boxes.body.data.find((candidate) => parseAmount(candidate.price)! >= 150n)!;
    const price = parseAmount(dear.price)!;
    const player = await aFundedPlayer(suite.app, '1000.00');
    expect((await pointsOf(player)).balance).toBe('0');
    const opened = await suite.client.post('/api/box/open', { id: dear.id, num: 2 }, { token: player.token });
    expect(opened.status).toBe(200);
    const expected = ((price * 2n) / 100n).toString();
    expect(BigInt(expected)).toBeGreaterThan(0n);
    await earnedUntil(player, expected);
    await earning().catchUp();
    expect((await pointsOf(player)).balance).toBe(expected);
    // A restart from before the debit (a new process, its checkpoint lost): the same debits earn nothing more.
    await earning().stop();
    await suite.sql.query(`DELETE FROM subscription_checkpoints WHERE name = $1`, [POINTS_EARNING_PROCESS]);
    const restarted = new PointsEarningProcess(
      suite.app.app.get(EventSourcing),
      suite.app.app.get(PointsRulesRepository),
      suite.app.app.get(PointsService),
    );
    expect(await restarted.catchUp()).toBeGreaterThan(0);
    await restarted.stop();
    const points = await pointsOf(player);
    expect(points.balance).toBe(expected);
    expect(points.movements).toEqual([
      expect.objectContaining({
        amount: expected,
        balance_after: expected,
        kind: 'earn',
        change_type: ChangeType.BOX_OPEN,
      }),
    ]);
  });

  it('earns for a battle stake when the battle ends, never for one a cancelled battle refunded', async () => {
    await withPointsRate(suite.app, ChangeType.BATTLE, 10_000);
    const boxes = await suite.client.get<{ id: string; price: string }[]>('/api/arena/box-list');
    const battleBox = boxes.body.data[0];
    const stake = parseAmount(battleBox.price)!;
    const player = await aFundedPlayer(suite.app, formatAmount(stake * 2n));
    const create = () =>
      suite.client.post<{ id: string; status: number }>(
        '/api/arena/create',
        { boxes: [battleBox.id], seats: 2, mode: 'classic', robots: true },
        { token: player.token },
      );
    const cancelled = await create();
    expect(cancelled.status).toBe(200);
    expect(
      (await suite.client.post('/api/arena/cancel', { id: cancelled.body.data.id }, { token: player.token })).status,
    ).toBe(200);
    const played = await create();
    const ended = await suite.client.post<{ status: number }>(
      '/api/arena/robots',
      { id: played.body.data.id },
      { token: player.token },
    );
    expect(ended.body.data.status).toBe(2);

    // One stake's points (1 point per 1.00): the cancelled battle's stake, refunded, earns none.
    const perStake = String((stake * 10_000n) / 1_000_000n);
    await earnedUntil(player, perStake);
    await earning().catchUp();
    const points = await pointsOf(player);
    expect(points.balance).toBe(perStake);
    expect(points.movements.map((movement) => movement.change_type)).toEqual([ChangeType.BATTLE]);
  });

  it('earns nothing for coins that were not spent in a game', async () => {
    const player = await aFundedPlayer(suite.app, '50.00');
    await aPlayerWithPoints(1);
    await earning().catchUp();
    expect((await pointsOf(player)).balance).toBe('0');
  });

  it('needs a login', async () => {
    expectRefusal(await suite.client.get('/api/points'), 401, 'UNAUTHENTICATED');
  });
});

describe('the points shop', () => {
  it('lists the enabled items with their points price and stock', async () => {
    const item = suite.box.items[0];
    const limited = await aShopItem(suite.app, { itemId: item.id, price: 7, stock: 3 });
    const hidden = await aShopItem(suite.app, { itemId: item.id, price: 7, stock: 3, enabled: false });
    const list = await suite.client.get<{ data: ShopItemResponse[]; total: number }>('/api/shop/items?per_page=100', {
      lang: 'zh',
    });
    expect(list.status).toBe(200);
    const row = list.body.data.data.find((candidate) => candidate.id === limited);
    expect(row).toEqual(
      expect.objectContaining({ item_id: item.id, price: '7', stock: '3', sold: '0', bean: item.bean }),
    );
    expect(list.body.data.data.some((candidate) => candidate.id === hidden)).toBe(false);
  });

  it('sells an item for points into the backpack', async () => {
    const player = await aPlayerWithPoints(30);
    const item = suite.box.items[0];
    const shopItem = await aShopItem(suite.app, { itemId: item.id, price: 12, stock: null });
    const bought = await suite.client.post<{ points: string; balance: string; storage_ids: string[] }>(
      '/api/shop/buy',
      { id: shopItem, num: 2 },
      { token: player.token },
    );
    expect(bought.status).toBe(200);
    expect(bought.body.data).toEqual(expect.objectContaining({ points: '24', balance: '6' }));
    expect(bought.body.data.storage_ids).toHaveLength(2);
    const backpack = await storageOf(suite.client, player);
    expect(backpack.filter((row) => bought.body.data.storage_ids.includes(row.id)).map((row) => row.item_id)).toEqual([
      item.id,
      item.id,
    ]);
    const points = await pointsOf(player);
    expect(points.balance).toBe('6');
    expect(points.movements[0]).toEqual(expect.objectContaining({ amount: '-24', kind: 'spend' }));
  });

  it('sells a stock of 5 exactly 5 times to 20 parallel buyers, conserving points', async () => {
    const item = suite.box.items[0];
    const shopItem = await aShopItem(suite.app, { itemId: item.id, price: 5, stock: 5 });
    const buyers: TestPlayer[] = [];
    for (let index = 0; index < 20; index++) buyers.push(await aPlayerWithPoints(5));
    const results = await Promise.all(
      buyers.map((buyer) => suite.client.post('/api/shop/buy', { id: shopItem }, { token: buyer.token })),
    );
    const sold = results.filter((result) => result.status === 200);
    expect(sold).toHaveLength(5);
    for (const refused of results.filter((result) => result.status !== 200))
      expectRefusal(refused, 409, 'SHOP_OUT_OF_STOCK');
    const balances = await Promise.all(buyers.map(async (buyer) => (await pointsOf(buyer)).balance));
    expect(balances.filter((balance) => balance === '0')).toHaveLength(5);
    expect(balances.filter((balance) => balance === '5')).toHaveLength(15);
    const list = await suite.client.get<{ data: ShopItemResponse[] }>('/api/shop/items?per_page=100');
    expect(list.body.data.data.find((row) => row.id === shopItem)).toEqual(
      expect.objectContaining({ stock: '0', sold: '5' }),
    );
    const { rows } = await suite.sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM loyalty_shop_purchases WHERE shop_item_id = $1 AND status = 'completed'`,
      [shopItem],
    );
    expect(rows[0].n).toBe('5');
  }, 120_000);

  it('refuses a purchase beyond the points held, in zh and en, changing nothing', async () => {
    const player = await aPlayerWithPoints(3);
    const shopItem = await aShopItem(suite.app, { itemId: suite.box.items[0].id, price: 4, stock: 2 });
    const backpack = await storageOf(suite.client, player);
    const en = await suite.client.post('/api/shop/buy', { id: shopItem }, { token: player.token, lang: 'en' });
    expectRefusal(en, 422, 'INSUFFICIENT_POINTS');
    expect(en.body.message).toBe('Not enough points');
    const zh = await suite.client.post('/api/shop/buy', { id: shopItem }, { token: player.token, lang: 'zh' });
    expectRefusal(zh, 422, 'INSUFFICIENT_POINTS');
    expect(zh.body.message).toBe('积分不足');
    expect((await pointsOf(player)).balance).toBe('3');
    expect(await storageOf(suite.client, player)).toEqual(backpack);
    const list = await suite.client.get<{ data: ShopItemResponse[] }>('/api/shop/items?per_page=100');
    expect(list.body.data.data.find((row) => row.id === shopItem)).toEqual(
      expect.objectContaining({ stock: '2', sold: '0' }),
    );
    expectRefusal(
      await suite.client.post('/api/shop/buy', { id: 'nope' }, { token: player.token }),
      404,
      'SHOP_ITEM_NOT_FOUND',
    );
  });

  it('finishes a purchase a crash left reserved, and cancels one whose points are gone', async () => {
    const shop = suite.app.app.get(ShopService);
    const shopItem = await aShopItem(suite.app, { itemId: suite.box.items[0].id, price: 2, stock: 2 });
    const rich = await aPlayerWithPoints(2);
    const poor = await aPlayerWithPoints(1);
    const at = new Date();
    const [richBefore, poorBefore] = [await storageOf(suite.client, rich), await storageOf(suite.client, poor)];
    for (const [player, purchaseId] of [
      [rich, '00000000-0000-4000-8000-00000000aaa1'],
      [poor, '00000000-0000-4000-8000-00000000aaa2'],
    ] as const) {
      await shop.stream.execute(
        shopItem,
        `reserve/${purchaseId}`,
        (state) =>
          reservePurchase(state, { purchaseId, playerId: player.id, itemId: suite.box.items[0].id, num: 1, price: 2n }),
        { actor: { type: 'player', id: player.id }, at },
      );
    }
    const process = suite.app.app.get(ShopProcess);
    await process.catchUp(new Date(Date.now() + ABANDONED_PURCHASE_MS + 60_000));
    await process.catchUp(new Date(Date.now() + ABANDONED_PURCHASE_MS + 60_000));
    expect((await pointsOf(rich)).balance).toBe('0');
    const richAfter = await storageOf(suite.client, rich);
    expect(richAfter.filter((row) => !richBefore.some((old) => old.id === row.id)).map((row) => row.item_id)).toEqual([
      suite.box.items[0].id,
    ]);
    expect((await pointsOf(poor)).balance).toBe('1');
    expect(await storageOf(suite.client, poor)).toEqual(poorBefore);
    const list = await suite.client.get<{ data: ShopItemResponse[] }>('/api/shop/items?per_page=100');
    expect(list.body.data.data.find((row) => row.id === shopItem)).toEqual(
      expect.objectContaining({ stock: '1', sold: '1' }),
    );
  });

  it('passes the audit (points replayed, purchases reconciled)', async () => {
    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    expect(report.checks.find((check) => check.name.startsWith('shop purchases'))?.checked[0]).toMatch(/purchases/);
  });
});
