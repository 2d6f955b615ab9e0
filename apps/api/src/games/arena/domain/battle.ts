// A box battle, its own stream `battle-{id}` (architecture.md): created with its boxes (the pools and
// items recorded as they were), seats reserved by players and then taken once their stake is
// debited on their own stream (or released when it is not), robots called in by a seated player,
// started when the last seat is taken (every round drawn and the shares dealt, fairness.md
// "Battle"), ended when the winners' items are in their backpacks and the stakes were released to
// the house (the server seed revealed), or cancelled (every stake refunded). Amounts are integer hundredths as decimal strings; the state is
// plain JSON (the battles read model keeps it as the battle's document).
import type { BattleMode } from '@lootledger/contracts';
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';

export const BATTLE_STREAM_PREFIX = 'battle-';

export function battleStreamId(battleId: string): string {
  return `${BATTLE_STREAM_PREFIX}${battleId}`;
}

/** An item of a box's pool as the catalogue gave it when the battle was created. */
export interface BattleItem {
  readonly name_zh: string;
  readonly name_en: string;
  readonly hash_name: string;
  readonly cover: string;
  /** Hundredths. */
  readonly value: string;
  readonly lv: number;
  readonly dura: number;
}

export interface BattleBox {
  readonly id: string;
  readonly name_zh: string;
  readonly name_en: string;
  readonly cover: string;
  /** Hundredths. */
  readonly price: string;
  /** Draw order: [item id, weight] (fairness.md "Box open"). */
  readonly pool: readonly (readonly [string, number])[];
  readonly items: Readonly<Record<string, BattleItem>>;
}

export interface BattleCreated {
  readonly type: 'BattleCreated';
  readonly data: {
    readonly battle_id: string;
    readonly creator_id: string;
    readonly mode: BattleMode;
    readonly seats_total: number;
    readonly robots: boolean;
    /** Per seat: the sum of the boxes' prices, hundredths. */
    readonly price: string;
    /** One per round, in round order. */
    readonly boxes: readonly BattleBox[];
    readonly server_seed_hash: string;
  };
}

/** A player holds a seat while their stake is debited on their stream. */
export interface SeatReserved {
  readonly type: 'SeatReserved';
  readonly data: {
    readonly reservation_id: string;
    readonly seat: number;
    readonly player_id: string;
    readonly name: string;
    readonly avatar: string;
    /** The player's client seed at the time (their active seed pair's). */
    readonly client_seed: string;
  };
}

/** The stake was debited: the seat is the player's. */
export interface SeatTaken {
  readonly type: 'SeatTaken';
  readonly data: { readonly reservation_id: string; readonly seat: number };
}

/** The stake could not be debited (or the reservation was abandoned): the seat is free again. */
export interface SeatReleased {
  readonly type: 'SeatReleased';
  readonly data: { readonly reservation_id: string; readonly seat: number; readonly reason: string };
}

/** A seated player filled the empty seats with robots (never the server on its own). */
export interface RobotsCalled {
  readonly type: 'RobotsCalled';
  readonly data: {
    readonly by: string;
    readonly seats: readonly { readonly seat: number; readonly name: string; readonly client_seed: string }[];
  };
}

export interface BattleRound {
  readonly round: number;
  readonly seat: number;
  readonly nonce: number;
  readonly cursor: number;
  readonly ticket: number;
  readonly item_id: string;
  /** Hundredths. */
  readonly value: string;
}

/** What one seat takes home: the draws dealt to it, granted as new backpack entries. */
export interface BattleShare {
  readonly seat: number;
  /** Null for a robot: a robot's share stays with the house. */
  readonly player_id: string | null;
  /** Hundredths. */
  readonly value: string;
  readonly items: readonly { readonly round: number; readonly seat: number; readonly storage_id: string }[];
}

/** The last seat was taken: every round drawn, the winners decided, the shares dealt. */
export interface BattleStarted {
  readonly type: 'BattleStarted';
  readonly data: {
    readonly client_seed: string;
    readonly rounds: readonly BattleRound[];
    /** Per seat, hundredths. */
    readonly totals: readonly string[];
    readonly tie_break: {
      readonly nonce: number;
      readonly cursor: number;
      readonly tied: readonly number[];
      readonly index: number;
    } | null;
    readonly winners: readonly number[];
    readonly shares: readonly BattleShare[];
  };
}

/**
 * The winners' items are in their backpacks and the stakes went to the house (a settlement on
 * `house-battle-{id}`, before this): the battle's server seed is revealed.
 */
export interface BattleEnded {
  readonly type: 'BattleEnded';
  readonly data: {
    readonly server_seed: string;
    /**
     * Hundredths: the value of the robots' shares, which stay with the house (never granted).
     * Absent from battles ended before it was recorded (the shares in BattleStarted still say it).
     */
    readonly robots_won?: string;
    /** Per player seat: what they paid and took home (rankings, luck lists, rebates). */
    readonly results: readonly {
      readonly seat: number;
      readonly player_id: string;
      readonly stake: string;
      readonly won: string;
      readonly winner: boolean;
    }[];
  };
}

export type BattleCancelReason = 'creator' | 'timeout' | 'unpaid';

/** Cancelled while waiting: every stake taken is refunded (on the players' streams). */
export interface BattleCancelled {
  readonly type: 'BattleCancelled';
  readonly data: {
    readonly reason: BattleCancelReason;
    readonly by: string | null;
    readonly server_seed: string | null;
  };
}

export type BattleEvent =
  | BattleCreated
  | SeatReserved
  | SeatTaken
  | SeatReleased
  | RobotsCalled
  | BattleStarted
  | BattleEnded
  | BattleCancelled;

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
  readonly status: 'pending' | 'taken' | 'released';
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
