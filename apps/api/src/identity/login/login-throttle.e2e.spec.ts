// Sign-in throttling over real HTTP from several client addresses (127.0.0.x on the loopback, no
// X-Forwarded-For): wrong passwords from elsewhere never lock the owner out; one address guessing
// backs off, doubling; many addresses make every attempt pay a proof-of-work challenge, single use.
import { solveChallenge, type SignInChallenge, type SolvedChallenge } from '@lootledger/contracts';
import { type ApiClient, type ApiResult, expectRefusal } from '../../platform/testing/api-client';
import { type TestApp, suiteOf } from '../../platform/testing/test-app';
import { sendCode, startIdentityTestApp } from '../testing/identity-e2e';
import { advanceRateLimitClock } from '../../platform/testing/rate-limit-clock';
import { aPlayer, type TestPlayer } from '../testing/test-player';

let app: TestApp, client: ApiClient;
beforeAll(async () => ({ app, client } = suiteOf(await startIdentityTestApp())));
afterAll(() => app.close());

const login = (from: ApiClient, player: TestPlayer, credentials: Record<string, unknown>) =>
  from.post('/api/login', { stast: 'login', mobile: player.mobile, area_code: '86', ...credentials });

/** A client at another loopback address: 127.0.0.<n>. */
const at = (n: number) => client.fromAddress(`127.0.0.${n}`);

/** Ten wrong passwords on the player's account, one from each of ten addresses. */
async function failFromTenAddresses(player: TestPlayer, firstAddress: number): Promise<void> {
  for (let n = firstAddress; n < firstAddress + 10; n++) {
    expectRefusal(await login(at(n), player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
  }
}

function challengeOf(result: ApiResult): SignInChallenge {
  expectRefusal(result, 403, 'CHALLENGE_REQUIRED');
  return (result.body.data as { challenge: SignInChallenge }).challenge;
}

describe('sign-in throttling (e2e)', () => {
  it('ten wrong passwords from other addresses do not lock the owner out: from 127.0.0.1 the right password signs in (after the challenge)', async () => {
    const player = await aPlayer(client).register();
    await failFromTenAddresses(player, 10);
    const challenge = challengeOf(await login(client, player, { password: player.password }));
    expect(challenge).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      bits: app.config.signInChallengeBits,
      expires_at: expect.any(String),
    });
    const signedIn = await login(client, player, {
      password: player.password,
      challenge: await solveChallenge(challenge),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ token: expect.any(String) });
  });

  it('one address guessing one account backs off after 5 attempts (60 s, then doubling); the owner elsewhere is not affected', async () => {
    const player = await aPlayer(client).register();
    const attacker = at(30);
    for (let i = 0; i < 5; i++) {
      expectRefusal(await login(attacker, player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
    }
    const waiting = await login(attacker, player, { password: player.password });
    expectRefusal(waiting, 429, 'RATE_LIMITED');
    expect(waiting.body.data).toEqual({ retry_after: 60 });
    expect((await login(client, player, { password: player.password })).status).toBe(200);

    advanceRateLimitClock(app, 60);
    expectRefusal(await login(attacker, player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
    expect((await login(attacker, player, { password: 'wrong-password' })).body.data).toEqual({ retry_after: 120 });
    advanceRateLimitClock(app, 120);
    expectRefusal(await login(attacker, player, { password: 'wrong-password' }), 401, 'LOGIN_FAILED');
    expect((await login(attacker, player, { password: 'wrong-password' })).body.data).toEqual({ retry_after: 240 });
  });

  it('failures from many addresses make every attempt on the account pay a challenge, accepted once', async () => {
    const player = await aPlayer(client).register();
    await failFromTenAddresses(player, 40);
    const attacker = at(50);

    // Without a challenge, with a wrong nonce, with another account's or an expired one: refused, a fresh one each time.
    const first = challengeOf(await login(attacker, player, { password: 'guess-1' }));
    const wrongNonce: SolvedChallenge = { id: first.id, nonce: 'x' };
    const second = challengeOf(await login(attacker, player, { password: 'guess-1', challenge: wrongNonce }));
    expect(second.id).not.toBe(first.id);
    const other = await aPlayer(client).register();
    await failFromTenAddresses(other, 60);
    const othersChallenge = await solveChallenge(challengeOf(await login(attacker, other, { password: 'guess-1' })));
    challengeOf(await login(attacker, player, { password: 'guess-1', challenge: othersChallenge }));
    const expiring = await solveChallenge(challengeOf(await login(attacker, player, { password: 'guess-1' })));
    advanceRateLimitClock(app, 121);
    challengeOf(await login(attacker, player, { password: 'guess-1', challenge: expiring }));

    // Solved: the guess is judged (and counted); the same solution a second time is refused.
    const solved = await solveChallenge(challengeOf(await login(attacker, player, { password: 'guess-2' })));
    expectRefusal(await login(attacker, player, { password: 'guess-2', challenge: solved }), 401, 'LOGIN_FAILED');
    challengeOf(await login(attacker, player, { password: 'guess-3', challenge: solved }));

    const zh = await client.post('/api/login?lang=zh', {
      stast: 'login',
      mobile: player.mobile,
      area_code: '86',
      password: 'x',
    });
    expect(zh.body.message).toBe('该账户近期登录失败过多，请完成安全验证后再登录');
  });

  it('guards SMS-code login alike, and a password reset by SMS lifts the challenge', async () => {
    const player = await aPlayer(client).register();
    await failFromTenAddresses(player, 70);
    advanceRateLimitClock(app, 61);
    const code = await sendCode(client, player.mobile, 2);
    const challenge = challengeOf(await login(client, player, { verify: code }));
    const signedIn = await login(client, player, { verify: code, challenge: await solveChallenge(challenge) });
    expect(signedIn.status).toBe(200);

    advanceRateLimitClock(app, 61);
    const resetCode = await sendCode(client, player.mobile, 2);
    const reset = await client.post('/api/reset_password', {
      stast: 'forget',
      mobile: player.mobile,
      area_code: '86',
      verify: resetCode,
      password: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await login(client, player, { password: 'brand-new-pass' })).status).toBe(200);
  });
});
