// The player account stream kind `player-{id}`: the consistency boundary of a player's coins and
// items. Its own events are the ledger's (player-account.events.ts); every game records its facts
// on it through an extension registered from the game's folder, so a new game never edits the
// ledger. A snapshot every 50 events (more for a large backpack) keeps a load flat at any length; a
// process keeps the last state of 10,000 accounts as a verified starting point.
import { defineStreamKind, type StreamEvent } from '../../platform/event-sourcing';
import {
  evolve,
  fromSnapshotState,
  initialState,
  PLAYER_ACCOUNT_SNAPSHOT_SCHEMA,
  toSnapshotState,
  type PlayerAccountSnapshotState,
  type PlayerAccountState,
} from './player-account';
import { PLAYER_ACCOUNT_EVENTS, PLAYER_STREAM_PREFIX, type PlayerAccountEvent } from './player-account.events';

export const PLAYER_ACCOUNT = defineStreamKind<PlayerAccountState, PlayerAccountEvent>({
  name: 'player-account',
  prefix: PLAYER_STREAM_PREFIX,
  events: PLAYER_ACCOUNT_EVENTS,
  initialState,
  evolve,
  snapshot: {
    schema: PLAYER_ACCOUNT_SNAPSHOT_SCHEMA,
    every: 50,
    // A snapshot holds every item in the backpack (~80 bytes each): one per item and a third waits
    // for about 250 bytes of snapshot per event, instead of rewriting a growing backpack every 50.
    interval: (state) => Math.ceil(state.items.size / 3),
    save: toSnapshotState,
    restore: (saved) => fromSnapshotState(saved as PlayerAccountSnapshotState),
  },
  cachedStreams: 10_000,
  maxAttempts: 30,
});

/** Folds any event of the stream, the games' included (their registered extensions). */
export function fold(state: PlayerAccountState, events: readonly StreamEvent[]): PlayerAccountState {
  return PLAYER_ACCOUNT.fold(state, events);
}
