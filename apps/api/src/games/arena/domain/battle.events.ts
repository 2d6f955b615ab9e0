// The facts on a battle's stream `battle-{id}` (battle.ts folds them): created with its boxes (the
// pools and items recorded as they were), seats reserved, taken, released and left, robots called, started
// (every round drawn and the shares dealt), ended or cancelled. Readonly, self-contained; amounts are
// integer hundredths as decimal strings.
import type { BattleMode } from '@lootledger/contracts';
import type { ItemSnapshot } from '../../../ledger';

/** An item of a box's pool as the catalogue gave it when the battle was created. */
export type BattleItem = ItemSnapshot;

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

/**
 * A player who paid for a seat left the battle before it started: the seat is free again and the
 * stake is refunded (on the player's stream, key per reservation: once).
 */
export interface SeatLeft {
  readonly type: 'SeatLeft';
  readonly data: { readonly reservation_id: string; readonly seat: number; readonly player_id: string };
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
  | SeatLeft
  | RobotsCalled
  | BattleStarted
  | BattleEnded
  | BattleCancelled;
