// Responsible gaming over real HTTP on a real database: deposit limits (lower at once, raise after
// 24 h by moving the clock, a top-up past a limit refused before any order or claim exists), cool-off
// and self-exclusion (enforced, never shortened, extraction and recycling still open), the session
// and statement reads, and the console's read-only view.
import type { DepositLimitsView } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { aDemoBox, aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../games/testing';
import { aPlayer, type TestPlayer } from '../identity/testing';
import { aCardCodeBatch, aPaidTopUp } from '../payments/testing';
import { SQL_CLIENT } from '../platform/database/database.module';
import { ERROR_MESSAGES } from '../platform/i18n/messages';
import { aStaffMember } from '../staff/testing';
import { ResponsibleGamingClock } from './responsible-gaming-clock';
import { limitsOf, ordersOf, setLimits } from './testing';

let app: GamesTestApp;
let clock: ResponsibleGamingClock;
let sql: SqlClient;

const HOUR = 3_600_000;
let registrations = 0;
/** A player without coins, each from its own loopback address (the per-address SMS limit). */
const aNewPlayer = () => aPlayer(app.client.fromAddress(`127.0.1.${2 + registrations++}`)).register();

beforeAll(async () => {
  app = await startGamesTestApp();
  clock = app.app.get(ResponsibleGamingClock);
  sql = app.app.get<SqlClient>(SQL_CLIENT);
});
afterEach(() => clock.setNow(null));
afterAll(() => app.close());

describe('deposit limits', () => {
  it('lowers at once, raises only after 24 hours, and refuses a top-up past a limit before an order exists', async () => {
    // The rules are set on the moved clock a day and a minute back: the top-ups are decided on the
    // real one (the player stream's guard), where the raise has just taken effect at the end.
    const now = new Date(Date.now() - 24 * HOUR - 60_000);
    clock.setNow(now);
    const player = await aNewPlayer();

    expect(await limitsOf(app.client, player)).toEqual({
      day: null,
      week: null,
      month: null,
      pending: [],
      deposited: { day: '0.00', week: '0.00', month: '0.00' },
    });
    const set = await setLimits(app.client, player, { day: '150.00', month: '1000.00' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ day: '150.00', week: null, month: '1000.00', pending: [] });

    // 100 fits under 150 and is paid; another 100 would pass it: refused, no order placed.
    await aPaidTopUp(app.client, player, 'pkg-100');
    expect((await limitsOf(app.client, player)).deposited).toEqual({ day: '100.00', week: '100.00', month: '100.00' });
    for (const lang of ['en', 'zh'] as const) {
      const refused = await app.client.post(
        '/api/recharge',
        { id: 'pkg-100', pay_way: 7 },
        { token: player.token, lang },
      );
      expect({
        status: refused.status,
        error: refused.body.error,
        message: refused.body.message,
        data: refused.body.data,
      }).toEqual({
        status: 422,
        error: 'DEPOSIT_LIMIT_EXCEEDED',
        message: ERROR_MESSAGES.DEPOSIT_LIMIT_EXCEEDED[lang],
        data: { period: 'day', limit: '150.00', remaining: '50.00' },
      });
    }
    expect(await ordersOf(sql, player)).toBe(1);

    // Unpaid orders count as they may yet be paid: a second open 100 would pass the 150 (50 is left).
    const second = await aNewPlayer();
    await setLimits(app.client, second, { day: '150.00' });
    const first = await app.client.post('/api/recharge', { id: 'pkg-100', pay_way: 7 }, { token: second.token });
    expect(first.status).toBe(200);
    const another = await app.client.post('/api/recharge', { id: 'pkg-100', pay_way: 7 }, { token: second.token });
    expect([another.status, another.body.error, another.body.data]).toEqual([
      422,
      'DEPOSIT_LIMIT_EXCEEDED',
      { period: 'day', limit: '150.00', remaining: '50.00' },
    ]);
    expect(await ordersOf(sql, second)).toBe(1);

    // A card code past the limit is refused and stays unused.
    const batch = await aCardCodeBatch(app, app.client).withBean('60.00').issue();
    const card = await app.client.post('/api/card-recharge', { card: batch.codes[0] }, { token: player.token });
    expect([card.status, card.body.error]).toEqual([422, 'DEPOSIT_LIMIT_EXCEEDED']);

    // Raising waits 24 h; lowering another period applies at once.
    const raised = await setLimits(app.client, player, { day: '500.00', month: '800.00' });
    expect(raised.body.data).toMatchObject({
      day: '150.00',
      month: '800.00',
      pending: [{ period: 'day', amount: '500.00', effective_at: new Date(now.getTime() + 24 * HOUR).toISOString() }],
    });
    clock.setNow(new Date(now.getTime() + 24 * HOUR - 1000));
    expect((await limitsOf(app.client, player)).day).toBe('150.00');
    clock.setNow(new Date(now.getTime() + 24 * HOUR));
    expect(await limitsOf(app.client, player)).toMatchObject({ day: '500.00', pending: [] });
    // The same code, unused by the refusal, now within the raised limit.
    const redeemed = await app.client.post<{ bean: string }>(
      '/api/card-recharge',
      { card: batch.codes[0] },
      { token: player.token },
    );
    expect([redeemed.status, redeemed.body.data.bean]).toEqual([200, '60.00']);

    // Removing a limit is a raise too.
    const removed = await setLimits(app.client, player, { month: null });
    expect(removed.body.data).toMatchObject({ month: '800.00', pending: [{ period: 'month', amount: null }] });
  });

  it('refuses malformed limits with field messages in both languages', async () => {
    const player = await aNewPlayer();
    for (const body of [
      { day: '-1' },
      { week: '1.234' },
      { month: 'abc' },
      { day: '99999999999' },
      { month: '1000' },
    ]) {
      const refused = await setLimits(app.client, player, body);
      expect([refused.status, refused.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const zh = await app.client.post('/api/limits', { day: 'x' }, { token: player.token, lang: 'zh' });
    expect(JSON.stringify(zh.body.data)).toContain('限额');
  });
});

describe('cool-off and self-exclusion', () => {
  async function aPlayerWithItems(): Promise<{ player: TestPlayer; storageIds: string[] }> {
    const player = await aFundedPlayer(app, '500.00');
    const box = await aDemoBox(app.client);
    const opened = await app.client.post('/api/box/open', { id: box.id, num: 2 }, { token: player.token });
    expect(opened.status).toBe(200);
    const rows = await storageOf(app.client, player);
    return { player, storageIds: rows.map((row) => row.id) };
  }

  it('refuses play and top-ups while in force, in zh and en, and keeps recycling and extraction open', async () => {
    const { player, storageIds } = await aPlayerWithItems();
    const box = await aDemoBox(app.client);
    const started = await app.client.post<{ until: string | null }>(
      '/api/self_exclusion',
      { cool_off_hours: 48 },
      { token: player.token },
    );
    expect(started.status).toBe(200);
    const until = Date.parse(started.body.data.until!);
    expect(Math.abs(until - (Date.now() + 48 * HOUR))).toBeLessThan(60_000);

    const shown = await app.client.get<unknown>('/api/self_exclusion', { token: player.token });
    expect(shown.body.data).toMatchObject({
      kind: 'cool_off',
      until: started.body.data.until,
      permanent: false,
    });

    for (const lang of ['en', 'zh'] as const) {
      for (const [path, body] of [
        ['/api/box/open', { id: box.id, num: 1 }],
        ['/api/recharge', { id: 'pkg-10', pay_way: 7 }],
      ] as const) {
        const refused = await app.client.post(path, body, { token: player.token, lang });
        expect({ path, status: refused.status, error: refused.body.error, message: refused.body.message }).toEqual({
          path,
          status: 403,
          error: 'SELF_EXCLUDED',
          message: ERROR_MESSAGES.SELF_EXCLUDED[lang],
        });
      }
    }

    const recycled = await app.client.post('/api/cash', { data: [storageIds[0]] }, { token: player.token });
    expect(recycled.status).toBe(200);
    await app.client.post(
      '/api/set_steam_url',
      { steam_url: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234' },
      { token: player.token },
    );
    const extracted = await app.client.post('/api/extract', { data: [storageIds[1]] }, { token: player.token });
    expect(extracted.status).toBe(200);
  });

  it('cannot be shortened; a longer one replaces it; it ends on time', async () => {
    // Its five days end a minute before the real time: the games decide on the real clock (the player
    // stream's guard), the gate and the rules on the moved one.
    const now = new Date(Date.now() - 5 * 24 * HOUR - 60_000);
    clock.setNow(now);
    const player = await aFundedPlayer(app, '100.00');
    const box = await aDemoBox(app.client);
    expect((await app.client.post('/api/self_exclusion', { cool_off_hours: 72 }, { token: player.token })).status).toBe(
      200,
    );
    for (const lang of ['en', 'zh'] as const) {
      const shorter = await app.client.post(
        '/api/self_exclusion',
        { cool_off_hours: 24 },
        { token: player.token, lang },
      );
      expect({ status: shorter.status, error: shorter.body.error, message: shorter.body.message }).toEqual({
        status: 422,
        error: 'EXCLUSION_CANNOT_SHORTEN',
        message: ERROR_MESSAGES.EXCLUSION_CANNOT_SHORTEN[lang],
      });
    }
    const longer = await app.client.post<{ until: string }>(
      '/api/self_exclusion',
      { days: 5 },
      { token: player.token },
    );
    expect(longer.body.data.until).toBe(new Date(now.getTime() + 5 * 24 * HOUR).toISOString());
    expect((await app.client.post('/api/self_exclusion', { days: 4 }, { token: player.token })).body.error).toBe(
      'EXCLUSION_CANNOT_SHORTEN',
    );

    clock.setNow(new Date(now.getTime() + 5 * 24 * HOUR - 1000));
    expect((await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token })).body.error).toBe(
      'SELF_EXCLUDED',
    );
    clock.setNow(new Date(now.getTime() + 5 * 24 * HOUR));
    expect((await app.client.get('/api/self_exclusion', { token: player.token })).body.data).toBeNull();
    expect((await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token })).status).toBe(200);
  });

  it('a permanent self-exclusion answers until null and nothing replaces it', async () => {
    const player = await aNewPlayer();
    const permanent = await app.client.post<{ until: null }>(
      '/api/self_exclusion',
      { permanent: true },
      { token: player.token },
    );
    expect([permanent.status, permanent.body.data]).toEqual([200, { until: null }]);
    expect((await app.client.post('/api/self_exclusion', { days: 1825 }, { token: player.token })).body.error).toBe(
      'EXCLUSION_CANNOT_SHORTEN',
    );
    expect((await app.client.get('/api/self_exclusion', { token: player.token })).body.data).toMatchObject({
      permanent: true,
      until: null,
    });
  });

  it('validates the request: exactly one of days, permanent, cool_off_hours, within bounds', async () => {
    const player = await aNewPlayer();
    for (const body of [
      {},
      { days: 0 },
      { days: 1826 },
      { cool_off_hours: 23 },
      { cool_off_hours: 1009 },
      { days: 10, cool_off_hours: 30 },
      { permanent: false },
    ]) {
      const refused = await app.client.post('/api/self_exclusion', body, { token: player.token });
      expect({ body, status: refused.status, error: refused.body.error }).toEqual({
        body,
        status: 400,
        error: 'VALIDATION_FAILED',
      });
    }
  });
});

describe('reminders, the play session and the activity statement', () => {
  it('keeps the reminder, and reads spend and winnings of the session and the month from the ledger', async () => {
    const player = await aFundedPlayer(app, '500.00');
    expect((await app.client.get('/api/session_reminder', { token: player.token })).body.data).toEqual({
      every_minutes: null,
    });
    expect(
      (await app.client.post('/api/session_reminder', { every_minutes: 30 }, { token: player.token })).body.data,
    ).toEqual({
      every_minutes: 30,
    });
    expect((await app.client.post('/api/session_reminder', { every_minutes: 2 }, { token: player.token })).status).toBe(
      400,
    );
    expect((await app.client.get('/api/session_reminder', { token: player.token })).body.data).toEqual({
      every_minutes: 30,
    });

    const since = new Date(Date.now() - 60_000).toISOString();
    const box = await aDemoBox(app.client);
    await app.client.post('/api/box/open', { id: box.id, num: 2 }, { token: player.token });
    const won = (await storageOf(app.client, player)).reduce((sum, row) => sum + Math.round(Number(row.bean) * 100), 0);
    const spent = Math.round(Number(box.price) * 100) * 2;
    const session = (
      await app.client.get<{ minutes: number; spent: string; won: string; net: string }>(
        `/api/play_session?since=${encodeURIComponent(since)}`,
        { token: player.token },
      )
    ).body.data;
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect([cents(session.spent), cents(session.won), cents(session.net)]).toEqual([spent, won, won - spent]);
    expect(session.minutes).toBeGreaterThanOrEqual(1);

    const statement = (
      await app.client.get<{ months: { month: string; spend: string; winnings: string }[] }>(
        '/api/activity_statement',
        { token: player.token },
      )
    ).body.data;
    expect(statement.months).toHaveLength(12);
    expect([cents(statement.months[0].spend), cents(statement.months[0].winnings)]).toEqual([spent, won]);
  });
});

describe("the console's read-only view", () => {
  it('shows support the limits, the exclusion and the statement, and offers no way to change them', async () => {
    const player = await aNewPlayer();
    await setLimits(app.client, player, { week: '300.00' });
    await app.client.post('/api/self_exclusion', { cool_off_hours: 24 }, { token: player.token });
    const support = await aStaffMember(app).withRole('support').signIn(app.client);
    const view = await app.client.get<{
      limits: DepositLimitsView;
      exclusion: { kind: string };
      statement: { months: unknown[] };
    }>(`/admin/api/players/${player.id}/responsible-gaming`, { token: support.token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      limits: { week: '300.00' },
      exclusion: { kind: 'cool_off' },
      reminder: { every_minutes: null },
    });
    expect(view.body.data.statement.months).toHaveLength(12);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const change = await app.client.request(method, `/admin/api/players/${player.id}/responsible-gaming`, '{}', {
        token: support.token,
      });
      expect(change.status).toBe(404);
    }
  });
});
