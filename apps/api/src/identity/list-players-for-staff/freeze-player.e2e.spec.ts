// Freezing a player over real HTTP: support freezes, the player can still sign in and look, but
// opening boxes, recycling and extraction are refused with 403 ACCOUNT_FROZEN (in zh and en) and
// change nothing; top-ups (card codes), staff adjustments and seed rotation go on; unfreezing
// restores everything. Every freeze and unfreeze is an audit-log entry.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { EventStore } from '@lootledger/event-store';
import {
  aDemoBox,
  aFundedPlayer,
  startGamesTestApp,
  storageOf,
  storageOnItsWay,
  type BoxDetail,
  type GamesTestApp,
} from '../../games/testing';
import type { TestPlayer } from '../testing';
import { playerStreamId } from '../../ledger';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { ERROR_MESSAGES } from '../../platform/i18n/messages';
import { expectRefusal } from '../../platform/testing/api-client';
import { aStaffMember } from '../../staff/testing';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

let app: GamesTestApp;
let box: BoxDetail;
let support: { id: string; token: string };
let finance: { id: string; token: string };

beforeAll(async () => {
  // Slow sandbox trades: an extraction stays in status 4 while the test looks at it.
  app = await startGamesTestApp({ sandboxTradeSendDelayMs: 60_000, sandboxTradeFailureRate: 0 });
  box = await aDemoBox(app.client);
  support = await aStaffMember(app).withRole('support').signIn(app.client);
  finance = await aStaffMember(app).withRole('finance').signIn(app.client);
});
afterAll(() => app.close());

/** A player who opened two boxes (coins left for one more), with a trade URL. */
async function aPlayerWithItems(): Promise<{ player: TestPlayer; storageIds: string[] }> {
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 3n));
  const opened = await app.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 2 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  await app.client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token });
  return { player, storageIds: opened.body.data.items.map((item) => item.storage_id) };
}

const freeze = (playerId: string, reason = 'chargeback under review', token = support.token) =>
  app.client.post<{ frozen: boolean; frozen_reason: string | null; frozen_by: string | null }>(
    `/admin/api/players/${playerId}/freeze`,
    { reason },
    { token },
  );
const unfreeze = (playerId: string, reason = 'chargeback cleared', token = support.token) =>
  app.client.post<{ frozen: boolean }>(`/admin/api/players/${playerId}/unfreeze`, { reason }, { token });

/** What the player has: balance, every item with its status, and the stream's length. */
async function holdings(player: TestPlayer) {
  const me = await app.client.get<{ bean: string }>('/api/me', { token: player.token });
  const items = [];
  for (const status of [0, 1, 2, 4, 5, 6]) {
    items.push(...(await storageOf(app.client, player, status)).map((row) => [row.id, row.status]));
  }
  const events = await app.app.get<EventStore>(EVENT_STORE).readStream(playerStreamId(player.id));
  return { bean: me.body.data.bean, items: items.sort(), version: events.length };
}

