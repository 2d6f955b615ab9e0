// The arena over real HTTP on the demo catalogue: 2-, 3- and 4-seat battles in every mode settle
// with coins conserved in the journal (every stake went into the game escrow and out of it, to the
// house or back as a refund; the house gained exactly what the players paid) and the drawn items'
// value with the winners (robots' shares with the house), every round recomputes with libs/fairness
// from the revealed seed, cancel refunds (and pushes arena.cancelled), robots join only when asked,
// 50 parallel joins for one seat take it once and leave 49 balances and change records untouched,
// refusals change nothing, and the audit passes over all of it. The battle process, the pushes and
// the audit naming a battle whose escrow does not reconcile: arena-process.e2e.spec.ts.
import { BATTLE_MODES, ChangeType, formatAmount, type BattleResponse } from '@lootledger/contracts';
import { serverSeedHash } from '@lootledger/fairness';
import type { EventStore } from '@lootledger/event-store';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { expectRefusal } from '../../platform/testing/api-client';
import { aFundedPlayer, freezeAccount, balanceOf, storageOf, type GamesTestApp } from '../testing';
import { battleStreamId } from './domain/battle';
import type { BattleEnded } from './domain/battle.events';
import { arenaPlay, arenaSuite, cents, expectRecomputes } from './testing/arena-e2e';

const suite = arenaSuite();
const { post, detail, create, expectAuditPasses, battleJournal, arenaSocket, nextPush } = arenaPlay(suite);
let app: GamesTestApp;
let boxes: { id: string; price: string }[];

beforeAll(() => ({ app, boxes } = suite));

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
