// Freezing a backpack item over real HTTP: support freezes one of a player's items with a reason
// (audited, ItemFrozen on the player's stream); the backpack API shows it with status 3 ("Under
// freezing") and no longer at 0; recycling, extracting, staking it in an upgrade and feeding it to a
// contract are refused with 409 ITEM_FROZEN (zh and en) and change nothing; finance may not freeze;
// unfreezing brings it back to the backpack and recycling it works again; the ledger audit is clean.
import { formatAmount, parseAmount, type UpgradeItemResponse } from '@lootledger/contracts';
import type { EventStore } from '@lootledger/event-store';
import { runAudit } from '../../audit';
import { aDemoBox, aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../../games/testing';
import type { TestPlayer } from '../../identity/testing';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ERROR_MESSAGES } from '../../platform/i18n/messages';
import { expectRefusal } from '../../platform/testing/api-client';
import { aStaffMember, auditEntries } from '../../staff/testing';
import { playerStreamId } from '../index';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';

let app: GamesTestApp;
let support: { id: string; token: string };
let finance: { id: string; token: string };

beforeAll(async () => {
  app = await startGamesTestApp({ sandboxTradeSendDelayMs: 60_000, sandboxTradeFailureRate: 0 });
  support = await aStaffMember(app).withRole('support').signIn(app.client);
  finance = await aStaffMember(app).withRole('finance').signIn(app.client);
});
afterAll(() => app.close());

/** A player holding three items from one opening of the cheapest box, with a trade URL. */
async function aPlayerWithItems(): Promise<{ player: TestPlayer; storageIds: string[] }> {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 4n));
  const opened = await app.client.post<{ items: { storage_id: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 3 },
    { token: player.token },
  );
  expect(opened.status).toBe(200);
  await app.client.post('/api/set_steam_url', { steam_url: TRADE_URL }, { token: player.token });
  return { player, storageIds: opened.body.data.items.map((item) => item.storage_id) };
}

const freeze = (storageId: string, token = support.token, reason = 'bought with a disputed payment') =>
  app.client.post<{ id: string; player_id: string; status: number; status_alias: string }>(
    `/admin/api/storage/${storageId}/freeze`,
    { reason },
    { token, lang: 'en' },
  );
const unfreeze = (storageId: string, reason = 'payment cleared') =>
  app.client.post<{ status: number }>(`/admin/api/storage/${storageId}/unfreeze`, { reason }, { token: support.token });

async function eventCount(player: TestPlayer): Promise<number> {
  return (await app.app.get<EventStore>(EVENT_STORE).readStream(playerStreamId(player.id))).length;
}

describe('a frozen backpack item', () => {
  it('shows status 3, is refused in recycling, extraction, an upgrade and a contract, and works again once unfrozen', async () => {
    const { player, storageIds } = await aPlayerWithItems();
    const [item] = storageIds;

    expectRefusal(await freeze(item, finance.token), 403, 'FORBIDDEN');
    expectRefusal(
      await app.client.post(`/admin/api/storage/${item}/freeze`, { reason: ' ' }, { token: support.token }),
      400,
      'VALIDATION_FAILED',
    );
    const frozen = await freeze(item);
    expect(frozen.status).toBe(200);
    expect(frozen.body.message).toBe('Item frozen');
    expect(frozen.body.data).toEqual({ id: item, player_id: player.id, status: 3, status_alias: 'Under freezing' });
    expectRefusal(await freeze(item), 409, 'ITEM_ALREADY_FROZEN');
    expect((await auditEntries(app, 'storage', item)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['freeze', 'bought with a disputed payment'],
    ]);

    expect((await storageOf(app.client, player, 3)).map((row) => [row.id, row.status, row.status_alias])).toEqual([
      [item, 3, 'Under freezing'],
    ]);
    expect((await storageOf(app.client, player, 0)).map((row) => row.id)).not.toContain(item);

    const targets = await app.client.get<{ data: UpgradeItemResponse[] }>('/api/upgrade/items?per_page=100');
    const target = targets.body.data.data[0];
    const before = await eventCount(player);
    const attempts = {
      recycle: (lang: 'zh' | 'en') => app.client.post('/api/cash', { data: [item] }, { token: player.token, lang }),
      extract: (lang: 'zh' | 'en') => app.client.post('/api/extract', { data: [item] }, { token: player.token, lang }),
      upgrade: (lang: 'zh' | 'en') =>
        app.client.post('/api/upgrade', { item_id: target.id, storage_ids: [item] }, { token: player.token, lang }),
      contract: (lang: 'zh' | 'en') =>
        app.client.post('/api/contract', { data: storageIds }, { token: player.token, lang }),
    };
    for (const [what, attempt] of Object.entries(attempts)) {
      for (const lang of ['en', 'zh'] as const) {
        const result = await attempt(lang);
        expect({ what, status: result.status, error: result.body.error }).toEqual({
          what,
          status: 409,
          error: 'ITEM_FROZEN',
        });
        expect(result.body.message).toBe(ERROR_MESSAGES.ITEM_FROZEN[lang]);
      }
    }
    expect(await eventCount(player)).toBe(before);

    expectRefusal(await unfreeze(storageIds[1]), 409, 'ITEM_NOT_FROZEN');
    const unfrozen = await unfreeze(item);
    expect(unfrozen.status).toBe(200);
    expect(unfrozen.body.data.status).toBe(0);
    expect((await storageOf(app.client, player, 0)).map((row) => row.id)).toContain(item);
    expect((await auditEntries(app, 'storage', item)).map((entry) => entry.action)).toEqual(['freeze', 'unfreeze']);
    const recycled = await app.client.post('/api/cash', { data: [item] }, { token: player.token });
    expect(recycled.status).toBe(200);
    expect((await storageOf(app.client, player, 2)).map((row) => row.id)).toEqual([item]);

    const report = await runAudit(app.app.get(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });

  it('refuses freezing an unknown item or one on its way out', async () => {
    expectRefusal(await freeze('00000000-0000-4000-8000-000000000000'), 404, 'STORAGE_NOT_FOUND');
    expectRefusal(await freeze('not-a-uuid'), 404, 'STORAGE_NOT_FOUND');
    const { player, storageIds } = await aPlayerWithItems();
    expect((await app.client.post('/api/extract', { data: [storageIds[0]] }, { token: player.token })).status).toBe(
      200,
    );
    expectRefusal(await freeze(storageIds[0]), 409, 'ITEM_NOT_IN_BACKPACK');
  });
});