describe('a frozen player', () => {
  it('signs in and looks, but opening, recycling and extracting are refused (403 ACCOUNT_FROZEN) and change nothing', async () => {
    const { player, storageIds } = await aPlayerWithItems();
    const frozen = await freeze(player.id);
    expect(frozen.status).toBe(200);
    expect(frozen.body.message).toBe('Account frozen');
    expect(frozen.body.data).toMatchObject({
      frozen: true,
      frozen_reason: 'chargeback under review',
      frozen_by: support.id,
    });

    const login = await app.client.post<{ token: string }>('/api/login', {
      stast: 'login',
      mobile: player.mobile,
      area_code: player.areaCode,
      password: player.password,
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    expect((await app.client.get('/api/me', { token })).status).toBe(200);
    expect((await app.client.get('/api/storage?status=0', { token })).status).toBe(200);
    expect((await app.client.get('/api/bean/change_records', { token })).status).toBe(200);

    const before = await holdings(player);
    const attempts = {
      open: (lang: 'zh' | 'en') => app.client.post('/api/box/open', { id: box.id, num: 1 }, { token, lang }),
      recycle: (lang: 'zh' | 'en') => app.client.post('/api/cash', { data: [storageIds[0]] }, { token, lang }),
      extract: (lang: 'zh' | 'en') => app.client.post('/api/extract', { data: [storageIds[1]] }, { token, lang }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      for (const lang of ['en', 'zh'] as const) {
        const result = await attempt(lang);
        expectRefusal(result, 403, 'ACCOUNT_FROZEN');
        expect({ what, message: result.body.message }).toEqual({ what, message: ERROR_MESSAGES.ACCOUNT_FROZEN[lang] });
      }
    }
    expect(await holdings(player)).toEqual(before);
  });

  it('still takes a card-code top-up, staff adjustments both ways and a seed rotation', async () => {
    const { player } = await aPlayerWithItems();
    expect((await freeze(player.id)).status).toBe(200);
    const start = parseAmount((await holdings(player)).bean)!;

    const future = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const batch = await app.client.post<{ codes: string[] }>(
      '/admin/api/card-code-batches',
      { count: 1, bean: '5.00', expires_at: future },
      { token: finance.token },
    );
    expect(batch.status).toBe(200);
    const redeemed = await app.client.post(
      '/api/card-recharge',
      { card: batch.body.data.codes[0] },
      { token: player.token },
    );
    expect(redeemed.status).toBe(200);

    for (const direction of ['credit', 'debit']) {
      const adjusted = await app.client.post<{ status: string }>(
        '/admin/api/coin-adjustments',
        { player_id: player.id, direction, amount: '1.00', reason: `frozen-account ${direction}` },
        { token: finance.token },
      );
      expect({ status: adjusted.status, state: adjusted.body.data.status }).toEqual({ status: 200, state: 'applied' });
    }
    const rotated = await app.client.post('/api/fairness/rotate', {}, { token: player.token });
    expect(rotated.status).toBe(200);
    expect(parseAmount((await holdings(player)).bean)).toBe(start + 500n);
  });

  it('spends, recycles and extracts again once unfrozen', async () => {
    const { player, storageIds } = await aPlayerWithItems();
    expect((await freeze(player.id)).status).toBe(200);
    const unfrozen = await unfreeze(player.id);
    expect(unfrozen.status).toBe(200);
    expect(unfrozen.body.message).toBe('Account unfrozen');
    expect(unfrozen.body.data.frozen).toBe(false);

    const opened = await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token });
    expect(opened.status).toBe(200);
    expect((await app.client.post('/api/cash', { data: [storageIds[0]] }, { token: player.token })).status).toBe(200);
    expect((await app.client.post('/api/extract', { data: [storageIds[1]] }, { token: player.token })).status).toBe(
      200,
    );
    // On its way: status 4 at once, then 5, 6 and 1 as the delivery process takes it up (its passes
    // may come before this read on a busy machine).
    expect((await storageOnItsWay(app.client, player)).map((row) => row.id)).toEqual([storageIds[1]]);
  });
});

describe('POST /admin/api/players/{id}/freeze and /unfreeze', () => {
  it('refuses a second freeze, an unfreeze of an active account, a blank reason and an unknown player', async () => {
    const { player } = await aPlayerWithItems();
    expectRefusal(await unfreeze(player.id), 409, 'ACCOUNT_NOT_FROZEN');
    expectRefusal(await freeze(player.id, '   '), 400, 'VALIDATION_FAILED');
    expect((await freeze(player.id)).status).toBe(200);
    const version = (await holdings(player)).version;
    expectRefusal(await freeze(player.id), 409, 'ACCOUNT_ALREADY_FROZEN');
    expect((await holdings(player)).version).toBe(version);
    expectRefusal(await freeze('no-such-player'), 404, 'USER_NOT_FOUND');
  });

  it('is for support and admin only', async () => {
    const { player } = await aPlayerWithItems();
    expectRefusal(await freeze(player.id, 'x', finance.token), 403, 'FORBIDDEN');
    const admin = await aStaffMember(app).withRole('admin').signIn(app.client);
    expect((await freeze(player.id, 'by admin', admin.token)).status).toBe(200);
  });

  it('records the fact on the player stream (actor the staff member) and an audit entry each, with before/after', async () => {
    const { player } = await aPlayerWithItems();
    await freeze(player.id, 'suspicious pattern');
    await unfreeze(player.id, 'verified by phone');

    const events = await app.client.get<
      { type: string; data: Record<string, unknown>; metadata: { actor: unknown } }[]
    >(
      `/admin/api/player-events?filter=${encodeURIComponent(JSON.stringify({ player_id: player.id, type: ['AccountFrozen', 'AccountUnfrozen'] }))}&sort=${encodeURIComponent('["version","ASC"]')}`,
      { token: support.token },
    );
    expect(events.body.data.map((event) => [event.type, event.data, event.metadata.actor])).toEqual([
      ['AccountFrozen', { reason: 'suspicious pattern', by: support.id }, { type: 'staff', id: support.id }],
      ['AccountUnfrozen', { reason: 'verified by phone', by: support.id }, { type: 'staff', id: support.id }],
    ]);

    const auditor = await aStaffMember(app).withRole('auditor').signIn(app.client);
    const log = await app.client.get<Record<string, unknown>[]>(
      `/admin/api/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'players', resource_id: player.id }))}&sort=${encodeURIComponent('["id","ASC"]')}`,
      { token: auditor.token },
    );
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([
      expect.objectContaining({
        staff_id: support.id,
        role: 'support',
        action: 'freeze',
        resource: 'players',
        resource_id: player.id,
        before: { frozen: false },
        after: { frozen: true },
        reason: 'suspicious pattern',
        ip: expect.any(String),
      }),
      expect.objectContaining({
        action: 'unfreeze',
        before: { frozen: true },
        after: { frozen: false },
        reason: 'verified by phone',
      }),
    ]);
  });
});
