// The contract over real HTTP on the demo catalogue: the inputs leave the backpack and one item
// arrives (coins and items conserved), the preview is the pool the contract records, the draw
// recomputes with libs/fairness after rotating the pair, parallel contracts on one item let exactly
// one through, refusals change nothing, the history lists them, and the audit passes and catches a
// tampered contract event and a tampered read-model row.
import { randomUUID } from 'node:crypto';
import { formatAmount, parseAmount, type ContractPreviewResponse, type ContractResponse } from '@lootledger/contracts';
import { contractPool, serverSeedHash, unitFloat, weightedPick } from '@lootledger/fairness';
import type { TestPlayer } from '../../../identity/testing';
import { runAudit } from '../../../audit';
import { expectRefusal } from '../../../platform/testing/api-client';
import { tamper } from '../../../platform/testing/tamper';
import { aFundedPlayer, freezeAccount, balanceOf, storageOf, type StorageRow, gamesSuite } from '../../testing';

const suite = gamesSuite();

/** A player holding `boxes` items from the demo box (and no coins left over). */
async function aPlayerWithItems(boxes: number): Promise<{ player: TestPlayer; items: StorageRow[] }> {
  const player = await aFundedPlayer(suite.app, formatAmount(parseAmount(suite.box.price)! * BigInt(boxes)));
  for (let left = boxes; left > 0; left -= 5) {
    const opened = await suite.client.post(
      '/api/box/open',
      { id: suite.box.id, num: Math.min(5, left) },
      { token: player.token },
    );
    expect(opened.status).toBe(200);
  }
  return { player, items: await storageOf(suite.client, player) };
}

const preview = (player: TestPlayer, ids: string[], lang: 'en' | 'zh' = 'en') =>
  suite.client.get<ContractPreviewResponse>(`/api/contract/preview?items=${ids.join(',')}`, {
    token: player.token,
    lang,
  });
const sign = (player: TestPlayer, ids: unknown, lang: 'en' | 'zh' = 'en') =>
  suite.client.post<ContractResponse>('/api/contract', { data: ids }, { token: player.token, lang });
const totalOf = (rows: StorageRow[]) => rows.reduce((sum, row) => sum + parseAmount(row.bean)!, 0n);

