// The arena over real HTTP on the demo catalogue: 2-, 3- and 4-seat battles in every mode settle
// with money conserved (what players paid = what they took home + what the house kept), every round
// recomputes with libs/fairness from the revealed seed, cancel and timeout refund, robots join only
// when asked, 50 parallel joins for one seat take it once and leave 49 balances untouched, and the
// audit passes over all of it.
import {
  BATTLE_MODES,
  formatAmount,
  type ArenaMessage,
  parseAmount,
  type BattleMode,
  type BattleResponse,
} from '@lootledger/contracts';
import { battleResult, serverSeedHash, type BattleSeat } from '@lootledger/fairness';
import { uuidV5, type SqlClient } from '@lootledger/event-store';
import { CommandBus } from '@nestjs/cqrs';
import { runAudit } from '../../audit';
import { FreezeAccountCommand } from '../../ledger';
import type { TestPlayer } from '../../identity/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { expectRefusal } from '../../platform/testing/api-client';
import { aFundedPlayer, balanceOf, startGamesTestApp, storageOf, type GamesTestApp } from '../testing';
import { openSocket } from '../../realtime/testing';
import { ServerSeedVault } from '../fairness/server-seed-vault';
import { ArenaService, battleSeedKey } from './arena.service';
import { BattleProcess, STALLED_BATTLE_MS } from './battle.process';
import { callRobots, startBattle } from './domain/battle.decider';

let app: GamesTestApp;
let boxes: { id: string; price: string }[];

beforeAll(async () => {
  app = await startGamesTestApp();
  const list = await app.client.get<{ id: string; price: string }[]>('/api/arena/box-list');
  boxes = [...list.body.data].sort((a, b) => Number(parseAmount(a.price)! - parseAmount(b.price)!));
});
afterAll(() => app.close());

const cents = (amount: string) => parseAmount(amount)!;
const post = (player: TestPlayer, path: string, body: Record<string, unknown>) =>
  app.client.post<BattleResponse>(`/api/arena/${path}`, body, { token: player.token });
const detail = async (id: string) =>
  (await app.client.get<BattleResponse>(`/api/arena/detail?game_arena_id=${id}`)).body.data;

async function create(
  player: TestPlayer,
  body: Partial<{ boxes: string[]; seats: number; mode: BattleMode; robots: boolean }> = {},
) {
  const result = await post(player, 'create', {
    boxes: [boxes[0].id, boxes[0].id],
    seats: 2,
    mode: 'classic',
    robots: true,
    ...body,
  });
  if (result.status !== 200) throw new Error(`create: ${JSON.stringify(result.body)}`);
  return result.body.data;
}

/** Re-draws an ended battle from its revealed seed with libs/fairness. */
function expectRecomputes(battle: BattleResponse): void {
  expect(serverSeedHash(battle.server_seed!)).toBe(battle.server_seed_hash);
  const seats: BattleSeat[] = battle.seats.map((seat) =>
    seat.robot ? { kind: 'robot' } : { kind: 'player', clientSeed: seat.client_seed },
  );
  const values = new Map(battle.rounds!.map((round) => [round.item_id, cents(round.bean)]));
  const result = battleResult(
    {
      serverSeed: battle.server_seed!,
      seats,
      boxes: battle.boxes.map((box) => ({
        pool: box.pool,
        // Items never drawn need a value too; their exact value does not change any draw.
        values: Object.fromEntries(box.pool.map(([id]) => [id, values.get(id) ?? 0n])),
      })),
    },
    battle.mode,
  );
  expect(battle.client_seed).toBe(result.clientSeed);
  for (const round of battle.rounds!) {
    const draw = result.draws[round.round][round.seat];
    expect({ item: round.item_id, ticket: round.ticket, nonce: round.nonce, cursor: round.cursor }).toEqual({
      item: draw.itemId,
      ticket: draw.ticket,
      nonce: round.round,
      cursor: round.seat,
    });
  }
  expect(battle.winners).toEqual(result.winners);
}

async function expectAuditPasses(): Promise<void> {
  const report = await runAudit(app.app.get<SqlClient>(SQL_CLIENT));
  expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  const battles = report.checks.find((check) => check.name.startsWith('battles'));
  expect(battles?.checked.join()).toMatch(/ended/);
}

