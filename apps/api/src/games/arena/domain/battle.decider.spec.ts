import { battleResult, serverSeedHash } from '@lootledger/fairness';
import { BATTLE, initialBattleState, BattleState } from './battle';
import type { BattleBox, BattleEvent } from './battle.events';
import {
  battlePrice,
  callRobots,
  cancelBattle,
  createBattle,
  endBattle,
  isFull,
  leaveBattle,
  releaseSeat,
  reserveSeat,
  robotsWon,
  stakesHeld,
  startBattle,
  takeSeat,
  type Sitter,
} from './battle.decider';
import { refusal } from '../../../platform/testing/refusal';

const serverSeed = 'f'.repeat(64);
const box = (id: string, price: string): BattleBox => ({
  id,
  name_zh: id,
  name_en: id,
  cover: '',
  price,
  pool: [
    ['low', 8],
    ['high', 2],
  ],
  items: {
    low: { name_zh: 'low', name_en: 'low', hash_name: 'low', cover: '', value: '100', lv: 1, dura: 1 },
    high: { name_zh: 'high', name_en: 'high', hash_name: 'high', cover: '', value: '5000', lv: 5, dura: 1 },
  },
});
const sitter = (n: number): Sitter => ({ playerId: `p${n}`, name: `P${n}`, avatar: '', clientSeed: `seed-${n}` });

function fold(events: readonly BattleEvent[], state: BattleState = initialBattleState()): BattleState {
  return BATTLE.fold(state, events);
}

function created(seats: number, mode: 'classic' | 'underdog' | 'team' | 'share' = 'classic', robots = true) {
  return fold(
    createBattle({
      battleId: 'b1',
      reservationId: 'r0',
      creator: sitter(0),
      mode,
      seats,
      robots,
      boxes: [box('x', '250'), box('y', '750')],
      serverSeedHash: serverSeedHash(serverSeed),
    }),
  );
}

/** Every seat reserved and taken by players p0..p(n-1). */
function full(seats: number, mode: 'classic' | 'underdog' | 'team' | 'share'): BattleState {
  let state = fold(takeSeat(created(seats, mode), 'r0'), created(seats, mode));
  for (let n = 1; n < seats; n++) {
    state = fold(reserveSeat(state, { reservationId: `r${n}`, sitter: sitter(n) }), state);
    state = fold(takeSeat(state, `r${n}`), state);
  }
  return state;
}

