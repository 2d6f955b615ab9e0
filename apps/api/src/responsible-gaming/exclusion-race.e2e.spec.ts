// A self-exclusion sent at the same moment as a burst of spends and top-ups of the same player: every
// one of them either lands before the exclusion on the player's stream or is refused (403
// SELF_EXCLUDED); none is recorded after it (a ROLL room's join and a red packet's claim included:
// asked for on the player's stream first), and the audit stays green. The gate in front of the
// calls reads a cached read model, so only the player stream's guard can make this hold.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { aDemoBox, aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../games/testing';
import type { TestPlayer } from '../identity/testing';
import type { ApiResult } from '../platform/testing/api-client';
import { suiteOf } from '../platform/testing/test-app';
import { aStaffMember, staffOfEveryRole } from '../staff/testing';
import { runAudit } from '../audit';
import { isPlayOrTopUp } from './domain/responsible-gaming.guard';

const ROUNDS = 20;

let app: GamesTestApp;
let sql: SqlClient;
let financeToken: string;
let codes: string[];
let campaignId: string;

beforeAll(async () => {
  ({ app, sql } = suiteOf(await startGamesTestApp()));
  financeToken = (await aStaffMember(app).withRole('finance').signIn(app.client)).token;
  const batch = await app.client.post<{ codes: string[] }>(
    '/admin/api/card-code-batches',
    { count: ROUNDS * 2, bean: '5.00', expires_at: new Date(Date.now() + 24 * 3_600_000).toISOString() },
    { token: financeToken },
  );
  expect(batch.status).toBe(200);
  codes = batch.body.data.codes;
  const staff = await staffOfEveryRole(app, app.client);
  const campaign = await staff.content.post<{ id: string }>('red-packets', {
    title_zh: '红包',
    title_en: 'Red packet',
    total: '100.00',
    count: 100,
    split: 'equal',
    starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    audience: 'all',
  });
  expect(campaign.status).toBe(200);
  campaignId = campaign.body.data.id;
});
afterAll(() => app.close());

