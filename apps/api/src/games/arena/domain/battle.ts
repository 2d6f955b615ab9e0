// A box battle, its own stream `battle-{id}` (architecture.md): created with its boxes (the pools and
// items recorded as they were), seats reserved by players and then taken once their stake is
// debited on their own stream (or released when it is not), robots called in by a seated player,
// started when the last seat is taken (every round drawn and the shares dealt, fairness.md
// "Battle"), a paid seat left before the start (its stake refunded), ended when the winners' items are in their backpacks and the stakes were released to
// the house (the server seed revealed), or cancelled (every stake refunded). Its events are in
// battle.events.ts. Amounts are integer hundredths as decimal strings; the state is plain JSON (the
// battles read model keeps it as the battle's document).
import type { BattleMode } from '@lootledger/contracts';
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';
import type { BattleBox, BattleStarted, BattleEnded, BattleCancelReason, BattleEvent } from './battle.events';

export const BATTLE_STREAM_PREFIX = 'battle-';

export function battleStreamId(battleId: string): string {
  return `${BATTLE_STREAM_PREFIX}${battleId}`;
}

export type BattlePhase = 'none' | 'waiting' | 'in_progress' | 'ended' | 'cancelled';

export interface BattleSeatState {
  readonly seat: number;
  readonly playerId: string | null;
  readonly robot: boolean;
  readonly name: string;
  readonly avatar: string;
  readonly clientSeed: string;
  /** reserved: the stake is being debited; taken: paid (or a robot). */
  readonly status: 'reserved' | 'taken';
  readonly reservationId: string | null;
}

export interface BattleReservation {
  readonly seat: number;
  readonly playerId: string;
  /** left: taken, then its player left before the start (the stake is refunded). */
  readonly status: 'pending' | 'taken' | 'released' | 'left';
  /** When it was made (the event's time), ISO: a pending one left too long is settled by the process. */
  readonly at: string;
}

export interface BattleState {
  readonly id: string | null;
  readonly phase: BattlePhase;
  readonly creatorId: string;
  readonly mode: BattleMode;
  readonly seatsTotal: number;
  readonly robots: boolean;
  readonly price: string;
  readonly boxes: readonly BattleBox[];
  readonly serverSeedHash: string;
  readonly serverSeed: string | null;
  /** seats[s]: null while empty. */
  readonly seats: readonly (BattleSeatState | null)[];
  readonly reservations: Readonly<Record<string, BattleReservation>>;
  readonly started: BattleStarted['data'] | null;
  readonly results: BattleEnded['data']['results'] | null;
  readonly cancelReason: BattleCancelReason | null;
}

export function initialBattleState(): BattleState {
  return {
    id: null,
    phase: 'none',
    creatorId: '',
    mode: 'classic',
    seatsTotal: 0,
    robots: false,
    price: '0',
    boxes: [],
    serverSeedHash: '',
    serverSeed: null,
    seats: [],
    reservations: {},
    started: null,
    results: null,
    cancelReason: null,
  };
}

function withSeat(state: BattleState, seat: number, value: BattleSeatState | null): BattleState {
  return { ...state, seats: state.seats.map((current, index) => (index === seat ? value : current)) };
}

function withReservation(state: BattleState, id: string, status: BattleReservation['status']): BattleState {
  const reservation = state.reservations[id];
  return reservation ? { ...state, reservations: { ...state.reservations, [id]: { ...reservation, status } } } : state;
}

