// POST /api/extract and the delivery process manager over real HTTP with the sandbox trade
// provider: a bill moves 4 → 5 → 6 → 1 and the item leaves the backpack; a failed offer brings the
// item back (status 0, back_message); a restart in the middle finishes the delivery; refusals
// change nothing.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { PostgresEventStore, SqlClient } from '@lootledger/event-store';
import type { TestPlayer } from '../../identity/testing';
import {
  aDemoBox,
  aFundedPlayer,
  startGamesTestApp,
  storageOf,
  storageOnItsWay,
  waitUntil,
  type BoxDetail,
  type GamesTestApp,
} from '../../games/testing';
import { runAudit } from '../../audit';
import type { AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { expectRefusal } from '../../platform/testing/api-client';
import { createPersistentTestStore } from '../../platform/testing/test-app';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
const FAST: Partial<AppConfig> = {
  sandboxTradeSendDelayMs: 300,
  sandboxTradeAcceptDelayMs: 600,
  sandboxTradeFailureRate: 0,
  sandboxTradeUnavailableRate: 0,
  deliveryPollMs: 50,
};

async function aPlayerWithItems(app: GamesTestApp, box: BoxDetail, num: number, tradeUrl: string | null = TRADE_URL) {
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * BigInt(num)));
  const opened = await app.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: box.id, num },
    { token: player.token },
  );
  if (opened.status !== 200) throw new Error(`box open refused: ${opened.status} ${JSON.stringify(opened.body)}`);
  if (tradeUrl) await app.client.post('/api/set_steam_url', { steam_url: tradeUrl }, { token: player.token });
  return { player, storageIds: opened.body.data.items.map((item) => item.storage_id) };
}

const extract = (app: GamesTestApp, player: TestPlayer, data: unknown) =>
  app.client.post<{ bill_ids: string[] }>('/api/extract', { data }, { token: player.token });

async function statusOf(app: GamesTestApp, player: TestPlayer, storageId: string): Promise<number | null> {
  for (const status of [0, 1, 4, 5, 6]) {
    if ((await storageOf(app.client, player, status)).some((row) => row.id === storageId)) return status;
  }
  return null;
}

async function eventTypes(app: GamesTestApp, streamId: string): Promise<string[]> {
  const store = app.app.get<PostgresEventStore>(EVENT_STORE);
  return (await store.readStream(streamId)).map((event) => event.type);
}

