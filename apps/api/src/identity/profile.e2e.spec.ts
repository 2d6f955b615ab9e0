// The profile calls over real HTTP: set_name, image/base64 + the served file, set_avatar,
// set_steam_url, setLanguage, set_inviter, and the public profile queries. Every refusal: status,
// error key, and the profile as it was.
import { QueryBus } from '@nestjs/cqrs';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ApiClient, expectRefusal } from '../platform/testing/api-client';
import { type TestApp, suiteOf } from '../platform/testing/test-app';
import { GetPlayerProfileQuery, GetPlayerProfilesQuery } from './get-player-profile/get-player-profile.query';
import { sqlOf, startIdentityTestApp } from './testing/identity-e2e';
import { aPlayer, type TestPlayer } from './testing/test-player';

let app: TestApp, client: ApiClient;
beforeAll(async () => ({ app, client } = suiteOf(await startIdentityTestApp())));
afterAll(() => app.close());

type Me = Record<string, unknown> & { name: string; avatar: string | null; lang: string; inviter: unknown };

async function me(player: TestPlayer): Promise<Me> {
  const result = await client.get<Me>('/api/me', { token: player.token });
  expect(result.status).toBe(200);
  return result.body.data;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-and-the-rest-of-a-png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest-of-a-jpeg')]);
const avatarDir = () => path.join(app.config.dataDir, 'uploads', 'avatars');
const avatarFiles = () => (fs.existsSync(avatarDir()) ? fs.readdirSync(avatarDir()).length : 0);

describe('authentication of the profile calls', () => {
  it.each([
    ['/api/set_name', { name: 'x' }],
    ['/api/image/base64', { data: PNG.toString('base64') }],
    ['/api/set_avatar', { path: '/uploads/avatars/x.png' }],
    ['/api/set_steam_url', { steam_url: 'x' }],
    ['/api/setLanguage', { lang: 'zh' }],
    ['/api/set_inviter', { invite_code: 'ABCDEFGH' }],
  ])('%s refuses a request without a token (401 UNAUTHENTICATED)', async (url, body) => {
    expectRefusal(await client.post(url, body), 401, 'UNAUTHENTICATED');
  });
});

describe('POST /api/set_name', () => {
  it('sets the trimmed name (up to 20 characters, any script)', async () => {
    const player = await aPlayer(client).register();
    const result = await client.post('/api/set_name', { name: '  Lucky Star  ' }, { token: player.token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ message: 'Saved', data: { name: 'Lucky Star' } });
    expect((await me(player)).name).toBe('Lucky Star');
    const twenty = '幸运星'.repeat(6) + '幸运';
    expect((await client.post('/api/set_name', { name: twenty }, { token: player.token })).status).toBe(200);
    expect((await me(player)).name).toBe(twenty);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['21 characters', 'x'.repeat(21)],
    ['a control character', 'bad\u0007name'],
    ['not a string', 42],
  ])('refuses %s (400 VALIDATION_FAILED), name unchanged', async (_name, name) => {
    const player = await aPlayer(client).register();
    const before = (await me(player)).name;
    expectRefusal(await client.post('/api/set_name', { name }, { token: player.token }), 400, 'VALIDATION_FAILED');
    expect((await me(player)).name).toBe(before);
  });

  it('refuses a NUL character before validation (400 INVALID_INPUT), name unchanged', async () => {
    const player = await aPlayer(client).register();
    const before = (await me(player)).name;
    const result = await client.post('/api/set_name', { name: 'bad\u0000name' }, { token: player.token });
    expectRefusal(result, 400, 'INVALID_INPUT');
    expect((await me(player)).name).toBe(before);
  });
});

describe('POST /api/image/base64, GET /uploads/avatars/:file and POST /api/set_avatar', () => {
  it('stores a PNG data URL and a bare base64 JPEG, serves them back typed by content, and sets one as avatar', async () => {
    const player = await aPlayer(client).register();
    const png = await client.post<{ url: string }>(
      '/api/image/base64',
      { data: `data:image/png;base64,${PNG.toString('base64')}` },
      { token: player.token },
    );
    expect(png.status).toBe(200);
    expect(png.body.data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const jpeg = await client.post<{ url: string }>(
      '/api/image/base64',
      { data: JPEG.toString('base64') },
      { token: player.token },
    );
    expect(jpeg.body.data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);

    for (const [url, bytes, type] of [
      [png.body.data.url, PNG, 'image/png'],
      [jpeg.body.data.url, JPEG, 'image/jpeg'],
    ] as const) {
      const served = await fetch(app.baseUrl + url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
    }

    const set = await client.post('/api/set_avatar', { path: png.body.data.url }, { token: player.token });
    expect(set.status).toBe(200);
    expect((await me(player)).avatar).toBe(png.body.data.url);
    // The absolute form of the same url is accepted too.
    expect(
      (await client.post('/api/set_avatar', { path: app.baseUrl + jpeg.body.data.url }, { token: player.token }))
        .status,
    ).toBe(200);
    expect((await me(player)).avatar).toBe(jpeg.body.data.url);
  });

  it.each([
    ['a GIF', 'IMAGE_INVALID', () => Buffer.from('GIF89a..........').toString('base64')],
    ['text that is not base64', 'IMAGE_INVALID', () => 'hello, world'],
    [
      'an SVG data URL',
      'IMAGE_INVALID',
      () => `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    ],
    [
      'a PNG of 5 MB + 1 byte',
      'IMAGE_TOO_LARGE',
      () => Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]).toString('base64'),
    ],
  ])('refuses %s (422 %s): no file, no upload', async (_name, error, data) => {
    const player = await aPlayer(client).register();
    const files = avatarFiles();
    expectRefusal(await client.post('/api/image/base64', { data: data() }, { token: player.token }), 422, error);
    expect(avatarFiles()).toBe(files);
    const { rows } = await sqlOf(app).query(`SELECT 1 FROM identity_uploads WHERE player_id = $1`, [player.id]);
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for files it never issued', async () => {
    for (const url of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/..%2F..%2Fpglite',
      '/uploads/avatars/x.png',
    ]) {
      expect((await fetch(app.baseUrl + url)).status).toBe(404);
    }
  });

  it('refuses an avatar path that this player did not upload (422 AVATAR_INVALID), avatar unchanged', async () => {
    const owner = await aPlayer(client).register();
    const other = await aPlayer(client).register();
    const upload = await client.post<{ url: string }>(
      '/api/image/base64',
      { data: PNG.toString('base64') },
      { token: owner.token },
    );
    for (const bad of [
      upload.body.data.url,
      'https://evil.example/x.png',
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
    ]) {
      expectRefusal(await client.post('/api/set_avatar', { path: bad }, { token: other.token }), 422, 'AVATAR_INVALID');
    }
    expect((await me(other)).avatar).toBeNull();
  });
});

describe('POST /api/set_steam_url', () => {
  const url = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd1234';

  it('stores the trade URL and derives steam_id', async () => {
    const player = await aPlayer(client).register();
    const result = await client.post('/api/set_steam_url', { steam_url: url }, { token: player.token });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ steam_url: url, steam_id: '76561198083722517' });
    expect(await me(player)).toMatchObject({ steam_url: url, steam_id: '76561198083722517' });
  });

  it('refuses a URL of another shape (422 STEAM_URL_INVALID), keeping the one set before', async () => {
    const player = await aPlayer(client).register();
    await client.post('/api/set_steam_url', { steam_url: url }, { token: player.token });
    for (const bad of [
      'https://steamcommunity.com/id/someone',
      'https://steamcommunity.com/tradeoffer/new/?partner=123&token=short',
      'hello',
    ]) {
      expectRefusal(
        await client.post('/api/set_steam_url', { steam_url: bad }, { token: player.token }),
        422,
        'STEAM_URL_INVALID',
      );
    }
    expect(await me(player)).toMatchObject({ steam_url: url, steam_id: '76561198083722517' });
  });
});

describe('POST /api/setLanguage', () => {
  it('switches the stored language; the same language again is 422 LANGUAGE_UNCHANGED ("already switched")', async () => {
    const player = await aPlayer(client).register();
    expect((await me(player)).lang).toBe('en');
    const result = await client.post('/api/setLanguage', { lang: 'zh' }, { token: player.token, lang: 'zh' });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('切换成功');
    expect((await me(player)).lang).toBe('zh');
    const again = await client.post('/api/setLanguage', { lang: 'zh' }, { token: player.token, lang: 'en' });
    expectRefusal(again, 422, 'LANGUAGE_UNCHANGED');
    expect(again.body.message).toBe('Already switched');
    expect((await me(player)).lang).toBe('zh');
  });

  it('refuses an unsupported language (400 VALIDATION_FAILED), language unchanged', async () => {
    const player = await aPlayer(client).register();
    expectRefusal(
      await client.post('/api/setLanguage', { lang: 'fr' }, { token: player.token }),
      400,
      'VALIDATION_FAILED',
    );
    expect((await me(player)).lang).toBe('en');
  });
});

describe('POST /api/set_inviter', () => {
  it('binds an inviter once; a second bind is 409 INVITER_ALREADY_BOUND and the first stays', async () => {
    const [player, first, second] = [
      await aPlayer(client).register(),
      await aPlayer(client).register(),
      await aPlayer(client).register(),
    ];
    const result = await client.post('/api/set_inviter', { invite_code: first.inviteCode }, { token: player.token });
    expect(result.status).toBe(200);
    const firstName = (await me(first)).name;
    expect(result.body.data).toEqual({ name: firstName, invite_code: first.inviteCode });
    expect((await me(player)).inviter).toEqual({ name: firstName, invite_code: first.inviteCode });
    expectRefusal(
      await client.post('/api/set_inviter', { invite_code: second.inviteCode }, { token: player.token }),
      409,
      'INVITER_ALREADY_BOUND',
    );
    expect((await me(player)).inviter).toEqual({ name: firstName, invite_code: first.inviteCode });
  });

  it('refuses after an inviter was bound at registration (409)', async () => {
    const inviter = await aPlayer(client).register();
    const other = await aPlayer(client).register();
    const player = await aPlayer(client).invitedBy(inviter.inviteCode).register();
    const before = (await me(player)).inviter;
    expectRefusal(
      await client.post('/api/set_inviter', { invite_code: other.inviteCode }, { token: player.token }),
      409,
      'INVITER_ALREADY_BOUND',
    );
    expect((await me(player)).inviter).toEqual(before);
  });

  it('refuses an unknown code, its own code and the code of its own invitee (422 INVITE_CODE_INVALID), inviter still none', async () => {
    const player = await aPlayer(client).register();
    const invitee = await aPlayer(client).invitedBy(player.inviteCode).register();
    const grandInvitee = await aPlayer(client).invitedBy(invitee.inviteCode).register();
    for (const code of ['ZZZZZZZZ', player.inviteCode, invitee.inviteCode, grandInvitee.inviteCode]) {
      expectRefusal(
        await client.post('/api/set_inviter', { invite_code: code }, { token: player.token }),
        422,
        'INVITE_CODE_INVALID',
      );
    }
    expect((await me(player)).inviter).toBeNull();
  });

  it('of two simultaneous binds exactly one wins', async () => {
    const [player, a, b] = [
      await aPlayer(client).register(),
      await aPlayer(client).register(),
      await aPlayer(client).register(),
    ];
    const results = await Promise.all(
      [a, b].map((inviter) =>
        client.post('/api/set_inviter', { invite_code: inviter.inviteCode }, { token: player.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? a : b;
    expect((await me(player)).inviter).toMatchObject({ invite_code: winner.inviteCode });
  });
});

describe('GetPlayerProfileQuery / GetPlayerProfilesQuery (for other contexts)', () => {
  it('gives public profiles by id without mobile or password; null / left out for unknown ids', async () => {
    const inviter = await aPlayer(client).register();
    const player = await aPlayer(client).invitedBy(inviter.inviteCode).register();
    const queryBus = app.app.get(QueryBus);
    const profile = await queryBus.execute(new GetPlayerProfileQuery(player.id));
    expect(profile).toEqual({
      id: player.id,
      name: `Player_${player.inviteCode}`,
      avatar: null,
      inviteCode: player.inviteCode,
      inviteCodeCustom: false,
      inviterId: inviter.id,
      steamId: null,
      steamUrl: null,
      lang: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(await queryBus.execute(new GetPlayerProfileQuery('no-such-player'))).toBeNull();
    const many = await queryBus.execute(new GetPlayerProfilesQuery([player.id, inviter.id, player.id, 'nobody']));
    expect(many.map((p) => p.id).sort()).toEqual([player.id, inviter.id].sort());
  });
});
