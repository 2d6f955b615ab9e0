// POST /api/set_invite_code over real HTTP on a real database: the rules (format, reserved, taken in
// any case, once), their zh/en messages, the code a player replaced still leading to them, and the
// races (many players claiming one code at once; one player choosing two codes at once).
import { createSqlClient } from '@lootledger/event-store';
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { type TestApp, suiteOf } from '../../platform/testing/test-app';
import { sqlOf, startIdentityTestApp } from '../testing/identity-e2e';
import { aPlayer, type TestPlayer } from '../testing/test-player';
import { isInviteCodeTakenViolation, PlayerAccountRepository } from '../accounts/player-account.repository';

let app: TestApp, client: ApiClient;
beforeAll(async () => ({ app, client } = suiteOf(await startIdentityTestApp())));
afterAll(() => app.close());

interface Me {
  invite_code: string;
  /** From GET /api/promote (the promotion centre's standing). */
  invite_code_custom: boolean;
  inviter: { name: string; invite_code: string } | null;
}

/** The player's own view: /api/me, and whether they chose their code from /api/promote. */
async function me(player: TestPlayer): Promise<Me> {
  const result = await client.get<Me>('/api/me', { token: player.token });
  expect(result.status).toBe(200);
  const promote = await client.get<{ user: { invite_code: string; invite_code_custom: boolean } }>('/api/promote', {
    token: player.token,
  });
  expect(promote.body.data.user.invite_code).toBe(result.body.data.invite_code);
  return {
    invite_code: result.body.data.invite_code,
    invite_code_custom: promote.body.data.user.invite_code_custom,
    inviter: result.body.data.inviter,
  };
}

const setCode = (player: TestPlayer, code: unknown, lang?: 'zh' | 'en') =>
  client.post<{ invite_code: string }>('/api/set_invite_code', { invite_code: code }, { token: player.token, lang });

/** A code nobody has yet (letters first: never all digits). */
let serial = 0;
const freshCode = (prefix = 'MY') => `${prefix}${Date.now().toString(36).slice(-6)}${serial++}`.toUpperCase();

it('refuses a request without a token (401 UNAUTHENTICATED)', async () => {
  expectRefusal(await client.post('/api/set_invite_code', { invite_code: 'LUCKY7' }), 401, 'UNAUTHENTICATED');
});

describe('choosing a code', () => {
  it('stores it upper case, shows it on /api/me and in the promotion centre (chosen), in both languages', async () => {
    const player = await aPlayer(client).register();
    const before = await me(player);
    expect(before.invite_code_custom).toBe(false);
    const code = freshCode('lucky');
    const result = await setCode(player, `  ${code.toLowerCase()} `, 'zh');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 200, message: '邀请码设置成功', data: { invite_code: code } });
    expect(await me(player)).toMatchObject({ invite_code: code, invite_code_custom: true });

    const english = await aPlayer(client).register();
    const other = freshCode('star');
    expect((await setCode(english, other, 'en')).body).toMatchObject({ message: 'Invite code saved' });
  });

  it('lets new players register with the new code (any case) and with the code it replaced', async () => {
    const inviter = await aPlayer(client).register();
    const generated = (await me(inviter)).invite_code;
    const code = freshCode('ref');
    expect((await setCode(inviter, code)).status).toBe(200);
    const byNew = await aPlayer(client).invitedBy(code.toLowerCase()).register();
    const byOld = await aPlayer(client).invitedBy(generated).register();
    expect((await me(byNew)).inviter).toEqual({ name: expect.any(String), invite_code: code });
    expect((await me(byOld)).inviter).toEqual({ name: expect.any(String), invite_code: code });
  });
});

