// The console's player resources over real HTTP: GET /admin/api/players (filters, sort, range,
// Content-Range) and /{id}, and one player's ledger as react-admin lists filtered by player_id:
// player-events, change-records, storage, seed-pairs.
import { randomBytes } from 'node:crypto';
import { ChangeType, formatAmount, parseAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { aDemoBox, startGamesTestApp, topUp, type BoxDetail, type GamesTestApp } from '../../games/testing';
import { aPlayer, type TestPlayer } from '../testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { expectRefusal } from '../../platform/testing/api-client';
import { aStaffMember } from '../../staff/testing';
import { aPaidTopUp } from '../../payments/testing';

let app: GamesTestApp;
let box: BoxDetail;
let token: string;
const tag = randomBytes(3).toString('hex');
let inviter: TestPlayer;
let invitee: TestPlayer;
let frozen: TestPlayer;
let opened: { storage_id: string; bean: string }[];

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const list = <T>(resource: string, query: { filter?: unknown; sort?: unknown; range?: unknown } = {}) => {
  const parts = Object.entries(query).map(([key, value]) => `${key}=${q(value)}`);
  return app.client.get<T[]>(`/admin/api/${resource}${parts.length ? `?${parts.join('&')}` : ''}`, { token });
};

beforeAll(async () => {
  app = await startGamesTestApp();
  box = await aDemoBox(app.client);
  token = (await aStaffMember(app).withRole('support').signIn(app.client)).token;
  inviter = await aPlayer(app.client).register();
  invitee = await aPlayer(app.client).invitedBy(inviter.inviteCode).register();
  frozen = await aPlayer(app.client).register();
  for (const [player, name] of [
    [inviter, `${tag}-b-inviter`],
    [invitee, `${tag}-a-invitee`],
    [frozen, `${tag}-c-frozen`],
  ] as const) {
    await app.client.post('/api/set_name', { name }, { token: player.token });
  }
  // The invitee: coins (a red packet), two boxes opened, one item recycled, one rotation.
  await topUp(app, invitee.id, formatAmount(parseAmount(box.price)! * 2n + 1_000n));
  const open = await app.client.post<{ items: { storage_id: string; bean: string }[] }>(
    '/api/box/open',
    { id: box.id, num: 2 },
    { token: invitee.token },
  );
  opened = open.body.data.items;
  await app.client.post('/api/cash', { data: [opened[0].storage_id] }, { token: invitee.token });
  await app.client.post('/api/fairness/rotate', {}, { token: invitee.token });
  await app.client.post(`/admin/api/players/${frozen.id}/freeze`, { reason: 'test freeze' }, { token });
});
afterAll(() => app.close());

interface Player {
  id: string;
  name: string;
  mobile: string;
  invite_code: string;
  inviter_id: string | null;
  bean: string;
  vip_level: number;
  frozen: boolean;
  total_recharge: string;
  last_sign_in_at: string | null;
  created_at: string;
}

describe('GET /admin/api/players', () => {
  it('lists players newest first with balance, VIP level, freeze and a Content-Range', async () => {
    const result = await list<Player>('players', { filter: { q: tag } });
    expect(result.status).toBe(200);
    expect(result.body.data.map((player) => player.id)).toEqual([frozen.id, invitee.id, inviter.id]);
    expect(result.headers.get('content-range')).toBe('players 0-2/3');
    const row = result.body.data[1];
    expect(row).toMatchObject({
      id: invitee.id,
      mobile: invitee.mobile,
      invite_code: invitee.inviteCode,
      inviter_id: inviter.id,
      frozen: false,
    });
    expect(row.bean).toMatch(/^\d+\.\d{2}$/);
    expect(result.body.data[0].frozen).toBe(true);
  });

  it('filters by q (mobile part, name part, exact id or invite code), id list, inviter, frozen and registration time', async () => {
    const ids = async (filter: unknown) => (await list<Player>('players', { filter })).body.data.map((p) => p.id);
    expect(await ids({ q: invitee.mobile.slice(3, 9) })).toEqual([invitee.id]);
    expect(await ids({ q: `${tag}-A-INV` })).toEqual([invitee.id]);
    expect(await ids({ q: inviter.id })).toEqual([inviter.id]);
    expect(await ids({ q: frozen.inviteCode.toLowerCase() })).toEqual([frozen.id]);
    expect((await ids({ id: [inviter.id, frozen.id] })).sort()).toEqual([inviter.id, frozen.id].sort());
    expect(await ids({ inviter_id: inviter.id })).toEqual([invitee.id]);
    expect(await ids({ q: tag, frozen: true })).toEqual([frozen.id]);
    expect(await ids({ q: tag, frozen: false })).toEqual([invitee.id, inviter.id]);
    expect(await ids({ q: tag, registered_from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(await ids({ q: tag, registered_to: new Date(Date.now() + 60_000).toISOString() })).toHaveLength(3);
  });

  it('sorts by name or id and serves a range', async () => {
    const byName = await list<Player>('players', { filter: { q: tag }, sort: ['name', 'ASC'], range: [0, 1] });
    expect(byName.body.data.map((p) => p.name)).toEqual([`${tag}-a-invitee`, `${tag}-b-inviter`]);
    expect(byName.headers.get('content-range')).toBe('players 0-1/3');
    const next = await list<Player>('players', { filter: { q: tag }, sort: ['name', 'ASC'], range: [2, 3] });
    expect(next.body.data.map((p) => p.name)).toEqual([`${tag}-c-frozen`]);
    expect(next.headers.get('content-range')).toBe('players 2-2/3');
    const byId = await list<Player>('players', { filter: { q: tag }, sort: ['id', 'DESC'] });
    expect(byId.body.data.map((p) => p.id)).toEqual([inviter.id, invitee.id, frozen.id].sort().reverse());
  });

  it("shows each player's total deposits (paid recharges) and last sign-in (their newest session)", async () => {
    const depositor = await aPlayer(app.client).register();
    await aPaidTopUp(app.client, depositor);
    const row = async (player: TestPlayer) =>
      (await list<Player>('players', { filter: { id: [player.id] } })).body.data[0];
    const newestSession = async (player: TestPlayer) => {
      const { rows } = await app.app
        .get<SqlClient>(SQL_CLIENT)
        .query<{ at: Date }>(`SELECT max(created_at) AS at FROM identity_sessions WHERE player_id = $1`, [player.id]);
      return new Date(rows[0].at).toISOString();
    };
    const me = await app.client.get<{ total_recharge: string }>('/api/me', { token: depositor.token });
    const before = await row(depositor);
    expect(before.total_recharge).toBe(me.body.data.total_recharge);
    expect(parseAmount(before.total_recharge)).toBeGreaterThan(0n);
    expect((await row(invitee)).total_recharge).toBe('0.00');
    // Registration signed them in.
    expect(before.last_sign_in_at).toBe(await newestSession(depositor));

    const login = await app.client.post('/api/login', {
      mobile: depositor.mobile,
      area_code: '86',
      password: depositor.password,
    });
    expect(login.status).toBe(200);
    const after = await row(depositor);
    expect(after.last_sign_in_at).toBe(await newestSession(depositor));
    expect(Date.parse(after.last_sign_in_at!)).toBeGreaterThan(Date.parse(before.last_sign_in_at!));
    // The profile carries the same fields.
    const detail = await app.client.get<Player>(`/admin/api/players/${depositor.id}`, { token });
    expect(detail.body.data).toMatchObject({
      total_recharge: before.total_recharge,
      last_sign_in_at: after.last_sign_in_at,
    });
  });

  it('refuses an unknown sort field or filter (400 naming it)', async () => {
    const badSort = await list('players', { sort: ['password_hash', 'ASC'] });
    expectRefusal(badSort, 400, 'VALIDATION_FAILED');
    const badFilter = await list<unknown>('players', { filter: { password: 'x' } });
    expectRefusal(badFilter, 400, 'VALIDATION_FAILED');
    expect(JSON.stringify(badFilter.body.data)).toContain('filter.password');
  });
});

describe('GET /admin/api/players/{id}', () => {
  it('shows the profile with balance, VIP level, total recharge and the inviter', async () => {
    const result = await app.client.get<Record<string, unknown>>(`/admin/api/players/${invitee.id}`, { token });
    expect(result.status).toBe(200);
    const me = await app.client.get<Record<string, unknown>>('/api/me', { token: invitee.token });
    expect(result.body.data).toMatchObject({
      id: invitee.id,
      mobile: invitee.mobile,
      bean: me.body.data.bean,
      vip_level: me.body.data.vip_level,
      total_recharge: me.body.data.total_recharge,
      paid_recharges: 0,
      inviter: { id: inviter.id, name: `${tag}-b-inviter`, invite_code: inviter.inviteCode },
      frozen: false,
      frozen_reason: null,
    });
  });

  it('shows the freeze with its reason; 404 for an unknown player', async () => {
    const result = await app.client.get<Record<string, unknown>>(`/admin/api/players/${frozen.id}`, { token });
    expect(result.body.data).toMatchObject({ frozen: true, frozen_reason: 'test freeze', inviter: null });
    expect(result.body.data.frozen_at).toEqual(expect.any(String));
    expectRefusal(await app.client.get('/admin/api/players/nobody', { token }), 404, 'USER_NOT_FOUND');
  });
});

describe("one player's ledger (react-admin lists by player_id)", () => {
  it('player-events: the raw stream, newest first, with types and amounts; type filter; range', async () => {
    const all = await list<{ version: number; type: string; amount: string | null; data: Record<string, unknown> }>(
      'player-events',
      { filter: { player_id: invitee.id } },
    );
    expect(all.status).toBe(200);
    const versions = all.body.data.map((event) => event.version);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(all.headers.get('content-range')).toBe(`player-events 0-${versions.length - 1}/${versions[0]}`);
    expect(new Set(all.body.data.map((event) => event.type))).toEqual(
      new Set([
        'SeedPairCommitted',
        'CoinsCredited',
        'CoinsDebited',
        'BoxOpened',
        'ItemsGranted',
        'ItemsRecycled',
        'SeedPairRevealed',
      ]),
    );
    const debit = all.body.data.find((event) => event.type === 'CoinsDebited')!;
    expect(debit.amount).toBe(`-${formatAmount(parseAmount(box.price)! * 2n)}`);
    expect(debit.data.amount).toBe((-parseAmount(box.price)! * 2n).toString());

    const coins = await list<{ type: string }>('player-events', {
      filter: { player_id: invitee.id, type: ['CoinsCredited', 'CoinsDebited'] },
      sort: ['version', 'ASC'],
      range: [0, 0],
    });
    expect(coins.body.data.map((event) => event.type)).toEqual(['CoinsCredited']);
    expect(coins.headers.get('content-range')).toBe('player-events 0-0/3');
  });

  it('change-records: signed amounts, balance after, reference and the actor of each', async () => {
    const result = await list<{
      change_type: number;
      bean: string;
      final_bean: string;
      actor_type: string;
      actor_id: string;
      counter_account: string;
    }>('change-records', { filter: { player_id: invitee.id }, sort: ['created_at', 'ASC'] });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-range')).toBe('change-records 0-2/3');
    expect(result.body.data.map((row) => [row.change_type, row.actor_type, row.counter_account])).toEqual([
      [ChangeType.RED_PACKET, 'system', 'promotion_expense'],
      [ChangeType.BOX_OPEN, 'player', 'house_revenue'],
      [ChangeType.RECYCLE, 'player', 'house_revenue'],
    ]);
    expect(result.body.data[1].actor_id).toBe(invitee.id);
    const recycles = await list<{ bean: string }>('change-records', {
      filter: { player_id: invitee.id, change_type: ChangeType.RECYCLE },
    });
    expect(recycles.body.data.map((row) => row.bean)).toEqual([opened[0].bean]);
    const expenses = await list('change-records', { filter: { player_id: invitee.id, type: 2 } });
    expect(expenses.headers.get('content-range')).toBe('change-records 0-0/1');
    const newest = (result.body.data as unknown as { created_at: string }[])[2].created_at;
    const until = await list('change-records', { filter: { player_id: invitee.id, to: newest } });
    expect(until.headers.get('content-range')).toBe('change-records 0-2/3');
    const later = await list('change-records', {
      filter: { player_id: invitee.id, from: new Date(Date.now() + 60_000) },
    });
    expect(later.headers.get('content-range')).toBe('change-records 0-0/0');
  });

  it('storage: items in any status, filtered by status', async () => {
    const all = await list<{ id: string; status: number; bean: string; source: string }>('storage', {
      filter: { player_id: invitee.id },
    });
    expect(all.body.data.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [opened[0].storage_id, 2],
        [opened[1].storage_id, 0],
      ].sort(),
    );
    expect(all.body.data.every((row) => row.source === 'box_open')).toBe(true);
    const backpack = await list<{ id: string }>('storage', { filter: { player_id: invitee.id, status: 0 } });
    expect(backpack.body.data.map((row) => row.id)).toEqual([opened[1].storage_id]);
    expect(backpack.headers.get('content-range')).toBe('storage 0-0/1');
  });

  it('seed-pairs: the revealed pair with its server seed, the active one without; its seed is never served', async () => {
    const result = await list<{
      id: string;
      server_seed: string | null;
      revealed_at: string | null;
      nonce: number | null;
    }>('seed-pairs', { filter: { player_id: invitee.id }, sort: ['created_at', 'ASC'] });
    expect(result.body.data).toHaveLength(2);
    const [revealed, active] = result.body.data;
    expect(revealed.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(revealed.nonce).toBe(2);
    expect(active).toMatchObject({ server_seed: null, revealed_at: null, nonce: null });
    const vault = await app.app
      .get<SqlClient>(SQL_CLIENT)
      .query<{ server_seed: string }>(`SELECT server_seed FROM games_server_seeds WHERE pair_id = $1`, [active.id]);
    const secret = vault.rows[0].server_seed;
    for (const resource of ['seed-pairs', 'player-events']) {
      const body = JSON.stringify((await list(resource, { filter: { player_id: invitee.id } })).body);
      expect(body).not.toContain(secret);
    }
    const onlyRevealed = await list('seed-pairs', { filter: { player_id: invitee.id, revealed: true } });
    expect(onlyRevealed.headers.get('content-range')).toBe('seed-pairs 0-0/1');
  });

  it('each needs filter.player_id (400)', async () => {
    for (const resource of ['player-events', 'change-records', 'storage', 'seed-pairs']) {
      const result = await list(resource);
      expectRefusal(result, 400, 'VALIDATION_FAILED');
      expect(JSON.stringify(result.body.data)).toContain('filter.player_id');
    }
  });
});
