// The three paths of binding a mobile (spec section 7: /bind_mobile, /steam/bind_mobile and
// /user/bind-mobile, all under /api) answer alike: each binds, each refuses a wrong code with the same
// status, key and message, and the refusal changes nothing.
import { identitySuite, sendCode, wrongCode } from '../testing/identity-e2e';
import { expectRefusal } from '../../platform/testing/api-client';
import { randomMobile } from '../testing/test-player';
import { aSteamPlayer, steamProfileOf } from '../testing/test-steam';

const suite = identitySuite();

const PATHS = ['/api/bind_mobile', '/api/steam/bind_mobile', '/api/user/bind-mobile'] as const;

describe.each(PATHS)('POST %s', (path) => {
  it('binds a mobile to a Steam account without one, answering {mobile}', async () => {
    const steam = await aSteamPlayer(suite.client);
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 3);
    const bound = await suite.client.post(path, { mobile, area_code: '86', verify: code }, { token: steam.token });
    expect(bound.status).toBe(200);
    expect(bound.body).toEqual({ code: 200, message: expect.any(String), data: { mobile } });
    expect(await steamProfileOf(suite.client, steam.token)).toMatchObject({ mobile, area_code: '86' });
  });

  it('refuses a wrong code (422 SMS_CODE_INVALID, zh message), binding nothing', async () => {
    const steam = await aSteamPlayer(suite.client);
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 3);
    const refused = await suite.client.post(
      path,
      { mobile, area_code: '86', verify: wrongCode(code) },
      { token: steam.token, lang: 'zh' },
    );
    expectRefusal(refused, 422, 'SMS_CODE_INVALID');
    expect(refused.body.message).toBe('验证码错误或已过期');
    expect((await steamProfileOf(suite.client, steam.token)).mobile).toBeNull();
  });
});

describe('the three paths', () => {
  it('give the very same answer to a refusal: wrong code, bad field, no token', async () => {
    const steam = await aSteamPlayer(suite.client);
    const mobile = randomMobile();
    const code = await sendCode(suite.client, mobile, 3);
    // One after the other: three wrong tries stay under the five that burn the code.
    const answers = async (body: Record<string, unknown>, token?: string) => {
      const all: { status: number; answer: unknown }[] = [];
      for (const path of PATHS) {
        const { status, body: answer } = await suite.client.post(path, body, { token, lang: 'en' });
        all.push({ status, answer });
      }
      return all;
    };
    for (const [body, token] of [
      [{ mobile, area_code: '86', verify: wrongCode(code) }, steam.token],
      [{ mobile, area_code: '86', verify: '12ab' }, steam.token],
      [{ mobile, area_code: '86', verify: code }, undefined],
    ] as const) {
      const [first, ...others] = await answers(body, token);
      expect(first.status).toBeGreaterThanOrEqual(400);
      for (const other of others) expect(other).toEqual(first);
    }
    expect((await steamProfileOf(suite.client, steam.token)).mobile).toBeNull();
  });
});
