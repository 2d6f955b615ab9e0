// The upgrade over real HTTP: targets and quotes; success and failure with coins and items accounted
// for; staking items (alone or with coins); the draw recomputed with libs/fairness once the pair is
// revealed; parallel attempts racing for one staked item; refusals that change nothing; the history.
// The audit and the console: upgrade-audit.e2e.spec.ts.
import { formatAmount, type UpgradeItemResponse, type UpgradeResultResponse } from '@lootledger/contracts';
import { unitFloat } from '@lootledger/fairness';
import { upgradeOutcome } from '@lootledger/fairness/upgrade';
import type { SqlClient } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { expectRefusal } from '../../platform/testing/api-client';
import { aFundedPlayer, freezeAccount, balanceOf, storageOf, type GamesTestApp } from '../testing';
import { priceAtRate } from './domain/upgrade-pricing';
import { UpgradeCatalogueRepository } from './targets/upgrade-catalogue.repository';
import { hundredths, upgradePlay, upgradeSuite } from './testing/upgrade-e2e';

const suite = upgradeSuite();
const { targetNear, forcingRate, attempt, eventCount, aPlayerWithAnItem } = upgradePlay(suite);
let app: GamesTestApp;
let sql: SqlClient;
let targets: UpgradeItemResponse[];

beforeAll(() => ({ app, sql, targets } = suite));