describe('refusals (each in zh and en; nothing changes)', () => {
  it.each(['ABC', 'A2345678901234567', '12345678', 'LUCKY-7', 'LUCKY 7', '幸运星星'])(
    '%j: 422 INVITE_CODE_FORMAT',
    async (code) => {
      const player = await aPlayer(client).register();
      const before = await me(player);
      const en = await setCode(player, code, 'en');
      expectRefusal(en, 422, 'INVITE_CODE_FORMAT');
      expect(en.body.message).toBe('An invite code has 4 to 16 letters and digits, at least one of them a letter');
      const zh = await setCode(player, code, 'zh');
      expectRefusal(zh, 422, 'INVITE_CODE_FORMAT');
      expect(zh.body.message).toBe('邀请码须为 4–16 位字母或数字，且至少包含一个字母');
      expect(await me(player)).toEqual(before);
    },
  );

  it('not a string: 400 VALIDATION_FAILED', async () => {
    const player = await aPlayer(client).register();
    expectRefusal(await setCode(player, 12345), 400, 'VALIDATION_FAILED');
  });

  it("the player's own code (any case): 422 INVITE_CODE_UNCHANGED", async () => {
    const player = await aPlayer(client).register();
    const { invite_code: own } = await me(player);
    const zh = await setCode(player, own.toLowerCase(), 'zh');
    expectRefusal(zh, 422, 'INVITE_CODE_UNCHANGED');
    expect(zh.body.message).toBe('这已经是您的邀请码');
    expect((await setCode(player, own, 'en')).body.message).toBe('This is already your invite code');
    expect((await me(player)).invite_code_custom).toBe(false);
  });

  it("another player's code, current or replaced, in any case, or a reserved word: 409 INVITE_CODE_TAKEN", async () => {
    const holder = await aPlayer(client).register();
    const generated = (await me(holder)).invite_code;
    const chosen = freshCode('own');
    expect((await setCode(holder, chosen)).status).toBe(200);
    const player = await aPlayer(client).register();
    const before = await me(player);
    for (const code of [chosen, chosen.toLowerCase(), generated, generated.toLowerCase(), 'Admin', 'LootLedger8']) {
      const en = await setCode(player, code, 'en');
      expectRefusal(en, 409, 'INVITE_CODE_TAKEN');
      expect(en.body.message).toBe('This invite code is taken; choose another');
    }
    expect((await setCode(player, chosen, 'zh')).body.message).toBe('该邀请码已被占用，请换一个');
    expect(await me(player)).toEqual(before);
  });

  it('a second choice: 409 INVITE_CODE_ALREADY_SET', async () => {
    const player = await aPlayer(client).register();
    const first = freshCode('first');
    expect((await setCode(player, first)).status).toBe(200);
    const zh = await setCode(player, freshCode('second'), 'zh');
    expectRefusal(zh, 409, 'INVITE_CODE_ALREADY_SET');
    expect(zh.body.message).toBe('邀请码只能设置一次，您已设置过');
    const en = await setCode(player, freshCode('third'), 'en');
    expect(en.body.message).toBe('You have already chosen your invite code; it can be set only once');
    expect((await me(player)).invite_code).toBe(first);
  });
});

describe('races', () => {
  it('eight players claiming one code at once (in different cases): exactly one gets it', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => aPlayer(client).register()));
    const code = freshCode('race');
    const results = await Promise.all(
      players.map((player, index) => setCode(player, index % 2 ? code.toLowerCase() : code)),
    );
    const winners = results.flatMap((result, index) => (result.status === 200 ? [players[index]] : []));
    expect(winners).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) expectRefusal(result, 409, 'INVITE_CODE_TAKEN');
    const { rows } = await sqlOf(app).query<{ player_id: string }>(
      `SELECT player_id FROM identity_invite_codes WHERE code = $1`,
      [code],
    );
    expect(rows).toEqual([{ player_id: winners[0].id }]);
    for (const player of players) {
      const mine = await me(player);
      expect(mine.invite_code === code).toBe(player === winners[0]);
      expect(mine.invite_code_custom).toBe(player === winners[0]);
    }
  });

  it('one player choosing four codes at once: one is set, the others 409 INVITE_CODE_ALREADY_SET', async () => {
    const player = await aPlayer(client).register();
    const codes = Array.from({ length: 4 }, () => freshCode('multi'));
    const results = await Promise.all(codes.map((code) => setCode(player, code)));
    const set = codes.filter((_, index) => results[index].status === 200);
    expect(set).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 200)) expectRefusal(result, 409, 'INVITE_CODE_ALREADY_SET');
    expect((await me(player)).invite_code).toBe(set[0]);
    // The codes that lost were never claimed: another player may take them.
    const other = await aPlayer(client).register();
    expect(
      (
        await setCode(
          other,
          codes.find((code) => code !== set[0])!,
        )
      ).status,
    ).toBe(200);
  });
});

/**
 * PostgreSQL: until the second claim waits on a lock the first holds (its key), not any other wait of
 * the app's background work. Asked on a connection of its own: the app's pool may be all taken by the
 * two claims.
 */
async function untilSomeoneWaitsForALock(): Promise<void> {
  const observer = await createSqlClient({ databaseUrl: app.config.databaseUrl, poolSize: 1 });
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error("the second claim never waited for the first one's lock");
      const { rows } = await observer.query(
        `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE NOT l.granted AND a.datname = current_database() AND a.query LIKE 'UPDATE identity_players%'`,
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await observer.close();
  }
}

describe('the database key behind the races', () => {
  it('refuses a second player the code another transaction claimed, even after both passed the check', async () => {
    const [first, second] = await Promise.all([aPlayer(client).register(), aPlayer(client).register()]);
    const players = app.app.get(PlayerAccountRepository);
    const sql = sqlOf(app);
    const code = freshCode('key');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const firstHasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    // The first claim stays uncommitted until the second has tried (on PGlite, one connection, the
    // second simply runs after the first commits: refused all the same).
    const firstClaim = sql.transaction(async (tx) => {
      await players.setInviteCode(first.id, code, new Date(), tx);
      claimed();
      await held;
    });
    if (process.env.DATABASE_URL) await firstHasClaimed;
    // Its refusal is taken as it comes (a rejection nobody listens to yet would end the worker).
    const secondClaim = sql
      .transaction((tx) => players.setInviteCode(second.id, code, new Date(), tx))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    if (process.env.DATABASE_URL) await untilSomeoneWaitsForALock();
    release();
    await firstClaim;
    const refusal = await secondClaim;
    expect(isInviteCodeTakenViolation(refusal)).toBe(true);
    expect((await me(first)).invite_code).toBe(code);
    expect((await me(second)).invite_code).not.toBe(code);
  });
});
