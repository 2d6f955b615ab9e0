// GET /api/fairness/pairs/{pair_id}/draws over real HTTP: one pair serves box draws, a contract and
// an upgrade; before its reveal the call is refused (zh and en), after it every draw comes back in
// nonce order and recomputes with libs/fairness to what each game's response said.
import { formatAmount, parseAmount, type PairDrawResponse } from '@lootledger/contracts';
import { serverSeedHash, verifyDraw } from '@lootledger/fairness';
import { verifyUpgradeDraw } from '@lootledger/fairness/upgrade';
import { aDemoBox, aFundedPlayer, startGamesTestApp, storageOf, type GamesTestApp } from '../../testing';

let app: GamesTestApp;

beforeAll(async () => {
  app = await startGamesTestApp();
});
afterAll(() => app.close());

interface Opened {
  open_id: string;
  items: { id: string; name: string }[];
  fairness: { pair_id: string; server_seed_hash: string; nonce: number; ticket: number }[];
}

it('lists every draw of a revealed pair across games, each recomputing with libs/fairness; refused before the reveal', async () => {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, formatAmount(parseAmount(box.price)! * 4n + 100_000n));
  const opened = await app.client.post<Opened>('/api/box/open', { id: box.id, num: 4 }, { token: player.token });
  expect(opened.status).toBe(200);
  const pairId = opened.body.data.fairness[0].pair_id;
  expect(opened.body.data.fairness.map((draw) => draw.pair_id)).toEqual([pairId, pairId, pairId, pairId]);

  const items = await storageOf(app.client, player);
  const contract = await app.client.post<{
    id: string;
    item: { id: string; name: string };
    fairness: { pair_id: string };
  }>('/api/contract', { data: items.slice(0, 3).map((row) => row.id) }, { token: player.token });
  expect(contract.status).toBe(200);
  expect(contract.body.data.fairness.pair_id).toBe(pairId);
  const targets = await app.client.get<{ data: { id: string }[] }>('/api/upgrade/items?per_page=1');
  const upgrade = await app.client.post<{
    upgrade_id: string;
    success: boolean;
    fairness: { pair_id: string; roll: number };
  }>('/api/upgrade', { item_id: targets.body.data.data[0].id, rate: 2500 }, { token: player.token });
  expect(upgrade.status).toBe(200);
  expect(upgrade.body.data.fairness.pair_id).toBe(pairId);

  // Not revealed yet: refused with its key, in the request's language; nothing about the draws leaks.
  for (const lang of ['en', 'zh'] as const) {
    const early = await app.client.get(`/api/fairness/pairs/${pairId}/draws`, { lang });
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({ code: 422, error: 'SEED_PAIR_NOT_REVEALED', data: null });
    expect(early.body.message).toBe(
      lang === 'zh'
        ? '该种子对的服务端种子尚未公开：更换客户端种子后即可验证'
        : 'This seed pair is not revealed yet: rotate it (change your client seed) to verify its draws',
    );
  }
  const unknown = await app.client.get('/api/fairness/pairs/no-such-pair/draws', { lang: 'zh' });
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ error: 'SEED_PAIR_NOT_FOUND', message: '该种子对不存在' });

  const rotated = await app.client.post<{ revealed: { pair_id: string; server_seed: string } }>(
    '/api/fairness/rotate',
    {},
    { token: player.token },
  );
  expect(rotated.status).toBe(200);
  expect(rotated.body.data.revealed.pair_id).toBe(pairId);
  const serverSeed = rotated.body.data.revealed.server_seed;

  // Public once revealed: no token needed (the seeds are public, the draws name no player).
  const listed = await app.client.get<PairDrawResponse[]>(`/api/fairness/pairs/${pairId}/draws`);
  expect(listed.status).toBe(200);
  const draws = listed.body.data;
  expect(draws.map((draw) => [draw.game, draw.nonce])).toEqual([
    ['box', 0],
    ['box', 1],
    ['box', 2],
    ['box', 3],
    ['contract', 4],
    ['upgrade', 5],
  ]);
  for (const draw of draws) {
    expect(draw.server_seed).toBe(serverSeed);
    expect(draw.server_seed_hash).toBe(serverSeedHash(serverSeed));
  }

  // The items drawn are named in the request's language, as the opening named them (English by default).
  const zh = await app.client.get<PairDrawResponse[]>(`/api/fairness/pairs/${pairId}/draws`, { lang: 'zh' });
  const zhNames = zh.body.data.filter((draw) => draw.game === 'box').map((draw) => draw.result.item_name);
  const enNames = draws.filter((draw) => draw.game === 'box').map((draw) => draw.result.item_name);
  expect(enNames).toEqual(opened.body.data.items.map((item) => item.name));
  zhNames.forEach((name) => expect(name).toMatch(/[\u4e00-\u9fff]/));
  expect(draws.find((draw) => draw.game === 'contract')!.result.item_name).toBe(contract.body.data.item.name);

  // Each recomputes in libs/fairness to what the game answered at the time.
  const boxDraws = draws.filter((draw) => draw.game === 'box');
  boxDraws.forEach((draw, index) => {
    expect(draw.ref).toBe(opened.body.data.open_id);
    expect(draw.ticket).toBe(opened.body.data.fairness[index].ticket);
    expect(draw.result.item_id).toBe(opened.body.data.items[index].id);
    expect(
      verifyDraw({
        kind: 'weighted-pick',
        serverSeed,
        serverSeedHash: draw.server_seed_hash,
        clientSeed: draw.client_seed,
        nonce: draw.nonce,
        cursor: draw.cursor,
        pool: draw.pool!,
        ticket: draw.ticket!,
        itemId: draw.result.item_id,
      }),
    ).toEqual({ ok: true, reason: null });
  });
  const signed = draws.find((draw) => draw.game === 'contract')!;
  expect(signed.ref).toBe(contract.body.data.id);
  expect(signed.result.item_id).toBe(contract.body.data.item.id);
  expect(
    verifyDraw({
      kind: 'weighted-pick',
      serverSeed,
      serverSeedHash: signed.server_seed_hash,
      clientSeed: signed.client_seed,
      nonce: signed.nonce,
      cursor: signed.cursor,
      pool: signed.pool!,
      ticket: signed.ticket!,
      itemId: signed.result.item_id,
    }),
  ).toEqual({ ok: true, reason: null });
  const attempted = draws.find((draw) => draw.game === 'upgrade')!;
  expect(attempted).toMatchObject({
    ref: upgrade.body.data.upgrade_id,
    rate: 2500,
    roll: upgrade.body.data.fairness.roll,
    result: { success: upgrade.body.data.success },
  });
  expect(
    verifyUpgradeDraw({
      serverSeed,
      serverSeedHash: attempted.server_seed_hash,
      clientSeed: attempted.client_seed,
      nonce: attempted.nonce,
      cursor: attempted.cursor,
      rateBasisPoints: attempted.rate!,
      roll: attempted.roll,
      success: attempted.result.success,
    }),
  ).toEqual({ ok: true, reason: null });
});