describe('extraction with the sandbox trade provider', () => {
  let app: GamesTestApp;
  let box: BoxDetail;

  beforeAll(async () => {
    app = await startGamesTestApp(FAST);
    box = await aDemoBox(app.client);
  });
  afterAll(() => app.close());

  it('delivers: status 4 at once, then 5, 6 and 1; the player stream and the bill stream record each step', async () => {
    const { player, storageIds } = await aPlayerWithItems(app, box, 2);
    const result = await extract(app, player, [storageIds[0]]);
    expect(result.status).toBe(200);
    const [billId] = result.body.data.bill_ids;
    expect(billId).toMatch(/^[0-9a-f-]{36}$/);
    // Out of the backpack at once, into the bill (4, or already 5, 6 or 1 when the driver was quick).
    expect((await storageOf(app.client, player)).map((row) => row.id)).toEqual([storageIds[1]]);
    const rows = await storageOnItsWay(app.client, player);
    expect(rows.find((row) => row.id === storageIds[0])).toMatchObject({ bill_id: billId });

    await waitUntil(
      () => statusOf(app, player, storageIds[0]),
      (status) => status === 1,
    );
    // The bill went through an offer made, then sent (its stream), and the item through both steps.
    expect(await eventTypes(app, `delivery-${billId}`)).toEqual([
      'DeliveryRequested',
      'TradeOfferCreated',
      'TradeOfferSent',
      'DeliveryCompleted',
    ]);
    const playerEvents = await eventTypes(app, `player-${player.id}`);
    expect(playerEvents.slice(-4)).toEqual([
      'ItemsExtractionRequested',
      'ItemDeliveryUpdated',
      'ItemDeliveryUpdated',
      'ItemExtracted',
    ]);
    // The other item never moved; the extracted one cannot be recycled or extracted again.
    expect((await storageOf(app.client, player)).map((row) => row.id)).toEqual([storageIds[1]]);
    expectRefusal(await extract(app, player, [storageIds[0]]), 409, 'ITEM_NOT_IN_BACKPACK');
    expectRefusal(
      await app.client.post('/api/cash', { data: [storageIds[0]] }, { token: player.token }),
      409,
      'ITEM_NOT_IN_BACKPACK',
    );
  });

  describe('refusals change nothing', () => {
    it('without a trade URL: 422 TRADE_URL_REQUIRED', async () => {
      const { player, storageIds } = await aPlayerWithItems(app, box, 1, null);
      const result = await app.client.post('/api/extract', { data: storageIds }, { token: player.token, lang: 'zh' });
      expectRefusal(result, 422, 'TRADE_URL_REQUIRED');
      expect(result.body.message).toBe('请先设置Steam交易链接');
      expect((await storageOf(app.client, player)).map((row) => row.id)).toEqual(storageIds);
    });

    it("someone else's item: 404; an item already on its way: 409; a bad list: 400", async () => {
      const { player, storageIds } = await aPlayerWithItems(app, box, 2);
      const other = await aPlayerWithItems(app, box, 1);
      expectRefusal(await extract(app, player, [other.storageIds[0]]), 404, 'STORAGE_NOT_FOUND');
      expectRefusal(await extract(app, player, []), 400, 'VALIDATION_FAILED');
      expectRefusal(await extract(app, player, [storageIds[0], storageIds[0]]), 400, 'VALIDATION_FAILED');
      expect(await storageOf(app.client, player)).toHaveLength(2);
      expect(await storageOf(app.client, other.player)).toHaveLength(1);

      const first = await extract(app, player, [storageIds[0]]);
      expect(first.status).toBe(200);
      expectRefusal(await extract(app, player, [storageIds[0], storageIds[1]]), 409, 'ITEM_NOT_IN_BACKPACK');
      expect((await storageOf(app.client, player)).map((row) => row.id)).toEqual([storageIds[1]]);
    });

    it('of 10 parallel extractions of one item exactly one opens a bill', async () => {
      const { player, storageIds } = await aPlayerWithItems(app, box, 1);
      const results = await Promise.all(Array.from({ length: 10 }, () => extract(app, player, storageIds)));
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      const sql = app.app.get<SqlClient>(SQL_CLIENT);
      const bills = await sql.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM delivery_bills WHERE storage_id = $1`,
        [storageIds[0]],
      );
      expect(bills.rows[0].n).toBe('1');
    });
  });
});

describe('a failed delivery', () => {
  let app: GamesTestApp;

  beforeAll(async () => {
    app = await startGamesTestApp({ ...FAST, sandboxTradeFailureRate: 1 });
  });
  afterAll(() => app.close());

  it('returns the item to the backpack with the reason; it can then be recycled', async () => {
    const box = await aDemoBox(app.client);
    const { player, storageIds } = await aPlayerWithItems(app, box, 1);
    const [billId] = (await extract(app, player, storageIds)).body.data.bill_ids;
    const [back] = await waitUntil(
      () => storageOf(app.client, player, 0),
      (rows) => rows.length === 1 && rows[0].back_message !== null,
    );
    expect(back).toMatchObject({ id: storageIds[0], status: 0, bill_id: billId });
    // The reason the trade provider gave for the offer is what the player sees.
    const offers = (await (await fetch(`${app.baseUrl}/sandbox/trade/offers?bill_id=${billId}`)).json()) as unknown;
    const reasons = JSON.stringify(offers);
    expect(back.back_message).toMatch(/^[a-z_]+$/);
    expect(reasons).toContain(`"${back.back_message}"`);
    expect((await eventTypes(app, `delivery-${billId}`)).at(-1)).toBe('DeliveryFailed');
    expect((await app.client.post('/api/cash', { data: storageIds }, { token: player.token })).status).toBe(200);

    const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});

describe('a restart in the middle of a delivery', () => {
  it('finishes it: the process manager picks the open bill up again', async () => {
    const store = await createPersistentTestStore();
    try {
      // The offer waits for the player (no accepting by itself): the stop falls while it is out.
      const waiting = { ...FAST, sandboxTradeSendDelayMs: 200, sandboxTradeAcceptDelayMs: 3_600_000 };
      let app = await startGamesTestApp(waiting, store);
      const box = await aDemoBox(app.client);
      const { player, storageIds } = await aPlayerWithItems(app, box, 1);
      const [billId] = (await extract(app, player, storageIds)).body.data.bill_ids;
      await waitUntil(
        () => statusOf(app, player, storageIds[0]),
        (status) => status === 5 || status === 6,
      );
      await app.close();

      app = await startGamesTestApp({ ...waiting, seedDemo: false }, store);
      try {
        // The player accepts it while the restarted app follows the bill.
        const offersUrl = `${app.baseUrl}/sandbox/trade/offers`;
        const [offer] = (await (await fetch(`${offersUrl}?bill_id=${billId}`)).json()) as { offer_id: string }[];
        expect((await fetch(`${offersUrl}/${offer.offer_id}/accept`, { method: 'POST' })).status).toBe(200);
        await waitUntil(
          () => statusOf(app, player, storageIds[0]),
          (status) => status === 1,
        );
        const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
        expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
      } finally {
        await app.close();
      }
    } finally {
      await store.drop();
    }
  });
});
