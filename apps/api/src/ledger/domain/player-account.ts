// The state of a player account as commands see it, folded from the stream's events. Pure.
// Serialisable form for snapshots: bigint as decimal strings (toSnapshot/fromSnapshot).
import type { PlayerAccountEvent } from './player-account.events';

export interface PlayerAccountState {
  /** Coins in integer hundredths; never negative. */
  readonly balance: bigint;
  /** Number of events folded in: the stream version this state reflects. */
  readonly version: number;
}

export function initialState(): PlayerAccountState {
  return { balance: 0n, version: 0 };
}

export function evolve(state: PlayerAccountState, event: PlayerAccountEvent): PlayerAccountState {
  switch (event.type) {
    case 'CoinsCredited':
    case 'CoinsDebited':
      // balance_after is the fact; the amount is only its explanation (the audit checks both agree).
      return { ...state, balance: BigInt(event.data.balance_after), version: state.version + 1 };
    default:
      return unknownEvent(event);
  }
}

export function fold(state: PlayerAccountState, events: readonly PlayerAccountEvent[]): PlayerAccountState {
  return events.reduce(evolve, state);
}

function unknownEvent(event: never): never {
  throw new Error(`Unknown player account event ${(event as { type: string }).type}`);
}

/** Name+version of the snapshot shape: bump it when PlayerAccountState changes (old snapshots are then ignored). */
export const PLAYER_ACCOUNT_SNAPSHOT_SCHEMA = 'player-account@1';

export interface PlayerAccountSnapshotState {
  balance: string;
  version: number;
}

export function toSnapshotState(state: PlayerAccountState): PlayerAccountSnapshotState {
  return { balance: state.balance.toString(), version: state.version };
}

export function fromSnapshotState(snapshot: PlayerAccountSnapshotState): PlayerAccountState {
  return { balance: BigInt(snapshot.balance), version: snapshot.version };
}