async function eventsOf(player: TestPlayer): Promise<number> {
  const { rows } = await suite.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM events WHERE stream_id = $1`, [
    `player-${player.id}`,
  ]);
  return Number(rows[0].n);
}

describe('POST /api/contract', () => {
  it('takes 3 items out for good, puts one in, moves no coins; the preview is the recorded pool', async () => {
    const { player, items } = await aPlayerWithItems(4);
    const inputs = items.slice(0, 3);
    const total = totalOf(inputs);
    const balance = await balanceOf(suite.client, player);

    const previewed = await preview(
      player,
      inputs.map((row) => row.id),
    );
    expect(previewed.status).toBe(200);
    expect(previewed.body.data.total).toBe(formatAmount(total));
    const expected = parseAmount(previewed.body.data.expected)!;
    // RTP 90 % of the total, within a hundredth.
    const target = (total * 9000n) / 10000n;
    expect(expected - target).toBeGreaterThanOrEqual(-1n);
    expect(expected - target).toBeLessThanOrEqual(1n);
    expect(previewed.body.data.items.map((item) => [item.id, item.weight])).toEqual(previewed.body.data.pool);

    const signed = await sign(
      player,
      inputs.map((row) => row.id),
    );
    expect(signed.status).toBe(200);
    const contract = signed.body.data;
    expect(contract.pool).toEqual(previewed.body.data.pool);
    expect(contract.total).toBe(formatAmount(total));
    expect(contract.expected).toBe(previewed.body.data.expected);
    expect(contract.fairness).toMatchObject({ nonce: 4, cursor: 0 });
    expect(contract.pool.map(([id]) => id)).toContain(contract.item.id);

    const after = await storageOf(suite.client, player);
    expect(after.map((row) => row.id).sort()).toEqual([items[3].id, contract.storage_id].sort());
    expect(after.find((row) => row.id === contract.storage_id)).toMatchObject({ item_id: contract.item.id, status: 0 });
    const consumed = await storageOf(suite.client, player, 7);
    expect(consumed.map((row) => row.id).sort()).toEqual(inputs.map((row) => row.id).sort());
    expect(await balanceOf(suite.client, player)).toBe(balance);

    // The pool re-solves from the recorded candidates, and the event holds what the response says.
    const { rows } = await suite.sql.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'ContractSigned'`,
      [`player-${player.id}`],
    );
    const data = rows[0].data as {
      candidates: [string, string][];
      pool: unknown;
      inputs_total: string;
      ticket: number;
    };
    const resolved = contractPool(
      data.candidates.map(([itemId, value]) => ({ itemId, value: BigInt(value) })),
      BigInt(data.inputs_total),
      9000,
    );
    expect(resolved!.pool).toEqual(contract.pool);
    expect(data.ticket).toBe(contract.ticket);
  });

  it('the draw recomputes with libs/fairness once the pair is rotated', async () => {
    const { player, items } = await aPlayerWithItems(6);
    const first = (
      await sign(
        player,
        items.slice(0, 3).map((row) => row.id),
      )
    ).body.data;
    const second = (
      await sign(
        player,
        items.slice(3, 6).map((row) => row.id),
      )
    ).body.data;
    expect([first.fairness.nonce, second.fairness.nonce]).toEqual([6, 7]);
    const rotated = await suite.client.post<{ server_seed: string }>(
      '/api/fairness/rotate',
      {},
      { token: player.token },
    );
    const serverSeed = rotated.body.data.server_seed;
    for (const contract of [first, second]) {
      expect(serverSeedHash(serverSeed)).toBe(contract.fairness.server_seed_hash);
      const pick = weightedPick(
        contract.pool,
        unitFloat(serverSeed, contract.fairness.client_seed, contract.fairness.nonce, contract.fairness.cursor),
      );
      expect({ ticket: pick.ticket, item: pick.itemId }).toEqual({ ticket: contract.ticket, item: contract.item.id });
    }
  });

  it('parallel contracts using the same item: exactly one succeeds, the others change nothing', async () => {
    const { player, items } = await aPlayerWithItems(10);
    const shared = items[0].id;
    const sets = [1, 3, 5].map((start) => [shared, items[start].id, items[start + 1].id]);
    const results = await Promise.all(sets.map((ids) => sign(player, ids)));
    const succeeded = results.filter((result) => result.status === 200);
    expect(succeeded).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200))
      expectRefusal(refused, 409, 'ITEM_NOT_IN_BACKPACK');
    const winner = sets[results.indexOf(succeeded[0])];
    const backpack = (await storageOf(suite.client, player)).map((row) => row.id);
    expect(backpack).toHaveLength(10 - 3 + 1);
    for (const id of winner) expect(backpack).not.toContain(id);
    for (const id of sets.flat().filter((id) => !winner.includes(id))) expect(backpack).toContain(id);
    const history = await suite.client.get<{ total: number }>('/api/contract/history', { token: player.token });
    expect(history.body.data.total).toBe(1);
  });

  it('refuses, changing nothing: too few, too many, a repeat, items not in the backpack, logged out, frozen', async () => {
    const { player, items } = await aPlayerWithItems(10);
    const ids = items.map((row) => row.id);
    const before = await eventsOf(player);
    expectRefusal(await sign(player, ids.slice(0, 2)), 422, 'CONTRACT_TOO_FEW_ITEMS');
    expectRefusal(await sign(player, ids), 422, 'CONTRACT_TOO_MANY_ITEMS');
    expectRefusal(await sign(player, [ids[0], ids[1], ids[0]]), 422, 'CONTRACT_ITEM_REPEATED');
    expectRefusal(await sign(player, [ids[0], ids[1], randomUUID()]), 409, 'ITEM_NOT_IN_BACKPACK');
    expectRefusal(await sign(player, 'not-a-list'), 400, 'VALIDATION_FAILED');
    expectRefusal(await preview(player, ids.slice(0, 2)), 422, 'CONTRACT_TOO_FEW_ITEMS');
    const zh = await sign(player, [ids[0], ids[1], ids[0]], 'zh');
    expect(zh.body.message).toBe('该饰品已添加，请勿重复添加');
    const fewZh = await sign(player, ids.slice(0, 1), 'zh');
    expect(fewZh.body.message).toBe('请添加三件以上饰品');
    const anonymous = await suite.client.post('/api/contract', { data: ids.slice(0, 3) });
    expect(anonymous.status).toBe(401);
    // Someone else's items are not in this player's backpack.
    const other = await aPlayerWithItems(3);
    expectRefusal(
      await sign(
        player,
        other.items.map((row) => row.id),
      ),
      409,
      'ITEM_NOT_IN_BACKPACK',
    );
    expect(await eventsOf(player)).toBe(before);

    await freezeAccount(suite.app, player.id);
    const frozenBefore = await eventsOf(player);
    expectRefusal(await sign(player, ids.slice(0, 3)), 403, 'ACCOUNT_FROZEN');
    expect(await eventsOf(player)).toBe(frozenBefore);
    expect((await storageOf(suite.client, player)).map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it('lists the player’s contracts in the history, newest first, paged', async () => {
    const { player, items } = await aPlayerWithItems(9);
    const made: ContractResponse[] = [];
    for (let i = 0; i < 3; i++)
      made.push(
        (
          await sign(
            player,
            items.slice(i * 3, i * 3 + 3).map((r) => r.id),
          )
        ).body.data,
      );
    const page = await suite.client.get<{
      data: (ContractResponse & { inputs: { storage_id: string }[]; created_at: string })[];
      total: number;
      per_page: number;
      current_page: number;
    }>('/api/contract/history?per_page=2', { token: player.token });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 3, per_page: 2, current_page: 1 });
    expect(page.body.data.data).toHaveLength(2);
    const all = await suite.client.get<{ data: (ContractResponse & { inputs: { storage_id: string }[] })[] }>(
      '/api/contract/history?per_page=10',
      { token: player.token },
    );
    const byId = new Map(all.body.data.data.map((row) => [row.id, row]));
    for (const [index, contract] of made.entries()) {
      expect(byId.get(contract.id)).toMatchObject({
        item: contract.item,
        storage_id: contract.storage_id,
        pool: contract.pool,
        ticket: contract.ticket,
        fairness: contract.fairness,
      });
      expect(byId.get(contract.id)!.inputs.map((input) => input.storage_id)).toEqual(
        items.slice(index * 3, index * 3 + 3).map((row) => row.id),
      );
    }
  });
});

