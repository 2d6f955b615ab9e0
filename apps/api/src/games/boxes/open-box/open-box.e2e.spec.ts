// POST /api/box/open over real HTTP on the demo catalogue: the items land in the backpack, the
// balance and the change records agree, every draw recomputes from the revealed seed with
// libs/fairness, every refusal changes nothing, and parallel opens never overdraw or reuse a nonce.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import { serverSeedHash, unitFloat, weightedPick } from '@lootledger/fairness';
import { aPlayer, type TestPlayer } from '../../../identity/testing';
import { runAudit } from '../../../audit';
import { expectRefusal } from '../../../platform/testing/api-client';
import { aFundedPlayer, balanceOf, storageOf, waitUntil, type BoxDetail, gamesSuite } from '../../testing';

interface Opened {
  open_id: string;
  bean: string;
  items: { storage_id: string; id: string; name: string; bean: string; dura_alias: string; dura_alias_en: string }[];
  fairness: {
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    cursor: number;
    ticket: number;
    roll: number;
  }[];
}

const suite = gamesSuite();

const price = () => parseAmount(suite.box.price)!;
const open = (player: TestPlayer, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
  suite.client.post<Opened>('/api/box/open', body, { token: player.token, lang });

async function fairnessOf(player: TestPlayer) {
  return (
    await suite.client.get<{ server_seed_hash: string; client_seed: string; nonce: number }>('/api/fairness', {
      token: player.token,
    })
  ).body.data;
}

async function changeRecordsSum(player: TestPlayer): Promise<bigint> {
  const records = await suite.client.get<{ data: { bean: string }[] }>('/api/bean/change_records?per_page=100', {
    token: player.token,
  });
  return records.body.data.data.reduce((sum, record) => sum + parseAmount(record.bean)!, 0n);
}

describe('POST /api/box/open', () => {
  it('debits num x price, puts the drawn items in the backpack, and the change records sum to the balance', async () => {
    const player = await aFundedPlayer(suite.app, formatAmount(price() * 3n + 123n));
    const before = await fairnessOf(player);
    expect(before).toMatchObject({ nonce: 0 });
    expect(before.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);

    const result = await open(player, { id: suite.box.id, num: 3 });
    expect(result.status).toBe(200);
    const opened = result.body.data;
    expect(opened.bean).toBe('1.23');
    expect(opened.items).toHaveLength(3);
    expect(opened.fairness.map((draw) => draw.nonce)).toEqual([0, 1, 2]);
    for (const draw of opened.fairness) {
      expect(draw).toMatchObject({
        server_seed_hash: before.server_seed_hash,
        client_seed: before.client_seed,
        cursor: 0,
      });
    }
    for (const item of opened.items) {
      expect(suite.box.items.map((candidate) => candidate.id)).toContain(item.id);
      expect(item.bean).toMatch(/^\d+\.\d{2}$/);
      expect(item.dura_alias_en).not.toBe('');
    }

    expect(await balanceOf(suite.client, player)).toBe('1.23');
    const backpack = await storageOf(suite.client, player);
    expect(backpack.map((row) => row.id).sort()).toEqual(opened.items.map((item) => item.storage_id).sort());
    expect(await changeRecordsSum(player)).toBe(123n);
    expect(await fairnessOf(player)).toMatchObject({ nonce: 3, server_seed_hash: before.server_seed_hash });
  });

  it('gives names in the request language', async () => {
    const player = await aFundedPlayer(suite.app, suite.box.price);
    const zh = await open(player, { id: suite.box.id, num: 1 }, 'zh');
    const detailZh = await suite.client.get<BoxDetail>(`/api/box/${suite.box.id}`, { lang: 'zh' });
    const item = detailZh.body.data.items.find((candidate) => candidate.id === zh.body.data.items[0].id)!;
    expect(zh.body.data.items[0].name).toBe(item.name);
  });

  it('every draw recomputes from the revealed server seed with libs/fairness (independently of the server)', async () => {
    const player = await aFundedPlayer(suite.app, formatAmount(price() * 8n));
    const opens: Opened[] = [];
    for (const num of [5, 2, 1]) opens.push((await open(player, { id: suite.box.id, num })).body.data);

    const rotated = await suite.client.post<{
      server_seed: string;
      revealed: { server_seed_hash: string; nonce: number };
      nonce: number;
    }>('/api/fairness/rotate', { client_seed: 'my own seed' }, { token: player.token });
    expect(rotated.status).toBe(200);
    const { server_seed: serverSeed } = rotated.body.data;
    expect(serverSeedHash(serverSeed)).toBe(opens[0].fairness[0].server_seed_hash);
    expect(rotated.body.data.revealed.nonce).toBe(8);
    expect(rotated.body.data.nonce).toBe(0);
    expect(await fairnessOf(player)).toMatchObject({ client_seed: 'my own seed', nonce: 0 });

    // The pool in draw order as the player sees it: the box's items with their weights.
    const pool = suite.box.items.map((item) => [item.id, item.weight] as const);
    const nonces: number[] = [];
    for (const opened of opens) {
      opened.fairness.forEach((draw, index) => {
        const pick = weightedPick(pool, unitFloat(serverSeed, draw.client_seed, draw.nonce, draw.cursor));
        expect({ ticket: draw.ticket, item: opened.items[index].id }).toEqual({
          ticket: pick.ticket,
          item: pick.itemId,
        });
        nonces.push(draw.nonce);
      });
    }
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    const history = await suite.client.get<{ data: { server_seed: string; nonce: number }[] }>(
      '/api/fairness/history',
      {
        token: player.token,
      },
    );
    expect(history.body.data.data).toEqual([expect.objectContaining({ server_seed: serverSeed, nonce: 8 })]);
  });

  it('rotates to a client seed given with the open, before drawing', async () => {
    const player = await aFundedPlayer(suite.app, suite.box.price);
    const result = await open(player, { id: suite.box.id, num: 1, client_seed: 'lucky' });
    expect(result.body.data.fairness[0]).toMatchObject({ client_seed: 'lucky', nonce: 0 });
    const history = await suite.client.get<{ total: number }>('/api/fairness/history', { token: player.token });
    expect(history.body.data.total).toBe(1);
  });

  describe('refusals change nothing', () => {
    let player: TestPlayer;
    const snapshot = async () => ({
      bean: await balanceOf(suite.client, player),
      backpack: (await storageOf(suite.client, player)).length,
      nonce: (await fairnessOf(player)).nonce,
    });

    beforeAll(async () => {
      player = await aFundedPlayer(suite.app, formatAmount(price() * 2n - 1n));
    });

    it.each([
      ['an unknown box', () => ({ id: 'no-such-box', num: 1 }), 404, 'BOX_NOT_FOUND'],
      ['num 0', () => ({ id: suite.box.id, num: 0 }), 400, 'VALIDATION_FAILED'],
      ['num 6', () => ({ id: suite.box.id, num: 6 }), 400, 'VALIDATION_FAILED'],
      ['num 1.5', () => ({ id: suite.box.id, num: 1.5 }), 400, 'VALIDATION_FAILED'],
      ['a bad client seed', () => ({ id: suite.box.id, num: 1, client_seed: 'é'.repeat(3) }), 400, 'VALIDATION_FAILED'],
      ['more than the balance pays', () => ({ id: suite.box.id, num: 2 }), 422, 'INSUFFICIENT_BALANCE'],
    ])('%s', async (_name, body, status, error) => {
      const before = await snapshot();
      expectRefusal(await open(player, body()), status, error);
      expect(await snapshot()).toEqual(before);
    });

    it('insufficient balance is said in Chinese too', async () => {
      const result = await open(player, { id: suite.box.id, num: 2 }, 'zh');
      expect(result.body.message).toBe('余额不足');
    });

    it('needs a login', async () => {
      const result = await suite.client.post('/api/box/open', { id: suite.box.id, num: 1 });
      expectRefusal(result, 401, 'UNAUTHENTICATED');
    });
  });

  it('100 parallel opens against a balance for 10 give exactly 10 successes, distinct nonces, no overdraft', async () => {
    const player = await aFundedPlayer(suite.app, formatAmount(price() * 10n));
    const results = await Promise.all(Array.from({ length: 100 }, () => open(player, { id: suite.box.id, num: 1 })));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(
      results.filter((result) => result.status !== 200).every((result) => result.body.error === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    const nonces = results
      .filter((result) => result.status === 200)
      .map((result) => result.body.data.fairness[0].nonce);
    expect([...nonces].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await balanceOf(suite.client, player)).toBe('0.00');
    expect(await storageOf(suite.client, player)).toHaveLength(10);
    expect(await changeRecordsSum(player)).toBe(0n);

    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });

  it("lists a player's openings on their public history page", async () => {
    const player = await aFundedPlayer(suite.app, formatAmount(price() * 2n));
    const opened = (await open(player, { id: suite.box.id, num: 2 })).body.data;
    const history = await waitUntil(
      () =>
        suite.client.get<{ data: { open_id: string; box: { id: string }; items: { id: string }[] }[]; total: number }>(
          `/api/history/${player.id}`,
        ),
      (result) => result.body.data.total === 1 && result.body.data.data[0].items.length === 2,
    );
    expect(history.body.data.data[0]).toMatchObject({ open_id: opened.open_id, box: { id: suite.box.id } });
    expect(history.body.data.data[0].items.map((item) => item.id)).toEqual(opened.items.map((item) => item.id));
    const other = await aPlayer(suite.client).register();
    expect((await suite.client.get<{ total: number }>(`/api/history/${other.id}`)).body.data.total).toBe(0);
  });

  it('keeps the server seed secret until it is revealed', async () => {
    const player = await aFundedPlayer(suite.app, suite.box.price);
    await open(player, { id: suite.box.id, num: 1 });
    const sql = suite.sql;
    const { rows } = await sql.query<{ server_seed: string }>(
      `SELECT server_seed FROM games_server_seeds WHERE player_id = $1`,
      [player.id],
    );
    const [secret] = rows.map((row) => row.server_seed);
    const log = await sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE stream_id = $1 AND (data::text LIKE '%' || $2 || '%' OR metadata::text LIKE '%' || $2 || '%')`,
      [`player-${player.id}`, secret],
    );
    expect(log.rows[0].n).toBe('0');
    const seeds = await sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_seed_pairs WHERE player_id = $1 AND server_seed IS NOT NULL`,
      [player.id],
    );
    expect(seeds.rows[0].n).toBe('0');
  });
});
