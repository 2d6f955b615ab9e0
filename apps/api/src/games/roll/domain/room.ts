// A ROLL giveaway room, its own stream `roll-{id}` (architecture.md): created with its prizes (taken
// from the creator's backpack, or from the house for a staff room) and the hash of its server seed,
// opened once the creator's prizes are escrowed (ItemsConsumed, source 'roll', on the creator's
// stream), joined by players, drawn at its end time by the roll process (fairness.md "Giveaway room":
// the seed revealed), settled once every prize is in a winner's backpack or back with its owner;
// or cancelled before the draw (by staff, or because the escrow was refused). Amounts are integer
// hundredths as decimal strings; the state is plain JSON (the rooms read model keeps it).
import type { ItemSnapshot } from '../../../ledger';
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';

export const ROOM_STREAM_PREFIX = 'roll-';

/** A prize as it was when the room was created (what a winner's backpack receives). */
export interface RoomPrize extends ItemSnapshot {
  readonly index: number;
  /** The creator's backpack entry it came from (null for a house prize). */
  readonly source_storage_id: string | null;
  readonly item_id: string;
}

export interface RoomCreated {
  readonly type: 'RoomCreated';
  readonly data: {
    readonly room_id: string;
    /** The player who gives the prizes; null for a house room (staff). */
    readonly creator_id: string | null;
    /** The staff member who created a house room. */
    readonly staff_id: string | null;
    readonly name: string;
    readonly description: string;
    /** SHA-256 hex of the password; null: no password. */
    readonly password_hash: string | null;
    /** Hundredths: the recharge total a player needs to join. */
    readonly min_recharge: string;
    /**
     * The window min_recharge counts over: recharges in the last this many days before the join.
     * Absent on rooms created before the window existed: every recharge counts.
     */
    readonly recharge_days?: number | null;
    /** 0: no limit. */
    readonly max_participants: number;
    /** ISO-8601 UTC. */
    readonly end_time: string;
    readonly subordinates_only: boolean;
    readonly prizes: readonly RoomPrize[];
    readonly server_seed_hash: string;
  };
}

/** The creator's prizes left their backpack (house rooms open at once). */
export interface RoomOpened {
  readonly type: 'RoomOpened';
  readonly data: { readonly room_id: string };
}

export interface RoomJoined {
  readonly type: 'RoomJoined';
  readonly data: { readonly player_id: string; readonly name: string };
}

export interface RoomWinner {
  readonly prize: number;
  readonly nonce: number;
  readonly cursor: 0;
  readonly remaining: number;
  readonly index: number;
  readonly player_id: string;
  /** The backpack entry the prize becomes. */
  readonly storage_id: string;
}

/** The draw at the end time: winners per fairness.md, the server seed revealed. */
export interface RoomDrawn {
  readonly type: 'RoomDrawn';
  readonly data: {
    readonly client_seed: string;
    readonly server_seed: string;
    readonly winners: readonly RoomWinner[];
    /** Prize positions not drawn (fewer participants than prizes): back to the owner. */
    readonly undrawn: readonly number[];
  };
}

export type RoomCancelReason = 'staff' | 'unpaid';

export interface RoomCancelled {
  readonly type: 'RoomCancelled';
  readonly data: { readonly reason: RoomCancelReason; readonly by: string | null; readonly server_seed: string };
}

/** Every prize is in a winner's backpack or back with its owner. */
export interface RoomSettled {
  readonly type: 'RoomSettled';
  readonly data: { readonly returned: readonly number[] };
}

export type RoomEvent = RoomCreated | RoomOpened | RoomJoined | RoomDrawn | RoomCancelled | RoomSettled;

export type RoomPhase = 'none' | 'escrowing' | 'open' | 'drawn' | 'cancelled' | 'settled';