describe('the audit of contracts', () => {
  const contractCheck = async () =>
    (await runAudit(suite.sql)).checks.find((check) => check.name.startsWith('contracts ('))!;

  it('passes, re-draws revealed contracts, and names a tampered pool and a tampered read-model row', async () => {
    const { player, items } = await aPlayerWithItems(3);
    await sign(
      player,
      items.map((row) => row.id),
    );
    await suite.client.post('/api/fairness/rotate', {}, { token: player.token });
    const report = await runAudit(suite.sql);
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
    const check = report.checks.find((candidate) => candidate.name.startsWith('contracts ('))!;
    expect(check.checked.join('\n')).toMatch(/[1-9]\d* contract draws recomputed/);

    const { rows } = await suite.sql.query<{ event_id: string; weight: number }>(
      `SELECT event_id::text AS event_id, (data->'pool'->0->>1)::int AS weight FROM events
        WHERE stream_id = $1 AND event_type = 'ContractSigned'`,
      [`player-${player.id}`],
    );
    const [signed] = rows;
    const setWeight = (weight: number) =>
      tamper(
        suite.sql,
        `UPDATE events SET data = jsonb_set(data, '{pool,0,1}', to_jsonb($2::int)) WHERE event_id = $1::uuid`,
        [signed.event_id, weight],
      );
    await setWeight(signed.weight + 1);
    try {
      const tampered = await contractCheck();
      expect(tampered.failureCount).toBeGreaterThanOrEqual(1);
      expect(tampered.failures.join('\n')).toContain(`player-${player.id}`);
      expect(tampered.failures.join('\n')).toContain('the recorded pool is not the solved pool');
    } finally {
      await setWeight(signed.weight);
    }
    expect((await contractCheck()).failureCount).toBe(0);

    // A read-model row changed behind the log's back: the rebuild differs from it.
    const { rows: live } = await suite.sql.query<{ contract_id: string; ticket: string }>(
      `SELECT contract_id, ticket::text AS ticket FROM games_contracts WHERE player_id = $1`,
      [player.id],
    );
    await suite.sql.query(`UPDATE games_contracts SET ticket = ticket + 1 WHERE contract_id = $1`, [
      live[0].contract_id,
    ]);
    try {
      const audit = await runAudit(suite.sql);
      const failures = audit.checks.flatMap((candidate) => candidate.failures).join('\n');
      expect(failures).toContain('games_contracts');
    } finally {
      await suite.sql.query(`UPDATE games_contracts SET ticket = $2::bigint WHERE contract_id = $1`, [
        live[0].contract_id,
        live[0].ticket,
      ]);
    }
  });
});