describe('battle decider', () => {
  it('creates a battle whose price is the sum of its boxes, the creator reserving seat 0', () => {
    const state = created(3);
    expect(state).toMatchObject({ phase: 'waiting', price: '1000', seatsTotal: 3, creatorId: 'p0' });
    expect(battlePrice(state.boxes)).toBe(1000n);
    expect(state.seats.map((seat) => seat?.status ?? null)).toEqual(['reserved', null, null]);
    const invalid = (override: object) =>
      refusal(() =>
        createBattle({
          battleId: 'b',
          reservationId: 'r',
          creator: sitter(0),
          mode: 'classic',
          seats: 2,
          robots: true,
          boxes: [box('x', '1')],
          serverSeedHash: '',
          ...override,
        }),
      );
    expect(invalid({ boxes: [] })).toBe('VALIDATION_FAILED');
    expect(invalid({ boxes: Array(7).fill(box('x', '1')) })).toBe('VALIDATION_FAILED');
    expect(invalid({ seats: 5 })).toBe('VALIDATION_FAILED');
    expect(invalid({ mode: 'team', seats: 3 })).toBe('VALIDATION_FAILED');
  });

  it('a seat is reserved once, a player sits once, and a released seat is free again', () => {
    let state = fold(takeSeat(created(3), 'r0'), created(3));
    expect(refusal(() => reserveSeat(state, { reservationId: 'x', sitter: sitter(0) }))).toBe('ALREADY_SEATED');
    state = fold(reserveSeat(state, { reservationId: 'r1', sitter: sitter(1), seat: 2 }), state);
    expect(refusal(() => reserveSeat(state, { reservationId: 'r2', sitter: sitter(2), seat: 2 }))).toBe('SEAT_TAKEN');
    expect(refusal(() => reserveSeat(state, { reservationId: 'r2', sitter: sitter(2), seat: 3 }))).toBe(
      'VALIDATION_FAILED',
    );
    // Without a seat named, the lowest free one.
    expect(reserveSeat(state, { reservationId: 'r2', sitter: sitter(2) })[0].data.seat).toBe(1);
    state = fold(releaseSeat(state, 'r1', 'INSUFFICIENT_BALANCE'), state);
    expect(state.seats[2]).toBeNull();
    expect(state.reservations.r1.status).toBe('released');
    expect(releaseSeat(state, 'r1', 'again')).toEqual([]);
    // A released reservation cannot be taken afterwards (its stake, if any, is refunded).
    expect(refusal(() => takeSeat(state, 'r1'))).toBe('BATTLE_NOT_WAITING');
  });

  it('robots fill the empty seats only when a seated, paid player asks, and only if allowed', () => {
    const waiting = created(4);
    expect(refusal(() => callRobots(waiting, 'p0'))).toBe('NOT_SEATED'); // reserved, not yet paid
    const seated = fold(takeSeat(waiting, 'r0'), waiting);
    expect(refusal(() => callRobots(seated, 'p9'))).toBe('NOT_SEATED');
    const robots = fold(callRobots(seated, 'p0'), seated);
    expect(robots.seats.map((seat) => seat?.clientSeed)).toEqual(['seed-0', 'robot-1', 'robot-2', 'robot-3']);
    expect(isFull(robots)).toBe(true);
    // Robots pay no stake; what they win stays with the house, recorded when the battle ends.
    expect(stakesHeld(robots)).toBe(1000n);
    const running = fold(
      startBattle(robots, serverSeed, (round, seat) => `s-${round}-${seat}`),
      robots,
    );
    const robotShares = running.started!.shares.filter((share) => share.player_id === null);
    const expected = robotShares.reduce((sum, share) => sum + BigInt(share.value), 0n);
    expect(robotsWon(running)).toBe(expected);
    expect(endBattle(running, serverSeed)[0].data).toMatchObject({
      robots_won: expected.toString(),
      results: [{ seat: 0, player_id: 'p0', stake: '1000' }],
    });
    const noRobots = fold(takeSeat(created(2, 'classic', false), 'r0'), created(2, 'classic', false));
    expect(refusal(() => callRobots(noRobots, 'p0'))).toBe('ROBOTS_NOT_ALLOWED');
  });

  it('only the creator cancels, only while waiting; the process finds a cancelled battle done', () => {
    const state = fold(takeSeat(created(2), 'r0'), created(2));
    expect(refusal(() => cancelBattle(state, { by: 'p1', reason: 'creator', serverSeed }))).toBe('NOT_BATTLE_CREATOR');
    const cancelled = fold(cancelBattle(state, { by: 'p0', reason: 'creator', serverSeed }), state);
    expect(cancelled).toMatchObject({ phase: 'cancelled', serverSeed, cancelReason: 'creator' });
    expect(cancelBattle(cancelled, { by: null, reason: 'timeout', serverSeed })).toEqual([]);
    expect(refusal(() => cancelBattle(cancelled, { by: 'p0', reason: 'creator', serverSeed }))).toBe(
      'BATTLE_NOT_WAITING',
    );
    expect(refusal(() => reserveSeat(cancelled, { reservationId: 'z', sitter: sitter(5) }))).toBe('BATTLE_NOT_WAITING');
  });

  describe('leaving before the start', () => {
    /** Given: p0 created a 3-seat battle and p1 paid for seat 1. */
    const withJoiner = () => {
      let state = fold(takeSeat(created(3), 'r0'), created(3));
      state = fold(reserveSeat(state, { reservationId: 'r1', sitter: sitter(1) }), state);
      return fold(takeSeat(state, 'r1'), state);
    };

    it('given a paid joiner, when they leave, then the seat is free and their reservation left (refund due)', () => {
      const state = withJoiner();
      const events = leaveBattle(state, 'p1');
      expect(events).toEqual([{ type: 'SeatLeft', data: { reservation_id: 'r1', seat: 1, player_id: 'p1' } }]);
      const after = fold(events, state);
      expect(after.seats[1]).toBeNull();
      expect(after.reservations.r1.status).toBe('left');
      // What the escrow holds drops by their stake; the seat can be taken again, by them too.
      expect(stakesHeld(after)).toBe(1000n);
      expect(reserveSeat(after, { reservationId: 'r9', sitter: sitter(1) })[0].data.seat).toBe(1);
    });

    it('given a player who left, when they leave again, then nothing happens (once)', () => {
      const state = withJoiner();
      const after = fold(leaveBattle(state, 'p1'), state);
      expect(leaveBattle(after, 'p1')).toEqual([]);
      // Their left reservation can never be taken again.
      expect(refusal(() => takeSeat(after, 'r1'))).toBe('BATTLE_NOT_WAITING');
    });

    it('given a started battle, when a seated player leaves, then it is refused', () => {
      const state = full(3, 'classic');
      const running = fold(
        startBattle(state, serverSeed, () => 's'),
        state,
      );
      expect(refusal(() => leaveBattle(running, 'p1'))).toBe('BATTLE_NOT_WAITING');
      // Full but not yet drawn: still waiting, leaving is allowed.
      expect(leaveBattle(state, 'p1')).toHaveLength(1);
    });

    it('given the creator, a stranger or a seat still being paid, when they leave, then it is refused', () => {
      const state = withJoiner();
      expect(refusal(() => leaveBattle(state, 'p0'))).toBe('CREATOR_CANNOT_LEAVE');
      expect(refusal(() => leaveBattle(state, 'p7'))).toBe('NOT_SEATED');
      const paying = fold(reserveSeat(state, { reservationId: 'r2', sitter: sitter(2) }), state);
      expect(refusal(() => leaveBattle(paying, 'p2'))).toBe('NOT_SEATED');
      expect(refusal(() => leaveBattle(initialBattleState(), 'p1'))).toBe('BATTLE_NOT_FOUND');
    });
  });

  it.each(['classic', 'underdog', 'team', 'share'] as const)(
    '%s: starts only when full, with the draws and shares of libs/fairness, then ends revealing the seed',
    (mode) => {
      const seats = mode === 'team' ? 4 : 3;
      const waiting = created(seats, mode);
      expect(startBattle(waiting, serverSeed, () => 's')).toEqual([]);
      const state = full(seats, mode);
      const storage = (round: number, seat: number) => `s-${round}-${seat}`;
      const [started] = startBattle(state, serverSeed, storage);
      const expected = battleResult(
        {
          serverSeed,
          seats: state.seats.map((seat) => ({ kind: 'player', clientSeed: seat!.clientSeed })),
          boxes: state.boxes.map((b) => ({ pool: b.pool, values: { low: 100n, high: 5000n } })),
        },
        mode,
      );
      expect(started.data.winners).toEqual(expected.winners);
      expect(started.data.rounds).toHaveLength(2 * seats);
      const dealt = started.data.shares.flatMap((share) => share.items);
      expect(dealt).toHaveLength(2 * seats);
      expect(new Set(dealt.map((item) => item.storage_id)).size).toBe(2 * seats);
      const total = started.data.totals.reduce((sum, value) => sum + BigInt(value), 0n);
      expect(started.data.shares.reduce((sum, share) => sum + BigInt(share.value), 0n)).toBe(total);
      const running = fold([started], state);
      expect(startBattle(running, serverSeed, storage)).toEqual([]);
      expect(stakesHeld(running)).toBe(1000n * BigInt(seats));
      const [ended] = endBattle(running, serverSeed);
      expect(ended.data.results.map((result) => result.stake)).toEqual(Array(seats).fill('1000'));
      expect(ended.data.robots_won).toBe('0');
      expect(ended.data.results.filter((result) => result.winner).map((result) => result.seat)).toEqual(
        expected.winners,
      );
      expect(fold([ended], running)).toMatchObject({ phase: 'ended', serverSeed });
      expect(endBattle(fold([ended], running), serverSeed)).toEqual([]);
    },
  );
});