describe('upgrade (e2e)', () => {
  it('lists the demo targets, cheapest first, filtered by name and value, paged', async () => {
    expect(targets.length).toBeGreaterThan(10);
    const values = targets.map((item) => hundredths(item.bean));
    expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const filtered = await app.client.get<{ data: UpgradeItemResponse[]; total: number }>(
      '/api/upgrade/items?min=10.00&max=100.00&per_page=5&page=1',
    );
    expect(filtered.body.data.data.length).toBeLessThanOrEqual(5);
    for (const item of filtered.body.data.data) {
      expect(hundredths(item.bean)).toBeGreaterThanOrEqual(1000n);
      expect(hundredths(item.bean)).toBeLessThanOrEqual(10000n);
    }
    const named = await app.client.get<{ data: UpgradeItemResponse[]; total: number }>(
      `/api/upgrade/items?name=${encodeURIComponent(targets[0].name.slice(0, 5))}`,
    );
    expect(named.body.data.data.map((item) => item.id)).toContain(targets[0].id);
    const one = await app.client.get<{ data: UpgradeItemResponse[]; total: number }>(
      `/api/upgrade/items?id=${targets[3].id}`,
    );
    expect(one.body.data).toMatchObject({ total: 1, data: [targets[3]] });
    const zh = await app.client.get<{ data: UpgradeItemResponse[] }>('/api/upgrade/items?per_page=1', { lang: 'zh' });
    expect(zh.body.data.data[0]).toEqual(
      expect.objectContaining({ id: targets[0].id, dura_alias: expect.any(String), lv: expect.any(Number) }),
    );
  });

  it('quotes a rate’s price and a price’s rate, both ways consistent; refuses bad rates', async () => {
    const target = targetNear('100.00');
    const value = hundredths(target.bean);
    const byRate = await app.client.get<{ rate: number; price: string; rtp: string }>(
      `/api/upgrade/quote?item_id=${target.id}&rate=5000`,
    );
    expect(byRate.body.data).toMatchObject({
      rate: 5000,
      price: formatAmount(priceAtRate(value, 5000, 9500)),
      rtp: '95.00',
    });
    const byPrice = await app.client.get<{ rate: number; price: string }>(
      `/api/upgrade/quote?item_id=${target.id}&price=${byRate.body.data.price}`,
    );
    expect(byPrice.body.data).toMatchObject({ rate: 5000, price: byRate.body.data.price });
    expectRefusal(
      await app.client.get(`/api/upgrade/quote?item_id=${target.id}&rate=499`),
      422,
      'UPGRADE_RATE_TOO_LOW',
    );
    expectRefusal(
      await app.client.get(`/api/upgrade/quote?item_id=${target.id}&rate=7501`),
      422,
      'UPGRADE_RATE_TOO_HIGH',
    );
    expectRefusal(await app.client.get(`/api/upgrade/quote?rate=5000`), 422, 'UPGRADE_ITEM_REQUIRED');
    expectRefusal(await app.client.get(`/api/upgrade/quote?item_id=nope&rate=5000`), 404, 'UPGRADE_ITEM_NOT_FOUND');
    const zh = await app.client.get(`/api/upgrade/quote?item_id=${target.id}&rate=100`, { lang: 'zh' });
    expect(zh.body.message).toBe('成功率不能低于5%');
    const en = await app.client.get(`/api/upgrade/quote?item_id=${target.id}&rate=100`, { lang: 'en' });
    expect(en.body.message).toBe('Success rate must not be less than 5%');
  });

  it('a success pays the price and grants the target; a failure pays and grants nothing', async () => {
    const target = targetNear('50.00');
    const player = await aFundedPlayer(app, '200.00');

    const winRate = await forcingRate(player, true, target.id);
    const before = hundredths(await balanceOf(app.client, player));
    const won = await attempt(player, { item_id: target.id, rate: winRate });
    expect(won.status).toBe(200);
    const price = priceAtRate(hundredths(target.bean), winRate, 9500);
    expect(won.body.data).toMatchObject({
      success: true,
      rate: winRate,
      price: formatAmount(price),
      coins: formatAmount(price),
      item: { id: target.id, bean: target.bean },
      bean: formatAmount(before - price),
    });
    const backpack = await storageOf(app.client, player);
    expect(backpack.find((row) => row.id === won.body.data.storage_id)).toMatchObject({
      item_id: target.id,
      bean: target.bean,
    });

    const loseRate = await forcingRate(player, false, target.id);
    const beforeLoss = hundredths(await balanceOf(app.client, player));
    const itemsBefore = (await storageOf(app.client, player)).length;
    const lost = await attempt(player, { item_id: target.id, rate: loseRate });
    expect(lost.body.data).toMatchObject({ success: false, storage_id: null, rate: loseRate });
    const lossPrice = priceAtRate(hundredths(target.bean), loseRate, 9500);
    expect(hundredths(lost.body.data.bean)).toBe(beforeLoss - lossPrice);
    expect(hundredths(await balanceOf(app.client, player))).toBe(beforeLoss - lossPrice);
    expect((await storageOf(app.client, player)).length).toBe(itemsBefore);

    // The history: newest first, each attempt as answered.
    const history = await app.client.get<{ data: UpgradeResultResponse[]; total: number }>('/api/upgrade/history', {
      token: player.token,
    });
    expect(history.body.data.total).toBeGreaterThanOrEqual(2);
    expect(history.body.data.data[0]).toMatchObject({ upgrade_id: lost.body.data.upgrade_id, success: false });
    expect(history.body.data.data.map((row) => row.upgrade_id)).toContain(won.body.data.upgrade_id);
    const recent = await app.client.get<{ data: { upgrade_id: string }[] }>('/api/upgrade/recent');
    expect(recent.body.data.data.map((row) => row.upgrade_id)).toContain(lost.body.data.upgrade_id);

    // Rotating reveals the seed: every draw recomputes with libs/fairness.
    await app.client.post('/api/fairness/rotate', {}, { token: player.token });
    const revealed = await app.client.get<{ data: { server_seed: string; server_seed_hash: string }[] }>(
      '/api/fairness/history',
      {
        token: player.token,
      },
    );
    for (const result of [won.body.data, lost.body.data]) {
      const pair = revealed.body.data.data.find((row) => row.server_seed_hash === result.fairness.server_seed_hash)!;
      const outcome = upgradeOutcome(
        unitFloat(pair.server_seed, result.fairness.client_seed, result.fairness.nonce, result.fairness.cursor),
        result.rate,
      );
      expect(outcome).toMatchObject({ roll: result.fairness.roll, success: result.success });
    }
  });

  it('stakes items: alone their value buys the rate; with a rate they pay part of the price', async () => {
    const { player, item } = await aPlayerWithAnItem('100.00');
    const stake = hundredths(item.bean);
    // A target the stake buys 5%–75% of: value between stake × 0.95 ÷ 0.75 and stake × 0.95 ÷ 0.05.
    const target = targets.find((candidate) => {
      const rate = (stake * 9500n) / hundredths(candidate.bean);
      return rate >= 600n && rate <= 7000n;
    })!;
    const quote = await app.client.get<{ rate: number; stake_value: string; coins: string }>(
      `/api/upgrade/quote?item_id=${target.id}&storage_ids=${item.storage_id}`,
      { token: player.token },
    );
    const rate = Number((stake * 9500n) / hundredths(target.bean));
    expect(quote.body.data).toMatchObject({ rate, stake_value: item.bean, coins: '0.00' });
    expectRefusal(
      await app.client.get(`/api/upgrade/quote?item_id=${target.id}&storage_ids=${item.storage_id}`),
      401,
      'UNAUTHENTICATED',
    );
    const balance = await balanceOf(app.client, player);
    const result = await attempt(player, { item_id: target.id, storage_ids: [item.storage_id] });
    expect(result.body.data).toMatchObject({
      rate,
      price: item.bean,
      coins: '0.00',
      stake_value: item.bean,
      bean: balance,
    });
    expect(result.body.data.staked_storage_ids).toEqual([item.storage_id]);
    const consumed = await storageOf(app.client, player, 7);
    expect(consumed.map((row) => row.id)).toEqual([item.storage_id]);
    // The stake is gone: staking it again is refused.
    expectRefusal(
      await attempt(player, { item_id: target.id, storage_ids: [item.storage_id] }),
      409,
      'ITEM_NOT_IN_BACKPACK',
    );

    const second = await aPlayerWithAnItem('100.00');
    const secondBalance = hundredths(await balanceOf(app.client, second.player));
    const big = targets.find(
      (candidate) =>
        priceAtRate(hundredths(candidate.bean), 7500, 9500) > hundredths(second.item.bean) + 100n &&
        priceAtRate(hundredths(candidate.bean), 7500, 9500) < hundredths(second.item.bean) + 5000n,
    )!;
    const mixed = await attempt(second.player, { item_id: big.id, rate: 7500, storage_ids: [second.item.storage_id] });
    const price = priceAtRate(hundredths(big.bean), 7500, 9500);
    expect(mixed.body.data).toMatchObject({
      rate: 7500,
      price: formatAmount(price),
      stake_value: second.item.bean,
      coins: formatAmount(price - hundredths(second.item.bean)),
      bean: formatAmount(secondBalance - (price - hundredths(second.item.bean))),
    });
  });

  it('parallel attempts staking the same item: exactly one passes, the ledger stays consistent', async () => {
    const { player, item } = await aPlayerWithAnItem('0.00');
    const stake = hundredths(item.bean);
    const target = targets.find((candidate) => {
      const rate = (stake * 9500n) / hundredths(candidate.bean);
      return rate >= 600n && rate <= 7000n;
    })!;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => attempt(player, { item_id: target.id, storage_ids: [item.storage_id] })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((candidate) => candidate.status !== 200))
      expectRefusal(result, 409, 'ITEM_NOT_IN_BACKPACK');
    const { rows } = await sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE stream_id = $1
          AND (data->'staked_storage_ids' @> to_jsonb(ARRAY[$2::text]) OR data->'storage_ids' @> to_jsonb(ARRAY[$2::text]))`,
      [`player-${player.id}`, item.storage_id],
    );
    expect(rows[0].n).toBe('2'); // one attempt staking it, one ItemsConsumed
    expect((await storageOf(app.client, player, 7)).map((row) => row.id)).toEqual([item.storage_id]);
  });

  it('refusals change nothing', async () => {
    const { player, item } = await aPlayerWithAnItem('10.00');
    const target = targetNear('100.00');
    const before = { balance: await balanceOf(app.client, player), events: await eventCount(player) };
    expectRefusal(await app.client.post('/api/upgrade', { item_id: target.id, rate: 5000 }), 401, 'UNAUTHENTICATED');
    expectRefusal(await attempt(player, { rate: 5000 }), 422, 'UPGRADE_ITEM_REQUIRED');
    expectRefusal(await attempt(player, { item_id: 'no-such-item', rate: 5000 }), 404, 'UPGRADE_ITEM_NOT_FOUND');
    expectRefusal(await attempt(player, { item_id: target.id, rate: 499 }), 422, 'UPGRADE_RATE_TOO_LOW');
    expectRefusal(await attempt(player, { item_id: target.id, rate: 7501 }), 422, 'UPGRADE_RATE_TOO_HIGH');
    expectRefusal(await attempt(player, { item_id: target.id }), 422, 'UPGRADE_RATE_TOO_LOW');
    expectRefusal(await attempt(player, { item_id: target.id, rate: 7500 }), 422, 'INSUFFICIENT_BALANCE');
    expectRefusal(
      await attempt(player, { item_id: target.id, storage_ids: [randomUUID()] }),
      409,
      'ITEM_NOT_IN_BACKPACK',
    );
    const repository = app.app.get(UpgradeCatalogueRepository);
    await sql.transaction((tx) => repository.saveTarget(tx, target.id, false));
    try {
      expectRefusal(await attempt(player, { item_id: target.id, rate: 500 }), 404, 'UPGRADE_ITEM_NOT_FOUND');
    } finally {
      await sql.transaction((tx) => repository.saveTarget(tx, target.id, true));
    }
    expect({ balance: await balanceOf(app.client, player), events: await eventCount(player) }).toEqual(before);

    await freezeAccount(app, player.id);
    const frozenEvents = await eventCount(player);
    expectRefusal(await attempt(player, { item_id: target.id, rate: 500 }), 403, 'ACCOUNT_FROZEN');
    expectRefusal(await attempt(player, { item_id: target.id, storage_ids: [item.storage_id] }), 403, 'ACCOUNT_FROZEN');
    expect(await eventCount(player)).toBe(frozenEvents);
    expect(await balanceOf(app.client, player)).toBe(before.balance);
  });
});