/** `at`: the event's time (reservations remember it). */
export function evolveBattle(state: BattleState, event: BattleEvent, at = ''): BattleState {
  switch (event.type) {
    case 'BattleCreated':
      return {
        ...state,
        id: event.data.battle_id,
        phase: 'waiting',
        creatorId: event.data.creator_id,
        mode: event.data.mode,
        seatsTotal: event.data.seats_total,
        robots: event.data.robots,
        price: event.data.price,
        boxes: event.data.boxes,
        serverSeedHash: event.data.server_seed_hash,
        seats: Array.from({ length: event.data.seats_total }, () => null),
      };
    case 'SeatReserved': {
      const { data } = event;
      const reserved = withSeat(state, data.seat, {
        seat: data.seat,
        playerId: data.player_id,
        robot: false,
        name: data.name,
        avatar: data.avatar,
        clientSeed: data.client_seed,
        status: 'reserved',
        reservationId: data.reservation_id,
      });
      return {
        ...reserved,
        reservations: {
          ...state.reservations,
          [data.reservation_id]: { seat: data.seat, playerId: data.player_id, status: 'pending', at },
        },
      };
    }
    case 'SeatTaken': {
      const seat = state.seats[event.data.seat];
      const taken = seat ? withSeat(state, event.data.seat, { ...seat, status: 'taken' }) : state;
      return withReservation(taken, event.data.reservation_id, 'taken');
    }
    case 'SeatReleased':
      return withReservation(withSeat(state, event.data.seat, null), event.data.reservation_id, 'released');
    case 'SeatLeft':
      return withReservation(withSeat(state, event.data.seat, null), event.data.reservation_id, 'left');
    case 'RobotsCalled':
      return event.data.seats.reduce(
        (next, robot) =>
          withSeat(next, robot.seat, {
            seat: robot.seat,
            playerId: null,
            robot: true,
            name: robot.name,
            avatar: '',
            clientSeed: robot.client_seed,
            status: 'taken',
            reservationId: null,
          }),
        state,
      );
    case 'BattleStarted':
      return { ...state, phase: 'in_progress', started: event.data };
    case 'BattleEnded':
      return { ...state, phase: 'ended', serverSeed: event.data.server_seed, results: event.data.results };
    case 'BattleCancelled':
      return { ...state, phase: 'cancelled', cancelReason: event.data.reason, serverSeed: event.data.server_seed };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown battle event ${(unknown as { type: string }).type}`);
    }
  }
}

const battleEvent = checkedEvents<BattleEvent>();

export const BATTLE = defineStreamKind<BattleState, BattleEvent>({
  name: 'battle',
  prefix: BATTLE_STREAM_PREFIX,
  events: [
    battleEvent('BattleCreated', (data, check) => {
      check.string(data.battle_id, 'battle_id');
      check.string(data.creator_id, 'creator_id');
      check.integer(data.price, 'price');
      check.that(Array.isArray(data.boxes) && data.boxes.length > 0, 'boxes missing');
      check.that(Number.isInteger(data.seats_total), 'seats_total missing');
    }),
    battleEvent('SeatReserved', (data, check) => {
      check.string(data.reservation_id, 'reservation_id');
      check.string(data.player_id, 'player_id');
      check.that(Number.isInteger(data.seat), 'seat missing');
    }),
    battleEvent('SeatTaken', (data, check) => check.string(data.reservation_id, 'reservation_id')),
    battleEvent('SeatReleased', (data, check) => check.string(data.reservation_id, 'reservation_id')),
    battleEvent('SeatLeft', (data, check) => {
      check.string(data.reservation_id, 'reservation_id');
      check.string(data.player_id, 'player_id');
    }),
    battleEvent('RobotsCalled', (data, check) => check.that(Array.isArray(data.seats), 'seats missing')),
    battleEvent('BattleStarted', (data, check) => {
      check.string(data.client_seed, 'client_seed');
      check.that(Array.isArray(data.rounds) && Array.isArray(data.shares), 'rounds missing');
    }),
    battleEvent('BattleEnded', (data, check) => check.string(data.server_seed, 'server_seed')),
    battleEvent('BattleCancelled', (data, check) => check.string(data.reason, 'reason')),
  ],
  initialState: initialBattleState,
  evolve: (state, event) => evolveBattle(state, event),
  cachedStreams: 2_000,
});
