// The arena over real HTTP on the demo catalogue: 2-, 3- and 4-seat battles in every mode settle
// with coins conserved in the journal (every stake went into the game escrow and out of it, to the
// house or back as a refund; the house gained exactly what the players paid) and the drawn items'
// value with the winners (robots' shares with the house), every round recomputes with libs/fairness
// from the revealed seed, cancel and timeout refund (and push arena.cancelled), robots join only
// when asked, 50 parallel joins for one seat take it once and leave 49 balances and change records
// untouched, the audit passes over all of it and names a battle whose escrow does not reconcile.
import {
  BATTLE_MODES,
  ChangeType,
  CounterAccount,
  formatAmount,
  type ArenaMessage,
  parseAmount,
  type BattleMode,
  type BattleResponse,
} from '@lootledger/contracts';
import { battleResult, serverSeedHash, type BattleSeat } from '@lootledger/fairness';
import { uuidV5, type EventStore, type SqlClient } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { runAudit } from '../../audit';
import { CounterAccountsService } from '../../ledger';
import type { TestPlayer } from '../../identity/testing';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { expectRefusal } from '../../platform/testing/api-client';
import { setEventField, whileTampered } from '../../platform/testing/tamper';
import { aFundedPlayer, freezeAccount, balanceOf, startGamesTestApp, storageOf, type GamesTestApp } from '../testing';
import { openSocket, type TestSocket } from '../../realtime/testing';
import { ServerSeedVault } from '../fairness/server-seed-vault';
import { BattleTable } from './battles/battle-table';
import { BATTLE_SETTLED_REASON, battleSeedKey, battleSettlementSource } from './domain/battle-keys';
import { JoinBattleHandler } from './join-battle/join-battle.handler';
import { BattleProcess, STALLED_BATTLE_MS } from './settle-battle/battle.process';
import { battleStreamId } from './domain/battle';
import type { BattleEnded } from './domain/battle.events';
import { callRobots, createBattle, startBattle } from './domain/battle.decider';

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

const sql = () => app.app.get<SqlClient>(SQL_CLIENT);

interface BattleJournal {
  /** Into the game escrow from the players' stakes (BATTLE debits). */
  stakes: bigint;
  /** Out of the game escrow back to players (REFUND credits). */
  refunds: bigint;
  /** Out of the game escrow to house revenue (the settlement on house-battle-{id}). */
  released: bigint;
  /** Each account's net over the battle's legs. */
  players: bigint;
  escrow: bigint;
  house: bigint;
  total: bigint;
}

/**
 * The ledger journal's legs of one battle's coins: its stakes and refunds (player streams, found by
 * their references) and the release of its escrow (stream house-battle-{id}).
 */
async function battleJournal(battleId: string): Promise<BattleJournal> {
  const { rows } = await sql().query<{ stream_id: string; leg: number; account: string; amount: string }>(
    `SELECT j.stream_id, j.leg, j.account, j.amount::text AS amount
       FROM ledger_journal j JOIN events e ON e.stream_id = j.stream_id AND e.stream_version = j.stream_version
      WHERE e.data->>'reference' LIKE $1 OR e.data->>'reference' LIKE $2 OR j.stream_id = $3`,
    [`battle-${battleId}-%`, `battle-refund-${battleId}-%`, `house-${battleStreamId(battleId)}`],
  );
  const legs = rows.map((row) => ({ ...row, house: row.stream_id.startsWith('house-'), amount: BigInt(row.amount) }));
  const total = (keep: (leg: (typeof legs)[number]) => boolean) =>
    legs.filter(keep).reduce((sum, leg) => sum + leg.amount, 0n);
  const escrow = (leg: (typeof legs)[number]) => leg.account === CounterAccount.GAME_ESCROW;
  return {
    stakes: total((leg) => !leg.house && escrow(leg) && leg.amount > 0n),
    refunds: -total((leg) => !leg.house && escrow(leg) && leg.amount < 0n),
    released: total((leg) => leg.house && leg.account === CounterAccount.HOUSE_REVENUE),
    players: total((leg) => leg.leg === 1),
    escrow: total(escrow),
    house: total((leg) => leg.account === CounterAccount.HOUSE_REVENUE),
    total: total(() => true),
  };
}

