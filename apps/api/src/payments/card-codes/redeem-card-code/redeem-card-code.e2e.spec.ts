// POST /api/card-recharge over real HTTP: a code credits its value once through the ledger (a change
// record of type 5), whoever races for it; unknown, used and expired codes are refused in the
// request's language; five wrong codes lock card recharge for ten minutes, a correct code included;
// the ledger audit passes afterwards.
import { ChangeType, type ChangeRecordView, type Paged } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import { balanceOf } from '../../../games/testing';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { playerStreamId } from '../../../ledger';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.service';
import { ApiClient, expectRefusal } from '../../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../../platform/testing/test-app';
import { aCardCodeBatch, type IssuedCardCodeBatch } from '../testing/card-code-batch.builder';

let app: TestApp, client: ApiClient, sql: SqlClient;
beforeAll(async () => ({ app, client, sql } = suiteOf(await startTestApp())));
afterAll(() => app.close());

interface Redeemed {
  bean: string;
  balance: string;
}

const redeem = (player: TestPlayer, card: unknown, lang: 'en' | 'zh' = 'en') =>
  client.post<Redeemed>('/api/card-recharge', { card }, { token: player.token, lang });

async function cardCodeRecords(player: TestPlayer, lang: 'en' | 'zh' = 'en') {
  const result = await client.get<Paged<ChangeRecordView>>(`/api/bean/change_records?type=${ChangeType.CARD_CODE}`, {
    token: player.token,
    lang,
  });
  return result.body.data.data;
}