/** The player's stream in order: the exclusion's version, and what play or top-up came after it. */
async function afterTheExclusion(player: TestPlayer) {
  const { rows } = await sql.query<{ event_type: string; data: Record<string, unknown>; stream_version: number }>(
    `SELECT event_type, data, stream_version FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [`player-${player.id}`],
  );
  const exclusion = rows.find((row) => row.event_type === 'ExclusionStarted');
  const after = rows.filter(
    (row) =>
      exclusion !== undefined &&
      row.stream_version > exclusion.stream_version &&
      isPlayOrTopUp({ type: row.event_type, data: row.data }),
  );
  return { excluded: exclusion !== undefined, after: after.map((row) => `${row.stream_version} ${row.event_type}`) };
}

it(`refuses every spend that does not land before a racing exclusion (${ROUNDS} rounds of 1 exclusion + 30 spends)`, async () => {
  const box = await aDemoBox(app.client);
  const price = parseAmount(box.price)!;
  const targets = await app.client.get<{ data: { id: string }[] }>('/api/upgrade/items?per_page=1');
  const target = targets.body.data.data[0].id;
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const player = await aFundedPlayer(app, formatAmount(price * 60n + 10_000n));
    const host = await aFundedPlayer(app, formatAmount(price * 8n));
    // An item to upgrade and a battle to join, both ready before the round.
    expect((await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token })).status).toBe(200);
    const [item] = await storageOf(app.client, player);
    const hosted = await app.client.post<{ id: string }>(
      '/api/arena/create',
      { boxes: [box.id], seats: 2, mode: 'classic', robots: false },
      { token: host.token },
    );
    expect(hosted.status).toBe(200);
    // A ROLL room to join: the host's three items as its prizes.
    expect((await app.client.post('/api/box/open', { id: box.id, num: 3 }, { token: host.token })).status).toBe(200);
    const prizes = (await storageOf(app.client, host)).map((row) => row.id);
    const room = await app.client.post<{ id: string }>(
      '/api/roll/create',
      { name: 'Race', end_time: new Date(Date.now() + 3_600_000).toISOString(), storage_ids: prizes },
      { token: host.token },
    );
    expect(room.status).toBe(200);

    const as = { token: player.token };
    const spends: Record<string, () => Promise<ApiResult>> = {};
    for (let n = 0; n < 16; n++)
      spends[`open ${n}`] = () => app.client.post('/api/box/open', { id: box.id, num: 1 }, as);
    spends['red packet'] = () => app.client.post('/api/red_packets/claim', { id: campaignId }, as);
    spends['roll join'] = () => app.client.post('/api/roll/join', { id: room.body.data.id }, as);
    for (let n = 0; n < 3; n++) {
      spends[`battle ${n}`] = () =>
        app.client.post('/api/arena/create', { boxes: [box.id], seats: 2, mode: 'classic', robots: false }, as);
    }
    spends['join'] = () => app.client.post('/api/arena/join', { id: hosted.body.data.id }, as);
    for (let n = 0; n < 2; n++) {
      spends[`upgrade ${n}`] = () =>
        app.client.post('/api/upgrade', { item_id: target, rate: 5000, storage_ids: [item.id] }, as);
    }
    for (let n = 0; n < 2; n++)
      spends[`recharge ${n}`] = () => app.client.post('/api/recharge', { id: 'pkg-100', pay_way: 7 }, as);
    for (let n = 0; n < 2; n++)
      spends[`card ${n}`] = () => app.client.post('/api/card-recharge', { card: codes[round * 2 + n] }, as);
    spends['open five at once'] = () => app.client.post('/api/box/open', { id: box.id, num: 5 }, as);
    spends['sign-in'] = () => app.client.post('/api/sign_in', {}, as);
    expect(Object.keys(spends)).toHaveLength(30);

    // Sent together; the exclusion goes out at another place in the burst each round.
    const calls = Object.values(spends).map((spend) => spend);
    const at = Math.floor((round * calls.length) / (ROUNDS - 1));
    calls.splice(at, 0, () => app.client.post('/api/self_exclusion', { days: 7 }, as));
    const results = await Promise.all(calls.map((call) => call()));
    const [excluded] = results.splice(at, 1);
    const answers = results;
    expect(excluded.status).toBe(200);
    for (const answer of answers) {
      // Refused for the exclusion or for the game's own reasons; never a server error.
      expect(answer.status).toBeLessThan(500);
      const key = answer.status === 200 ? 'ok' : String(answer.body.error);
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    expect(await afterTheExclusion(player)).toEqual({ excluded: true, after: [] });
  }
  console.log(`exclusion race: ${ROUNDS} rounds x (1 exclusion + 30 spends): ${JSON.stringify(outcomes)}`);
  // Both sides of the race were seen: spends that landed first and spends the exclusion stopped.
  expect(outcomes.ok).toBeGreaterThan(0);
  expect(outcomes.SELF_EXCLUDED).toBeGreaterThan(0);

  const report = await runAudit(sql);
  expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
});

it('lets parallel top-ups past a deposit limit through one at a time (10 rounds of 6 recharges + 2 card codes)', async () => {
  const rounds = 10;
  const batch = await app.client.post<{ codes: string[] }>(
    '/admin/api/card-code-batches',
    { count: rounds * 2, bean: '100.00', expires_at: new Date(Date.now() + 24 * 3_600_000).toISOString() },
    { token: financeToken },
  );
  expect(batch.status).toBe(200);
  for (let round = 0; round < rounds; round++) {
    const player = await aFundedPlayer(app, '1.00');
    const as = { token: player.token };
    expect((await app.client.post('/api/limits', { day: '250.00' }, as)).status).toBe(200);
    // 8 top-ups of 100.00 at once under a 250.00 day limit: two fit.
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => app.client.post('/api/recharge', { id: 'pkg-100', pay_way: 7 }, as)),
      ...[0, 1].map((n) => app.client.post('/api/card-recharge', { card: batch.body.data.codes[round * 2 + n] }, as)),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.error)).toEqual(
      Array(6).fill('DEPOSIT_LIMIT_EXCEEDED'),
    );
  }
  const report = await runAudit(sql);
  expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
});