export interface RoomState {
  readonly id: string | null;
  readonly phase: RoomPhase;
  readonly creatorId: string | null;
  readonly staffId: string | null;
  readonly name: string;
  readonly description: string;
  readonly passwordHash: string | null;
  readonly minRecharge: string;
  /** Null: every recharge ever counts toward minRecharge. */
  readonly rechargeDays: number | null;
  readonly maxParticipants: number;
  readonly endTime: string;
  readonly subordinatesOnly: boolean;
  readonly prizes: readonly RoomPrize[];
  readonly serverSeedHash: string;
  readonly serverSeed: string | null;
  readonly clientSeed: string | null;
  readonly participants: readonly { readonly player_id: string; readonly name: string }[];
  readonly winners: readonly RoomWinner[];
  readonly undrawn: readonly number[];
  /** Set once cancelled or drawn-and-settled. */
  readonly cancelled: boolean;
  readonly cancelReason: RoomCancelReason | null;
}

export function initialRoomState(): RoomState {
  return {
    id: null,
    phase: 'none',
    creatorId: null,
    staffId: null,
    name: '',
    description: '',
    passwordHash: null,
    minRecharge: '0',
    rechargeDays: null,
    maxParticipants: 0,
    endTime: '',
    subordinatesOnly: false,
    prizes: [],
    serverSeedHash: '',
    serverSeed: null,
    clientSeed: null,
    participants: [],
    winners: [],
    undrawn: [],
    cancelled: false,
    cancelReason: null,
  };
}

export function evolveRoom(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'RoomCreated': {
      const d = event.data;
      return {
        ...state,
        id: d.room_id,
        phase: d.creator_id === null ? 'open' : 'escrowing',
        creatorId: d.creator_id,
        staffId: d.staff_id,
        name: d.name,
        description: d.description,
        passwordHash: d.password_hash,
        minRecharge: d.min_recharge,
        rechargeDays: d.recharge_days ?? null,
        maxParticipants: d.max_participants,
        endTime: d.end_time,
        subordinatesOnly: d.subordinates_only,
        prizes: d.prizes,
        serverSeedHash: d.server_seed_hash,
      };
    }
    case 'RoomOpened':
      return { ...state, phase: 'open' };
    case 'RoomJoined':
      return { ...state, participants: [...state.participants, event.data] };
    case 'RoomDrawn':
      return {
        ...state,
        phase: 'drawn',
        clientSeed: event.data.client_seed,
        serverSeed: event.data.server_seed,
        winners: event.data.winners,
        undrawn: event.data.undrawn,
      };
    case 'RoomCancelled':
      return {
        ...state,
        phase: 'cancelled',
        cancelled: true,
        cancelReason: event.data.reason,
        serverSeed: event.data.server_seed,
      };
    case 'RoomSettled':
      return { ...state, phase: 'settled' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown room event ${(unknown as { type: string }).type}`);
    }
  }
}

const roomEvent = checkedEvents<RoomEvent>();

export const ROOM = defineStreamKind<RoomState, RoomEvent>({
  name: 'roll',
  prefix: ROOM_STREAM_PREFIX,
  events: [
    roomEvent('RoomCreated', (data, check) => {
      check.string(data.room_id, 'room_id');
      check.integer(data.min_recharge, 'min_recharge');
      check.that(Array.isArray(data.prizes) && data.prizes.length >= 3, 'prizes missing');
      check.string(data.server_seed_hash, 'server_seed_hash');
    }),
    roomEvent('RoomOpened', (data, check) => check.string(data.room_id, 'room_id')),
    roomEvent('RoomJoined', (data, check) => check.string(data.player_id, 'player_id')),
    roomEvent('RoomDrawn', (data, check) => {
      check.string(data.client_seed, 'client_seed');
      check.string(data.server_seed, 'server_seed');
      check.that(Array.isArray(data.winners) && Array.isArray(data.undrawn), 'winners missing');
    }),
    roomEvent('RoomCancelled', (data, check) => check.string(data.reason, 'reason')),
    roomEvent('RoomSettled', (data, check) => check.that(Array.isArray(data.returned), 'returned missing')),
  ],
  initialState: initialRoomState,
  evolve: (state, event) => evolveRoom(state, event),
  cachedStreams: 2_000,
});