describe('arena battles (e2e)', () => {
  it.each([
    [2, 'classic'],
    [3, 'underdog'],
    [4, 'team'],
    [4, 'share'],
  ] as const)('a %i-seat %s battle settles: rounds recompute, money is conserved', async (seats, mode) => {
    const battleBoxes = [boxes[0].id, boxes[1 % boxes.length].id, boxes[0].id];
    const players = await Promise.all(Array.from({ length: seats }, () => aFundedPlayer(app, '500.00')));
    const created = await create(players[0], { boxes: battleBoxes, seats, mode });
    expect(created).toMatchObject({ status: 0, mode, seats_total: seats, winners: [], server_seed: null });
    const price = cents(created.price);
    expect(price).toBe(battleBoxes.reduce((sum, id) => sum + cents(boxes.find((box) => box.id === id)!.price), 0n));
    expect(await balanceOf(app.client, players[0])).toBe(formatAmount(50_000n - price));

    let last: BattleResponse = created;
    for (const player of players.slice(1)) {
      const joined = await post(player, 'join', { id: created.id });
      expect(joined.status).toBe(200);
      last = joined.body.data;
    }
    expect(last.status).toBe(2);
    const battle = await detail(created.id);
    expect(battle.rounds).toHaveLength(battleBoxes.length * seats);
    expectRecomputes(battle);

    // Each player paid the price once; the winners hold the items drawn; the house keeps the rest.
    let paid = 0n;
    let tookHome = 0n;
    for (const player of players) {
      paid += price;
      const balance = cents(await balanceOf(app.client, player));
      expect(balance).toBe(50_000n - price);
      const held = await storageOf(app.client, player);
      tookHome += held.reduce((sum, row) => sum + cents(row.bean), 0n);
    }
    const drawn = battle.rounds!.reduce((sum, round) => sum + cents(round.bean), 0n);
    expect(tookHome).toBe(drawn);
    const won = battle.seats.reduce((sum, seat) => sum + cents(seat.won), 0n);
    expect(won).toBe(drawn);
    const house = paid - tookHome;
    expect(paid).toBe(tookHome + house);
    expect(battle.winners.length).toBe(mode === 'team' ? 2 : mode === 'share' ? seats : 1);
  });

  it('robots join only when a seated player asks; their share stays with the house', async () => {
    const player = await aFundedPlayer(app, '100.00');
    const created = await create(player, { seats: 4, robots: true });
    const stranger = await aFundedPlayer(app, '100.00');
    expectRefusal(await post(stranger, 'robots', { id: created.id }), 403, 'NOT_SEATED');
    const called = await post(player, 'robots', { id: created.id });
    expect(called.status).toBe(200);
    const battle = await detail(created.id);
    expect(battle.status).toBe(2);
    expect(battle.seats.map((seat) => seat.robot)).toEqual([false, true, true, true]);
    expect(battle.seats.slice(1).map((seat) => seat.client_seed)).toEqual(['robot-1', 'robot-2', 'robot-3']);
    expectRecomputes(battle);
    const held = await storageOf(app.client, player);
    expect(held.length > 0).toBe(battle.winners.includes(0));

    const noRobots = await create(player, { robots: false });
    expectRefusal(await post(player, 'robots', { id: noRobots.id }), 422, 'ROBOTS_NOT_ALLOWED');
  });

  it('the creator cancels a waiting battle: every stake comes back, once', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const joiner = await aFundedPlayer(app, '100.00');
    const created = await create(creator, { seats: 3 });
    await post(joiner, 'join', { id: created.id });
    expectRefusal(await post(joiner, 'cancel', { id: created.id }), 403, 'NOT_BATTLE_CREATOR');
    const cancelled = await post(creator, 'cancel', { id: created.id });
    expect(cancelled.body.data).toMatchObject({ status: 3 });
    expect(serverSeedHash(cancelled.body.data.server_seed!)).toBe(created.server_seed_hash);
    expectRefusal(await post(creator, 'cancel', { id: created.id }), 409, 'BATTLE_NOT_WAITING');
    expectRefusal(
      await post(await aFundedPlayer(app, '100.00'), 'join', { id: created.id }),
      409,
      'BATTLE_NOT_WAITING',
    );
    expect(await balanceOf(app.client, creator)).toBe('100.00');
    expect(await balanceOf(app.client, joiner)).toBe('100.00');
  });

  it('a battle left waiting past ARENA_WAIT_TIMEOUT is cancelled and refunded by the process', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const created = await create(creator);
    const process = app.app.get(BattleProcess);
    await process.runOnce(new Date(Date.now() + 10_000)); // not yet due
    expect((await detail(created.id)).status).toBe(0);
    await process.runOnce(new Date(Date.now() + app.config.arenaWaitTimeoutMs + 60_000));
    expect((await detail(created.id)).status).toBe(3);
    expect(await balanceOf(app.client, creator)).toBe('100.00');
  });

  it('a settlement cut off after the seats filled, or after the draw, is finished by the process, once', async () => {
    const arena = app.app.get(ArenaService);
    const process = app.app.get(BattleProcess);
    const player = await aFundedPlayer(app, '100.00');
    // Seats filled, nothing drawn (a crash right after the robots were recorded).
    const filled = await create(player, { seats: 3 });
    await arena.battles.execute(filled.id, 'robots/cut', (state) => callRobots(state, player.id), {
      actor: { type: 'player', id: player.id },
      at: new Date(),
    });
    // Drawn, nothing granted (a crash right after BattleStarted).
    const drawn = await create(player, { seats: 2 });
    await arena.battles.execute(drawn.id, 'robots/cut', (state) => callRobots(state, player.id), {
      actor: { type: 'player', id: player.id },
      at: new Date(),
    });
    const seed = await app.app.get(ServerSeedVault).get(battleSeedKey(drawn.id));
    await arena.battles.execute(
      drawn.id,
      'start',
      (state) => startBattle(state, seed.serverSeed, (round, seat) => uuidV5(`${drawn.id}\n${round}\n${seat}`)),
      { actor: { type: 'system', id: 'test' }, at: new Date() },
    );
    expect([(await detail(filled.id)).status, (await detail(drawn.id)).status]).toEqual([0, 1]);
    await process.runOnce(new Date(Date.now() + STALLED_BATTLE_MS + 1_000));
    await process.runOnce(new Date(Date.now() + STALLED_BATTLE_MS + 2_000));
    const battles = [await detail(filled.id), await detail(drawn.id)];
    expect(battles.map((battle) => battle.status)).toEqual([2, 2]);
    battles.forEach(expectRecomputes);
    const held = await storageOf(app.client, player);
    const won = battles.reduce((sum, battle) => sum + cents(battle.seats[0].won), 0n);
    expect(held.reduce((sum, row) => sum + cents(row.bean), 0n)).toBe(won);
    const price = cents(filled.price) + cents(drawn.price);
    expect(await balanceOf(app.client, player)).toBe(formatAmount(10_000n - price));
  });

  it('pushes arena.created, joined, started and ended with the battle to sockets on the arena channel', async () => {
    const socket = await openSocket(app.baseUrl);
    try {
      const creator = await aFundedPlayer(app, '100.00');
      const joiner = await aFundedPlayer(app, '100.00');
      const joined = await app.client.post(
        '/api/arena/join-channel',
        { client_id: socket.clientId },
        { token: creator.token },
      );
      expect(joined.status).toBe(200);
      const created = await create(creator, { seats: 2 });
      await post(joiner, 'join', { id: created.id });
      const seen: { type: string; status: number }[] = [];
      while (seen.length < 4) {
        const frame = (await socket.next([
          'arena.created',
          'arena.joined',
          'arena.started',
          'arena.ended',
        ])) as ArenaMessage;
        if (frame.game_arena_id !== created.id) continue;
        expect(frame.battle.id).toBe(created.id);
        seen.push({ type: frame.type, status: frame.battle.status });
      }
      expect(seen.map((frame) => frame.type)).toEqual([
        'arena.created',
        'arena.joined',
        'arena.started',
        'arena.ended',
      ]);
      expect(seen[3].status).toBe(2);
    } finally {
      await socket.close();
    }
  });

  it('50 parallel joins for the last seat: one takes it, 49 are refused with their coins untouched', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const created = await create(creator, { robots: false });
    const joiners = await Promise.all(Array.from({ length: 50 }, () => aFundedPlayer(app, '100.00')));
    const results = await Promise.all(joiners.map((player) => post(player, 'join', { id: created.id, seat: 1 })));
    const taken = results.filter((result) => result.status === 200);
    expect(taken).toHaveLength(1);
    for (const refused of results.filter((result) => result.status !== 200)) {
      expect([409]).toContain(refused.status);
      expect(['SEAT_TAKEN', 'BATTLE_NOT_WAITING']).toContain(refused.body.error);
    }
    const balances = await Promise.all(joiners.map((player) => balanceOf(app.client, player)));
    const price = cents(created.price);
    expect(balances.filter((balance) => balance === '100.00')).toHaveLength(49);
    expect(balances.filter((balance) => balance === formatAmount(10_000n - price))).toHaveLength(1);
    // The 49 have no change record at all.
    const untouched = joiners.filter((_, index) => results[index].status !== 200);
    const records = await app.client.get<{ total: number }>('/api/bean/change_records', { token: untouched[0].token });
    expect(records.body.data.total).toBe(1);
  });

  it('refuses what it must, changing nothing', async () => {
    const poor = await aFundedPlayer(app, '0.01');
    expectRefusal(
      await post(poor, 'create', { boxes: [boxes[0].id], seats: 2, mode: 'classic', robots: true }),
      422,
      'INSUFFICIENT_BALANCE',
    );
    const rich = await aFundedPlayer(app, '100.00');
    expectRefusal(
      await post(rich, 'create', { boxes: [], seats: 2, mode: 'classic', robots: true }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await post(rich, 'create', { boxes: Array(7).fill(boxes[0].id), seats: 2, mode: 'classic', robots: true }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await post(rich, 'create', { boxes: [boxes[0].id], seats: 2, mode: 'team', robots: true }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await post(rich, 'create', { boxes: [boxes[0].id], seats: 5, mode: 'classic', robots: true }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await post(rich, 'create', { boxes: ['nope'], seats: 2, mode: 'classic', robots: true }),
      404,
      'BOX_NOT_FOUND',
    );
    const created = await create(rich);
    expectRefusal(await post(rich, 'join', { id: created.id }), 409, 'ALREADY_SEATED');
    expectRefusal(await post(poor, 'join', { id: created.id }), 422, 'INSUFFICIENT_BALANCE');
    expectRefusal(await post(rich, 'join', { id: 'no-such-battle' }), 404, 'BATTLE_NOT_FOUND');
    expect(await balanceOf(app.client, poor)).toBe('0.01');
    expect((await detail(created.id)).seats[1].player_id).toBeNull();
    const zh = await app.client.post('/api/arena/join', { id: created.id }, { token: rich.token, lang: 'zh' });
    expect(zh.body.message).toBe('您已在该对战中');

    // A frozen account can neither create nor join; its coins stay where they were.
    const frozen = await aFundedPlayer(app, '100.00');
    await app.app.get(CommandBus).execute(
      new FreezeAccountCommand({
        playerId: frozen.id,
        reason: 'chargeback under review',
        staffId: 'staff-test',
        requestId: `freeze-${frozen.id}`,
      }),
    );
    expectRefusal(await post(frozen, 'join', { id: created.id }), 403, 'ACCOUNT_FROZEN');
    expectRefusal(
      await post(frozen, 'create', { boxes: [boxes[0].id], seats: 2, mode: 'classic', robots: true }),
      403,
      'ACCOUNT_FROZEN',
    );
    expect(await balanceOf(app.client, frozen)).toBe('100.00');
    expect((await detail(created.id)).seats[1].player_id).toBeNull();
  });

  it("lists open battles, ended ones and a player's own, and the audit re-draws every battle", async () => {
    const player = await aFundedPlayer(app, '100.00');
    const waiting = await create(player, { robots: false });
    const list = await app.client.get<{ data: BattleResponse[] }>('/api/arena/list?per_page=100');
    expect(list.body.data.data.map((battle) => battle.id)).toContain(waiting.id);
    expect(list.body.data.data.every((battle) => battle.status <= 1 && battle.rounds === undefined)).toBe(true);
    const history = await app.client.get<{ data: BattleResponse[] }>('/api/arena/history');
    expect(history.body.data.data.length > 0 && history.body.data.data.every((battle) => battle.status === 2)).toBe(
      true,
    );
    const mine = await app.client.get<{ data: BattleResponse[] }>('/api/arena/me-history', { token: player.token });
    expect(mine.body.data.data.map((battle) => battle.id)).toEqual([waiting.id]);
    expect(BATTLE_MODES).toContain(waiting.mode);
    await expectAuditPasses();
  });
});
