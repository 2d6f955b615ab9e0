// The arena's battle process, pushes and audit over real HTTP on the demo catalogue: a battle left
// waiting past the timeout cancelled and refunded by the process (and pushed), settlements cut off
// after the seats filled or after the draw finished once, arena.created, joined, started and ended
// pushed to the arena channel (created once when a joiner pays first), and the audit naming a battle
// whose escrow does not reconcile.
import { CounterAccount, formatAmount, type ArenaMessage } from '@lootledger/contracts';
import { uuidV5, type EventStore } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { runAudit } from '../../audit';
import { CounterAccountsService } from '../../ledger';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { setEventField, whileTampered } from '../../platform/testing/tamper';
import { aFundedPlayer, balanceOf, storageOf, type GamesTestApp } from '../testing';
import { ServerSeedVault } from '../fairness/server-seed-vault';
import { BattleTable } from './battles/battle-table';
import { BATTLE_SETTLED_REASON, battleSeedKey, battleSettlementSource } from './domain/battle-keys';
import { JoinBattleHandler } from './join-battle/join-battle.handler';
import { BattleProcess, STALLED_BATTLE_MS } from './settle-battle/battle.process';
import { battleStreamId } from './domain/battle';
import { callRobots, createBattle, startBattle } from './domain/battle.decider';
import { arenaPlay, arenaSuite, cents, expectRecomputes } from './testing/arena-e2e';

const suite = arenaSuite();
const { post, detail, create, expectAuditPasses, battleJournal, arenaSocket, nextPush } = arenaPlay(suite);
let app: GamesTestApp;

beforeAll(() => ({ app } = suite));

const sql = () => suite.sql;

describe('arena battle process, pushes and audit (e2e)', () => {
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
});
