// Issue 12 over real HTTP: input no handler may see is refused centrally, never with a 5xx, and a
// refused request changes nothing. NUL characters anywhere and deep nesting: 400 INVALID_INPUT;
// JSON bodies are strictly typed (400 VALIDATION_FAILED instead of converting "1" or true); only
// UTF-8 JSON on /api and /admin/api (415 UNSUPPORTED_MEDIA_TYPE); bodies up to 64 KB, the avatar
// upload up to its own limit (413 PAYLOAD_TOO_LARGE).
import { signingHeaders } from '@lootledger/contracts';
import type { TestPlayer } from '../../identity/testing';
import {
  aDemoBox,
  aFundedPlayer,
  balanceOf,
  startGamesTestApp,
  type BoxDetail,
  type GamesTestApp,
} from '../../games/testing';
import { aStaffMember } from '../../staff/testing';
import { DEV_SIGNING_SECRET } from '../config/app-config';
import { SQL_CLIENT } from '../database/tokens';
import { expectRefusal, type ApiResult } from '../testing/api-client';
import type { SqlClient } from '@lootledger/event-store';

let app: GamesTestApp;
let box: BoxDetail;
let player: TestPlayer;
let staffToken: string;

beforeAll(async () => {
  app = await startGamesTestApp();
  box = await aDemoBox(app.client);
  player = await aFundedPlayer(app, '1000.00');
  staffToken = (await aStaffMember(app).withRole('admin').signIn(app.client)).token;
});
afterAll(() => app.close());

async function eventCount(): Promise<number> {
  const { rows } = await app.app.get<SqlClient>(SQL_CLIENT).query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0].n);
}

/** Runs a refused request and checks that neither the log nor the player's balance moved. */
async function refusedWithoutChange(send: () => Promise<ApiResult>): Promise<ApiResult> {
  const [events, balance] = [await eventCount(), await balanceOf(app.client, player)];
  const result = await send();
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(await eventCount()).toBe(events);
  expect(await balanceOf(app.client, player)).toBe(balance);
  return result;
}

