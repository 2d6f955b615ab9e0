// PUT /admin/api/players/{id} over real HTTP: support fixes a profile (nickname, avatar removed, trade
// URL removed, language) with a reason; the player sees it at once; the staff audit log holds the
// profile before and after, the reason and who; refusals (no reason, a bad name, nothing to change,
// no such player, roles that may not) change nothing and write no entry. Money and the mobile never move.
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { type TestApp, suiteOf } from '../../platform/testing/test-app';
import { aStaffMember, AdminRest } from '../../staff/testing';
import { startIdentityTestApp } from '../testing/identity-e2e';
import { aPlayer, type TestPlayer } from '../testing/test-player';

const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-the-rest-of-a-png'),
]);

let app: TestApp, client: ApiClient, sql: SqlClient;
let support: AdminRest & { staffId: string };
let finance: AdminRest;
let content: AdminRest;

beforeAll(async () => {
  ({ app, client } = suiteOf(await startIdentityTestApp()));
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  const member = await aStaffMember(app).withRole('support').signIn(client);
  support = Object.assign(new AdminRest(client, member.token), { staffId: member.id });
  finance = new AdminRest(client, (await aStaffMember(app).withRole('finance').signIn(client)).token);
  content = new AdminRest(client, (await aStaffMember(app).withRole('content').signIn(client)).token);
});
afterAll(() => app.close());

/** A player with a nickname, an avatar and a trade URL, as they set them themselves. */
async function aDecoratedPlayer(): Promise<TestPlayer> {
  const player = await aPlayer(client).register();
  const token = { token: player.token };
  expect((await client.post('/api/set_name', { name: 'Rude Name' }, token)).status).toBe(200);
  const uploaded = await client.post<{ url: string }>('/api/image/base64', { data: PNG.toString('base64') }, token);
  expect((await client.post('/api/set_avatar', { path: uploaded.body.data.url }, token)).status).toBe(200);
  expect((await client.post('/api/set_steam_url', { steam_url: TRADE_URL }, token)).status).toBe(200);
  return player;
}

type Me = { name: string; avatar: string | null; steam_url: string | null; steam_id: string | null; lang: string };
const me = async (player: TestPlayer) => (await client.get<Me & Record<string, unknown>>('/api/me', player)).body.data;

async function auditEntries(playerId: string) {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT staff_id, role, action, resource, resource_id, before, after, reason, ip
       FROM admin_audit_log WHERE resource = 'players' AND resource_id = $1 ORDER BY id`,
    [playerId],
  );
  return rows;
}

it('support renames, removes the avatar and the trade URL and switches the language; the player sees it', async () => {
  const player = await aDecoratedPlayer();
  const before = await me(player);
  expect(before.avatar).not.toBeNull();
  const result = await support.put(
    `players/${player.id}`,
    { name: '  Player 7  ', reset_avatar: true, clear_steam_url: true, lang: 'zh', reason: 'ticket 4711' },
    'zh',
  );
  expect(result.status).toBe(200);
  expect(result.body).toMatchObject({
    message: '玩家资料已更新',
    data: { id: player.id, name: 'Player 7', avatar: null, steam_url: null, steam_id: null, lang: 'zh' },
  });
  const after = await me(player);
  expect(after).toMatchObject({ name: 'Player 7', avatar: null, steam_url: null, steam_id: null, lang: 'zh' });
  // Nothing else moved: money, the mobile, the invite code.
  expect({ ...after, name: '', avatar: '', steam_url: '', steam_id: '', lang: '' }).toEqual({
    ...before,
    name: '',
    avatar: '',
    steam_url: '',
    steam_id: '',
    lang: '',
  });
  expect(await auditEntries(player.id)).toEqual([
    {
      staff_id: support.staffId,
      role: 'support',
      action: 'edit',
      resource: 'players',
      resource_id: player.id,
      before: { name: 'Rude Name', avatar: before.avatar, steam_url: TRADE_URL, steam_id: before.steam_id, lang: 'en' },
      after: { name: 'Player 7', avatar: null, steam_url: null, steam_id: null, lang: 'zh' },
      reason: 'ticket 4711',
      ip: expect.any(String),
    },
  ]);
  expect((await support.put(`players/${player.id}`, { name: 'Player 8', reason: 'typo' }, 'en')).body.message).toBe(
    'Player profile updated',
  );
});

it('changes only what is asked: a name alone leaves avatar, trade URL and language', async () => {
  const player = await aDecoratedPlayer();
  const before = await me(player);
  expect((await support.put(`players/${player.id}`, { name: 'Calm Name', reason: 'rename' })).status).toBe(200);
  expect(await me(player)).toEqual({ ...before, name: 'Calm Name' });
  expect(await auditEntries(player.id)).toEqual([
    expect.objectContaining({
      before: expect.objectContaining({ name: 'Rude Name', steam_url: TRADE_URL }),
      after: expect.objectContaining({ name: 'Calm Name', steam_url: TRADE_URL }),
    }),
  ]);
});

describe('refusals change nothing and write no audit entry', () => {
  it.each([
    ['no reason', { name: 'New' }, 400, 'VALIDATION_FAILED'],
    ['an empty reason', { name: 'New', reason: '   ' }, 400, 'VALIDATION_FAILED'],
    ['an empty name', { name: '  ', reason: 'x' }, 400, 'VALIDATION_FAILED'],
    ['a name over 20 characters', { name: 'x'.repeat(21), reason: 'x' }, 400, 'VALIDATION_FAILED'],
    ['a control character', { name: 'a\u0007b', reason: 'x' }, 400, 'VALIDATION_FAILED'],
    ['an unknown language', { lang: 'fr', reason: 'x' }, 400, 'VALIDATION_FAILED'],
    ['nothing that would change', { name: 'Rude Name', lang: 'en', reason: 'x' }, 400, 'VALIDATION_FAILED'],
  ])('%s', async (_case, body, status, error) => {
    const player = await aDecoratedPlayer();
    const before = await me(player);
    expectRefusal(await support.put(`players/${player.id}`, body), status, error);
    expect(await me(player)).toEqual(before);
    expect(await auditEntries(player.id)).toEqual([]);
  });

  it('no such player: 404 USER_NOT_FOUND (zh and en)', async () => {
    const en = await support.put('players/nobody', { name: 'x', reason: 'x' }, 'en');
    expectRefusal(en, 404, 'USER_NOT_FOUND');
    expectRefusal(await support.put('players/nobody', { name: 'x', reason: 'x' }, 'zh'), 404, 'USER_NOT_FOUND');
  });

  it('finance and content may not edit players: 403 FORBIDDEN', async () => {
    const player = await aDecoratedPlayer();
    const before = await me(player);
    for (const rest of [finance, content]) {
      expectRefusal(await rest.put(`players/${player.id}`, { name: 'x', reason: 'x' }), 403, 'FORBIDDEN');
    }
    expect(await me(player)).toEqual(before);
    expect(await auditEntries(player.id)).toEqual([]);
  });

  it('a mobile, money or invite code in the body is ignored, never written', async () => {
    const player = await aDecoratedPlayer();
    const before = await me(player);
    const result = await support.put(`players/${player.id}`, {
      name: 'Fixed',
      mobile: '13800000000',
      bean: '999999.00',
      invite_code: 'STAFFCODE',
      reason: 'x',
    });
    expect(result.status).toBe(200);
    expect(await me(player)).toEqual({ ...before, name: 'Fixed' });
  });
});