/** CoinsCredited events of card codes on these players' streams. */
async function cardCodeCredits(...players: TestPlayer[]): Promise<number> {
  const { rows } = await sql.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM events
      WHERE stream_id = ANY($1::text[]) AND event_type = 'CoinsCredited' AND data->>'reference' LIKE 'card-code-%'`,
    [players.map((player) => playerStreamId(player.id))],
  );
  return Number(rows[0].n);
}

async function usageOf(batch: IssuedCardCodeBatch) {
  const show = await client.get<{ usage: Record<string, unknown> }>(`/admin/api/card-code-batches/${batch.id}`, {
    token: batch.staffToken,
  });
  return show.body.data.usage;
}

describe('POST /api/card-recharge', () => {
  it('credits the value once: balance, a "Card code" change record (type 5), the batch usage', async () => {
    const batch = await aCardCodeBatch(app, client).withCount(2).withBean('68.88').issue();
    const player = await aPlayer(client).register();
    const result = await redeem(player, batch.codes[0]);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      code: 200,
      message: 'Recharge successful',
      data: { bean: '68.88', balance: '68.88' },
    });
    expect(await balanceOf(client, player)).toBe('68.88');
    expect(await cardCodeRecords(player)).toEqual([
      expect.objectContaining({
        type: 1,
        change_type: 5,
        change_type_alias: 'Card code',
        bean: '68.88',
        final_bean: '68.88',
      }),
    ]);
    expect((await cardCodeRecords(player, 'zh'))[0].change_type_alias).toBe('卡密充值');
    expect(await usageOf(batch)).toEqual({
      issued: 2,
      redeemed: 1,
      expired: 0,
      available: 1,
      awaiting_credit: 0,
      redeemed_bean: '68.88',
    });

    // The same code again, by the same player or another: 409, nothing changes.
    expectRefusal(await redeem(player, batch.codes[0]), 409, 'CARD_CODE_USED');
    const other = await aPlayer(client).register();
    const usedZh = await redeem(other, batch.codes[0], 'zh');
    expectRefusal(usedZh, 409, 'CARD_CODE_USED');
    expect(usedZh.body.message).toBe('该卡密已被使用');
    expect(await balanceOf(client, player)).toBe('68.88');
    expect(await balanceOf(client, other)).toBe('0.00');
    expect(await cardCodeCredits(player, other)).toBe(1);
  });

  it('accepts the code however it is typed: case, spaces, dashes, full-width characters', async () => {
    const batch = await aCardCodeBatch(app, client).withCount(3).withBean('1.00').issue();
    const player = await aPlayer(client).register();
    const [a, b, c] = batch.codes;
    expect((await redeem(player, `  ${a.toLowerCase()}  `)).status).toBe(200);
    expect((await redeem(player, b.replace(/-/g, ' '))).status).toBe(200);
    const fullWidth = c.replace(/[A-Z0-9-]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));
    expect((await redeem(player, fullWidth)).body.data).toEqual({ bean: '1.00', balance: '3.00' });
  });

  it('two players racing for one code: exactly one 200, one 409 CARD_CODE_USED, one credit', async () => {
    for (let round = 0; round < 3; round++) {
      const batch = await aCardCodeBatch(app, client).withBean('25.00').issue();
      const [first, second] = await Promise.all([aPlayer(client).register(), aPlayer(client).register()]);
      const results = await Promise.all([redeem(first, batch.codes[0]), redeem(second, batch.codes[0])]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(results.find((result) => result.status === 409)?.body.error).toBe('CARD_CODE_USED');
      const balances = [await balanceOf(client, first), await balanceOf(client, second)].sort();
      expect(balances).toEqual(['0.00', '25.00']);
      expect(await cardCodeCredits(first, second)).toBe(1);
    }
  });

  it('one player sending the same code 10 times at once is credited once', async () => {
    const batch = await aCardCodeBatch(app, client).withBean('5.00').issue();
    const player = await aPlayer(client).register();
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(player, batch.codes[0])));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    // The others are used codes, wrong tries: once five are counted the rest meet the lock.
    const refusals = results.filter((result) => result.status !== 200).map((result) => result.body.error);
    expect(refusals).toHaveLength(9);
    expect(refusals.filter((error) => error === 'CARD_CODE_USED').length).toBeGreaterThanOrEqual(5);
    expect(refusals.every((error) => error === 'CARD_CODE_USED' || error === 'CARD_CODE_LOCKED')).toBe(true);
    expect(await balanceOf(client, player)).toBe('5.00');
    expect(await cardCodeCredits(player)).toBe(1);
  });

  it('an unknown code is 422 CARD_CODE_INVALID, "CDK code incorrect" / "卡密错误"', async () => {
    const player = await aPlayer(client).register();
    const en = await redeem(player, 'ABCD-EFGH-JKMN-PQRS-TUVW');
    expectRefusal(en, 422, 'CARD_CODE_INVALID');
    expect(en.body.message).toBe('CDK code incorrect');
    const zh = await redeem(player, 'not even a code', 'zh');
    expectRefusal(zh, 422, 'CARD_CODE_INVALID');
    expect(zh.body.message).toBe('卡密错误');
    expect(await balanceOf(client, player)).toBe('0.00');
  });

  it('an expired code is 422 CARD_CODE_EXPIRED and stays unused', async () => {
    const batch = await aCardCodeBatch(app, client).withBean('9.00').expired().issue();
    const player = await aPlayer(client).register();
    const result = await redeem(player, batch.codes[0], 'zh');
    expectRefusal(result, 422, 'CARD_CODE_EXPIRED');
    expect(result.body.message).toBe('该卡密已过期');
    expect(await balanceOf(client, player)).toBe('0.00');
    expect(await usageOf(batch)).toMatchObject({ redeemed: 0, expired: 1, available: 0 });
  });

  it('an empty card (or only spaces and dashes) is 400 CARD_CODE_REQUIRED in either language, never a wrong try', async () => {
    const batch = await aCardCodeBatch(app, client).withBean('3.00').issue();
    const player = await aPlayer(client).register();
    for (let i = 0; i < 6; i++)
      expectRefusal(await redeem(player, ['', '   ', ' - -　'][i % 3]), 400, 'CARD_CODE_REQUIRED');
    expect((await redeem(player, '')).body.message).toBe('Enter a card code');
    expect((await redeem(player, ' ', 'zh')).body.message).toBe('请输入卡密');
    // Eight empty tries later (the lockout takes five wrong ones), a real code still goes through.
    expect((await redeem(player, batch.codes[0])).body.data).toEqual({ bean: '3.00', balance: '3.00' });
  });

  it('a missing or non-text card is 400 VALIDATION_FAILED; no login is 401', async () => {
    const player = await aPlayer(client).register();
    expectRefusal(await redeem(player, 12345), 400, 'VALIDATION_FAILED');
    expectRefusal(await client.post('/api/card-recharge', {}, { token: player.token }), 400, 'VALIDATION_FAILED');
    expectRefusal(await client.post('/api/card-recharge', { card: 'X' }), 401, 'UNAUTHENTICATED');
  });

  describe('lockout', () => {
    let limiter: RateLimiter;
    let realClock: () => Date;

    beforeAll(() => {
      limiter = app.app.get(RateLimiter);
      realClock = limiter.now;
    });
    afterEach(() => {
      limiter.now = realClock;
    });

    it('four wrong codes still let a correct one through', async () => {
      const batch = await aCardCodeBatch(app, client).withBean('2.00').issue();
      const player = await aPlayer(client).register();
      for (let i = 0; i < 4; i++) expectRefusal(await redeem(player, `WRONG-${i}`), 422, 'CARD_CODE_INVALID');
      expect((await redeem(player, batch.codes[0])).status).toBe(200);
    });

    it('five wrong codes (unknown, used, expired) lock card recharge for 10 minutes: 429 even for a correct code, nothing changes', async () => {
      const good = await aCardCodeBatch(app, client).withCount(2).withBean('50.00').issue();
      const stale = await aCardCodeBatch(app, client).expired().issue();
      const used = await aCardCodeBatch(app, client).issue();
      const someoneElse = await aPlayer(client).register();
      expect((await redeem(someoneElse, used.codes[0])).status).toBe(200);

      const player = await aPlayer(client).register();
      expectRefusal(await redeem(player, 'ABCD-EFGH-JKMN-PQRS-TUVW'), 422, 'CARD_CODE_INVALID');
      expectRefusal(await redeem(player, 'garbage'), 422, 'CARD_CODE_INVALID');
      expectRefusal(await redeem(player, used.codes[0]), 409, 'CARD_CODE_USED');
      expectRefusal(await redeem(player, stale.codes[0]), 422, 'CARD_CODE_EXPIRED');
      expectRefusal(await redeem(player, 'ABCD-EFGH-JKMN-PQRS-TUVX'), 422, 'CARD_CODE_INVALID');

      const locked = await redeem(player, good.codes[0]);
      expectRefusal(locked, 429, 'CARD_CODE_LOCKED');
      const { retry_after } = locked.body.data as unknown as { retry_after: number };
      expect(locked.body.data).toEqual({ retry_after: expect.any(Number) });
      expect(retry_after).toBeGreaterThan(590);
      expect(retry_after).toBeLessThanOrEqual(600);
      const lockedZh = await redeem(player, good.codes[0], 'zh');
      expectRefusal(lockedZh, 429, 'CARD_CODE_LOCKED');
      expect(lockedZh.body.message).toBe('卡密错误次数过多，请10分钟后再试');
      expect(await balanceOf(client, player)).toBe('0.00');
      expect(await cardCodeCredits(player)).toBe(0);
      expect(await usageOf(good)).toMatchObject({ redeemed: 0, available: 2 });

      // Other players are not affected.
      const bystander = await aPlayer(client).register();
      expect((await redeem(bystander, good.codes[1])).status).toBe(200);

      // Still locked just before ten minutes; open after them, with a fresh count of tries.
      limiter.now = () => new Date(realClock().getTime() + 590_000);
      expectRefusal(await redeem(player, good.codes[0]), 429, 'CARD_CODE_LOCKED');
      limiter.now = () => new Date(realClock().getTime() + 601_000);
      expect((await redeem(player, good.codes[0])).body.data).toEqual({ bean: '50.00', balance: '50.00' });
      expectRefusal(await redeem(player, 'still wrong'), 422, 'CARD_CODE_INVALID');
    });
  });

  it('leaves a ledger the audit passes', async () => {
    const report = await runAudit(sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