/** A signed request with a raw body and content type of our choosing. */
async function rawPost(path: string, body: string | Buffer, contentType: string, token = player.token) {
  const response = await fetch(app.baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${token}`,
      ...signingHeaders(DEV_SIGNING_SECRET, { method: 'POST', path, body: Buffer.from(body) }),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as ApiResult['body'], headers: response.headers };
}

describe('NUL characters and deep nesting: 400 INVALID_INPUT on every kind of input', () => {
  const player_ = () => ({ token: player.token });
  const staff = () => ({ token: staffToken });
  const nul = 'a\u0000b';

  it.each([
    ['POST /api/box/open', () => app.client.post('/api/box/open', { id: nul, num: 1 }, player_())],
    ['POST /api/recharge', () => app.client.post('/api/recharge', { id: nul, pay_way: 7 }, player_())],
    ['GET /api/recharge/%00', () => app.client.get('/api/recharge/%00', player_())],
    ['GET /api/history/%00', () => app.client.get('/api/history/%00', player_())],
    ['POST /api/set_inviter', () => app.client.post('/api/set_inviter', { invite_code: nul }, player_())],
    ['a NUL in the query', () => app.client.get('/api/storage?page=1&status=%00', player_())],
    ['a NUL in a key', () => app.client.post('/api/box/open', { id: box.id, num: 1, [nul]: 1 }, player_())],
    ['GET /admin/api/players/%00', () => app.client.get('/admin/api/players/%00', staff())],
    [
      'an admin list filter',
      () => app.client.get(`/admin/api/players?filter=${encodeURIComponent(JSON.stringify({ q: nul }))}`, staff()),
    ],
    [
      'a coin-adjustment reason',
      () =>
        app.client.post(
          '/admin/api/coin-adjustments',
          { player_id: player.id, direction: 'credit', amount: '1.00', reason: nul },
          staff(),
        ),
    ],
  ])('%s', async (_case, send) => {
    expectRefusal(await refusedWithoutChange(send), 400, 'INVALID_INPUT');
  });

  it('refuses 5000 nested arrays in an unknown field, and deep JSON in an admin filter', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const body = `{"id":${JSON.stringify(box.id)},"num":1,"junk":${deep}}`;
    expectRefusal(
      await refusedWithoutChange(() => rawPost('/api/box/open', body, 'application/json')),
      400,
      'INVALID_INPUT',
    );
    const filter = encodeURIComponent(`{"q":${'['.repeat(40)}${']'.repeat(40)}}`);
    expectRefusal(
      await refusedWithoutChange(() => app.client.get(`/admin/api/players?filter=${filter}`, staff())),
      400,
      'INVALID_INPUT',
    );
  });

  it('says so in the request language', async () => {
    const zh = await app.client.get('/api/recharge/%00', { ...player_(), lang: 'zh' });
    expect(zh.body.message).toBe('请求含有不允许的内容（空字符或嵌套过深）');
    const en = await app.client.get('/api/recharge/%00', { ...player_(), lang: 'en' });
    expect(en.body.message).toMatch(/NUL character/);
  });
});

describe('strict JSON bodies', () => {
  it.each([
    ['num: true', { num: true }, 'num'],
    ['num: "1"', { num: '1' }, 'num'],
    ['id as a number', { id: 1 }, 'id'],
  ])('does not open a box with %s', async (_case, fields, field) => {
    const result = await refusedWithoutChange(() =>
      app.client.post('/api/box/open', { id: box.id, num: 1, ...fields }, { token: player.token }),
    );
    expectRefusal(result, 400, 'VALIDATION_FAILED');
    expect((result.body.data as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([field]);
  });

  it.each([
    ['{"days": null}', '/api/self_exclusion', { days: null }, 'days'],
    ['{"cool_off_hours": null}', '/api/self_exclusion', { cool_off_hours: null }, 'cool_off_hours'],
    ['{"permanent": null}', '/api/self_exclusion', { permanent: null }, 'permanent'],
    ['{"days": []}', '/api/self_exclusion', { days: [] }, 'days'],
    ['{"is_use": []} (an enum)', '/api/send_sms', { mobile: '13800138000', area_code: '86', is_use: [] }, 'is_use'],
    ['{"num": null}', '/api/box/open', { id: 'x', num: null }, 'num'],
    ['{"client_seed": {}}', '/api/box/open', { id: 'x', num: 1, client_seed: {} }, 'client_seed'],
  ])('refuses a null or another JSON type than documented (issue 27): %s', async (_case, path, body, field) => {
    const result = await refusedWithoutChange(() => app.client.post(path, body, { token: player.token, lang: 'zh' }));
    expectRefusal(result, 400, 'VALIDATION_FAILED');
    const errors = (result.body.data as { errors: { field: string; message: string }[] }).errors;
    expect(errors.map((error) => error.field)).toEqual([field]);
    expect(errors[0].message).toMatch(/不能为 null|必须是/);
  });

  it('takes null where the document says nullable: removing a deposit limit', async () => {
    const result = await app.client.post('/api/limits', { day: null }, { token: player.token });
    expect(result.status).toBe(200);
  });

  it('does not create a card batch with count: "5"', async () => {
    const result = await refusedWithoutChange(() =>
      app.client.post(
        '/admin/api/card-code-batches',
        { count: '5', bean: '10.00', expires_at: '2099-01-01T00:00:00Z' },
        { token: staffToken },
      ),
    );
    expectRefusal(result, 400, 'VALIDATION_FAILED');
  });

  it('still reads query strings as text: page=1&per_page=5', async () => {
    const result = await app.client.get('/api/storage?page=1&per_page=5&status=0', { token: player.token });
    expect(result.status).toBe(200);
  });

  it('opens a box with well-typed fields', async () => {
    const result = await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token });
    expect(result.status).toBe(200);
  });
});

describe('content types on the JSON APIs', () => {
  const body = () => JSON.stringify({ id: box.id, num: 1 });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', () => `id=${box.id}&num=1`],
    ['charset=utf-16', 'application/json; charset=utf-16', body],
    ['text/plain', 'text/plain', body],
    ['a JSON look-alike', 'application/json-patch+json', body],
  ])('refuses %s with 415 UNSUPPORTED_MEDIA_TYPE', async (_case, type, text) => {
    expectRefusal(
      await refusedWithoutChange(() => rawPost('/api/box/open', text(), type)),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('takes application/json with charset=UTF-8', async () => {
    const result = await rawPost('/api/box/open', body(), 'application/json; charset=UTF-8');
    expect(result.status).toBe(200);
  });
});

describe('bytes that are not UTF-8', () => {
  it.each([
    [
      'a lone 0xff in a string',
      Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xff]), Buffer.from('","num":1}')]),
    ],
    [
      'a truncated sequence',
      Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xe4, 0xb8]), Buffer.from('","num":1}')]),
    ],
    [
      'an overlong slash',
      Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('","num":1}')]),
    ],
    [
      'a UTF-16 surrogate in UTF-8',
      Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('","num":1}')]),
    ],
  ])('are refused with 400 BODY_NOT_UTF8, not read as a mangled value: %s', async (_case, bytes) => {
    const result = await refusedWithoutChange(() => rawPost('/api/box/open', bytes, 'application/json'));
    expectRefusal(result, 400, 'BODY_NOT_UTF8');
    const zh = await rawPost('/api/box/open?lang=zh', bytes, 'application/json');
    expect(zh.body.message).toBe('请求体不是有效的 UTF-8 编码');
  });

  it('takes UTF-8 beyond ASCII', async () => {
    const result = await rawPost('/api/set_name', JSON.stringify({ name: '玩家 Ünïcødé 🎁' }), 'application/json');
    expect(result.status).toBe(200);
  });
});

describe('body size', () => {
  it('refuses a body over 64 KB with 413 PAYLOAD_TOO_LARGE, and 10 MB at once', async () => {
    const padded = JSON.stringify({ id: box.id, num: 1, padding: 'p'.repeat(70 * 1024) });
    expectRefusal(
      await refusedWithoutChange(() => rawPost('/api/box/open', padded, 'application/json')),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const huge = JSON.stringify({ padding: 'p'.repeat(10 * 1024 * 1024) });
    expectRefusal(
      await refusedWithoutChange(() => rawPost('/api/box/open', huge, 'application/json')),
      413,
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('takes a 7 MB avatar upload (then judges the image) and refuses 8 MB', async () => {
    const sevenMb = JSON.stringify({ data: 'A'.repeat(7 * 1000 * 1000) });
    const judged = await rawPost('/api/image/base64', sevenMb, 'application/json');
    expect(judged.body.error).toMatch(/^IMAGE_/);
    const eightMb = JSON.stringify({ data: 'A'.repeat(8 * 1024 * 1024) });
    expectRefusal(await rawPost('/api/image/base64', eightMb, 'application/json'), 413, 'PAYLOAD_TOO_LARGE');
  });
});