/** A socket on the arena channel (joined with a player's token). */
async function arenaSocket(player: TestPlayer): Promise<TestSocket> {
  const socket = await openSocket(app.baseUrl);
  const joined = await app.client.post(
    '/api/arena/join-channel',
    { client_id: socket.clientId },
    { token: player.token },
  );
  expect(joined.status).toBe(200);
  return socket;
}

/** The next push about this battle, of these types (pushes about other battles are skipped). */
async function nextPush(socket: TestSocket, battleId: string, types: readonly ArenaMessage['type'][]) {
  for (;;) {
    const frame = (await socket.next(types, 15_000)) as ArenaMessage;
    if (frame.game_arena_id === battleId) return frame;
  }
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

    // Two conservation laws, one for coins and one for item values (items are valued, not coins):
    // - Coins (the ledger journal): each player paid the price once into the game escrow; when the
    //   battle ended the escrow released all of it to house revenue. So Σ stakes = Σ refunds +
    //   released, the escrow nets to zero, the house gained exactly what the players paid, and the
    //   battle's legs sum to zero.
    // - Item values: every drawn item went to a winner's backpack (here every seat is a player; a
    //   robot's share is never granted and stays with the house). An item becomes coins only if it is
    //   later recycled (a RECYCLE credit from house_revenue), so its value is no coin movement here.
    let paid = 0n;
    let tookHome = 0n;
    for (const player of players) {
      paid += price;
      const balance = cents(await balanceOf(app.client, player));
      expect(balance).toBe(50_000n - price);
      const held = await storageOf(app.client, player);
      tookHome += held.reduce((sum, row) => sum + cents(row.bean), 0n);
    }
    expect(paid).toBe(price * BigInt(seats));
    const journal = await battleJournal(created.id);
    expect(journal).toEqual({
      stakes: paid,
      refunds: 0n,
      released: paid,
      players: -paid,
      escrow: 0n,
      house: paid,
      total: 0n,
    });
    expect(journal.stakes).toBe(journal.refunds + journal.released);
    const drawn = battle.rounds!.reduce((sum, round) => sum + cents(round.bean), 0n);
    expect(tookHome).toBe(drawn);
    const won = battle.seats.reduce((sum, seat) => sum + cents(seat.won), 0n);
    expect(won).toBe(drawn);
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
    // Coins: the player's stake went to the house (robots pay nothing). Items: the robots' shares
    // were never granted; BattleEnded records their value, which stays with the house.
    const price = cents(created.price);
    expect(await battleJournal(created.id)).toMatchObject({ stakes: price, released: price, escrow: 0n, house: price });
    const robotsWon = battle.seats.filter((seat) => seat.robot).reduce((sum, seat) => sum + cents(seat.won), 0n);
    const ended = (await app.app.get<EventStore>(EVENT_STORE).readStream(battleStreamId(created.id))).find(
      (event) => event.type === 'BattleEnded',
    )!;
    expect((ended.data as unknown as BattleEnded['data']).robots_won).toBe(robotsWon.toString());
    const drawn = battle.rounds!.reduce((sum, round) => sum + cents(round.bean), 0n);
    expect(held.reduce((sum, row) => sum + cents(row.bean), 0n) + robotsWon).toBe(drawn);

    const noRobots = await create(player, { robots: false });
    expectRefusal(await post(player, 'robots', { id: noRobots.id }), 422, 'ROBOTS_NOT_ALLOWED');
  });

  it('the creator cancels a waiting battle: every stake comes back, once, and arena.cancelled is pushed', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const joiner = await aFundedPlayer(app, '100.00');
    const socket = await arenaSocket(joiner);
    try {
      const created = await create(creator, { seats: 3 });
      await post(joiner, 'join', { id: created.id });
      expectRefusal(await post(joiner, 'cancel', { id: created.id }), 403, 'NOT_BATTLE_CREATOR');
      const cancelled = await post(creator, 'cancel', { id: created.id });
      expect(cancelled.body.data).toMatchObject({ status: 3 });
      expect(serverSeedHash(cancelled.body.data.server_seed!)).toBe(created.server_seed_hash);
      const pushed = await nextPush(socket, created.id, ['arena.cancelled']);
      expect(pushed.battle).toMatchObject({ id: created.id, status: 3, server_seed: cancelled.body.data.server_seed });
      expectRefusal(await post(creator, 'cancel', { id: created.id }), 409, 'BATTLE_NOT_WAITING');
      expectRefusal(
        await post(await aFundedPlayer(app, '100.00'), 'join', { id: created.id }),
        409,
        'BATTLE_NOT_WAITING',
      );
      expect(await balanceOf(app.client, creator)).toBe('100.00');
      expect(await balanceOf(app.client, joiner)).toBe('100.00');
      // The escrow nets to zero for it: both stakes came back, nothing went to the house.
      const price = cents(created.price);
      expect(await battleJournal(created.id)).toEqual({
        stakes: 2n * price,
        refunds: 2n * price,
        released: 0n,
        players: 0n,
        escrow: 0n,
        house: 0n,
        total: 0n,
      });
    } finally {
      await socket.close();
    }
  });

  it('a battle left waiting past ARENA_WAIT_TIMEOUT is cancelled and refunded by the process, and pushed', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const socket = await arenaSocket(creator);
    try {
      const created = await create(creator);
      const process = app.app.get(BattleProcess);
      await process.catchUp(new Date(Date.now() + 10_000)); // not yet due
      expect((await detail(created.id)).status).toBe(0);
      await process.catchUp(new Date(Date.now() + app.config.arenaWaitTimeoutMs + 60_000));
      expect((await detail(created.id)).status).toBe(3);
      const pushed = await nextPush(socket, created.id, ['arena.cancelled']);
      expect(pushed.battle).toMatchObject({ id: created.id, status: 3 });
      expect(await balanceOf(app.client, creator)).toBe('100.00');
      expect(await battleJournal(created.id)).toMatchObject({ escrow: 0n, house: 0n, released: 0n, total: 0n });
    } finally {
      await socket.close();
    }
  });

  it('a settlement cut off after the seats filled, or after the draw, is finished by the process, once', async () => {
    const arena = app.app.get(BattleTable);
    const process = app.app.get(BattleProcess);
    // The test runs the process's passes itself: its own loop would finish a battle left untouched
    // for STALLED_BATTLE_MS while the others are still being set up on a slow machine.
    await process.stop();
    try {
      await cutOffSettlementsFinishedOnce(arena, process);
    } finally {
      process.start();
    }
  });

  async function cutOffSettlementsFinishedOnce(arena: BattleTable, process: BattleProcess): Promise<void> {
    const player = await aFundedPlayer(app, '300.00');
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
    // Drawn and its escrow already released to the house, not ended (a crash right before BattleEnded;
    // the release is keyed by the battle, as the grants are by theirs).
    const released = await create(player, { seats: 2 });
    await arena.battles.execute(released.id, 'robots/cut', (state) => callRobots(state, player.id), {
      actor: { type: 'player', id: player.id },
      at: new Date(),
    });
    const releasedSeed = await app.app.get(ServerSeedVault).get(battleSeedKey(released.id));
    await arena.battles.execute(
      released.id,
      'start',
      (state) =>
        startBattle(state, releasedSeed.serverSeed, (round, seat) => uuidV5(`${released.id}\n${round}\n${seat}`)),
      { actor: { type: 'system', id: 'test' }, at: new Date() },
    );
    await app.app.get(CounterAccountsService).settle(
      {
        source: battleSettlementSource(released.id),
        from: CounterAccount.GAME_ESCROW,
        to: CounterAccount.HOUSE_REVENUE,
        amount: cents(released.price),
        reason: BATTLE_SETTLED_REASON,
        reference: battleStreamId(released.id),
      },
      { actor: { type: 'system', id: 'test' }, at: new Date() },
    );
    const ids = [filled.id, drawn.id, released.id];
    expect(await Promise.all(ids.map(async (id) => (await detail(id)).status))).toEqual([0, 1, 1]);
    await process.catchUp(new Date(Date.now() + STALLED_BATTLE_MS + 1_000));
    await process.catchUp(new Date(Date.now() + STALLED_BATTLE_MS + 2_000));
    const battles = await Promise.all(ids.map(detail));
    expect(battles.map((battle) => battle.status)).toEqual([2, 2, 2]);
    battles.forEach(expectRecomputes);
    const held = await storageOf(app.client, player);
    const won = battles.reduce((sum, battle) => sum + cents(battle.seats[0].won), 0n);
    expect(held.reduce((sum, row) => sum + cents(row.bean), 0n)).toBe(won);
    const price = battles.reduce((sum, battle) => sum + cents(battle.price), 0n);
    expect(await balanceOf(app.client, player)).toBe(formatAmount(30_000n - price));
    // Each battle's stake went to the house once.
    for (const battle of battles) {
      expect(await battleJournal(battle.id)).toMatchObject({ released: cents(battle.price), escrow: 0n, total: 0n });
      expect(await app.app.get<EventStore>(EVENT_STORE).readStream(`house-${battleStreamId(battle.id)}`)).toHaveLength(
        1,
      );
    }
  }

  it('pushes arena.created, joined, started and ended with the battle to sockets on the arena channel', async () => {
    const creator = await aFundedPlayer(app, '100.00');
    const joiner = await aFundedPlayer(app, '100.00');
    const socket = await arenaSocket(creator);
    try {
      const created = await create(creator, { seats: 2 });
      await post(joiner, 'join', { id: created.id });
      const types = ['arena.created', 'arena.joined', 'arena.started', 'arena.ended'] as const;
      const seen: ArenaMessage[] = [];
      while (seen.length < 5) seen.push(await nextPush(socket, created.id, types));
      expect(seen.map((frame) => frame.battle.id)).toEqual(Array(5).fill(created.id));
      // Created, the creator's seat paid, the joiner's, then the draw and the end.
      expect(seen.map((frame) => frame.type)).toEqual([
        'arena.created',
        'arena.joined',
        'arena.joined',
        'arena.started',
        'arena.ended',
      ]);
      expect(seen[4].battle.status).toBe(2);
    } finally {
      await socket.close();
    }
  });

  it("pushes arena.created once when a joiner pays before the creator's stake is confirmed", async () => {
    const arena = app.app.get(BattleTable);
    const creator = await aFundedPlayer(app, '100.00');
    const joiner = await aFundedPlayer(app, '100.00');
    const socket = await arenaSocket(creator);
    try {
      // The creation as CreateBattleHandler.create appends it (the boxes as an earlier battle recorded them),
      // with the creator's stake not yet debited: a joiner reserves and pays seat 1 first.
      const template = await arena.load((await create(creator, { seats: 2, robots: false })).id);
      const battleId = randomUUID();
      const creatorReservation = randomUUID();
      const seed = await app.app.get(ServerSeedVault).create(creator.id, battleSeedKey(battleId));
      await arena.battles.execute(
        battleId,
        'create',
        () =>
          createBattle({
            battleId,
            reservationId: creatorReservation,
            creator: { playerId: creator.id, name: '', avatar: '', clientSeed: template.seats[0]!.clientSeed },
            mode: 'classic',
            seats: 3,
            robots: false,
            boxes: template.boxes,
            serverSeedHash: seed.serverSeedHash,
          }),
        { actor: { type: 'player', id: creator.id }, at: new Date() },
      );
      expect((await post(joiner, 'join', { id: battleId })).status).toBe(200);
      await app.app.get(JoinBattleHandler).pay(battleId, creatorReservation);
      const cancelled = await post(creator, 'cancel', { id: battleId });
      expect(cancelled.body.data.status).toBe(3);

      const types = ['arena.created', 'arena.joined', 'arena.cancelled'] as const;
      const seen: string[] = [];
      while (seen.length < 4) seen.push((await nextPush(socket, battleId, types)).type);
      expect(seen).toEqual(['arena.created', 'arena.joined', 'arena.joined', 'arena.cancelled']);
      expect(await battleJournal(battleId)).toMatchObject({ escrow: 0n, house: 0n, total: 0n });
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
    // The 49 have no change record but their top-up (a red packet), and the balance it gave them.
    const untouched = joiners.filter((_, index) => results[index].status !== 200);
    expect(untouched).toHaveLength(49);
    for (const player of untouched) {
      const records = await app.client.get<{ total: number; data: { change_type: number; bean: string }[] }>(
        '/api/bean/change_records',
        { token: player.token },
      );
      expect({ player: player.id, records: records.body.data.data.map((r) => [r.change_type, r.bean]) }).toEqual({
        player: player.id,
        records: [[ChangeType.RED_PACKET, '100.00']],
      });
      expect({ player: player.id, balance: await balanceOf(app.client, player) }).toEqual({
        player: player.id,
        balance: '100.00',
      });
    }
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
    await freezeAccount(app, frozen.id);
    expectRefusal(await post(frozen, 'join', { id: created.id }), 403, 'ACCOUNT_FROZEN');
    expectRefusal(
      await post(frozen, 'create', { boxes: [boxes[0].id], seats: 2, mode: 'classic', robots: true }),
      403,
      'ACCOUNT_FROZEN',
    );
    expect(await balanceOf(app.client, frozen)).toBe('100.00');
    expect((await detail(created.id)).seats[1].player_id).toBeNull();
  });

  it('the audit names a battle whose escrow does not reconcile (a release, a refund changed)', async () => {
    const player = await aFundedPlayer(app, '100.00');
    const ended = await create(player, { seats: 2 });
    expect((await post(player, 'robots', { id: ended.id })).body.data.status).toBe(2);
    const cancelled = await create(player, { seats: 2 });
    expect((await post(player, 'cancel', { id: cancelled.id })).body.data.status).toBe(3);
    const store = app.app.get<EventStore>(EVENT_STORE);
    const [release] = await store.readStream(`house-${battleStreamId(ended.id)}`);
    const refund = (await store.readStream(`player-${player.id}`)).find((event) =>
      String(event.data.reference).startsWith(`battle-refund-${cancelled.id}-`),
    )!;
    const price = cents(ended.price);
    const battlesFailures = async () =>
      (await runAudit(sql())).checks.find((check) => check.name.startsWith('battles'))!.failures;

    // The house side: the release says 0.01 where the escrow held the stake.
    const releaseChanged = await whileTampered(
      sql(),
      setEventField(release.eventId, 'amount', '1'),
      setEventField(release.eventId, 'amount', String(release.data.amount)),
      battlesFailures,
    );
    expect(releaseChanged).toContain(
      `battle ${ended.id}: stakes ${formatAmount(price)} − refunds 0.00 = ${formatAmount(price)} held in escrow, but 0.01 released to the house`,
    );
    // The players' side: a refund short by 0.01, so the cancelled battle's escrow keeps it.
    const refundChanged = await whileTampered(
      sql(),
      setEventField(refund.eventId, 'amount', String(price - 1n)),
      setEventField(refund.eventId, 'amount', String(refund.data.amount)),
      battlesFailures,
    );
    expect(refundChanged).toContain(
      `battle ${cancelled.id}: cancelled, yet the escrow does not net to zero (stakes ${formatAmount(price)} − refunds ${formatAmount(price - 1n)} = 0.01)`,
    );
    await expectAuditPasses();
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
