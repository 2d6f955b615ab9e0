// What a game puts on the wire besides its response shapes: its change types, the site settings' switch that turns it
// off (GET /api/info `features`, with the description the API documents), its error keys with their
// HTTP status, and the `game` its draws carry in GET /api/fairness/pairs/{pair_id}/draws. One file
// per game beside this one; index.ts lists them, and the shared lists (errors.ts, site.ts, ledger.ts)
// merge them.
import type { CounterAccount } from '../counter-account';

/**
 * An error key's HTTP status. The list of keys (errors.ts) puts a game's keys after the core's
 * account and staff keys; `after` pins one behind another key instead (its documented place from
 * before the games had their own files; new keys need none).
 */
export type GameErrorStatus = number | { readonly status: number; readonly after: string };

/** A change type of the game's coin movements: its stable value, its names, its default counter-account. */
export interface GameChangeType {
  /** Stored in events and read models forever: the next free value, never another's. */
  readonly value: number;
  readonly zh: string;
  readonly en: string;
  readonly counterAccount: CounterAccount;
  /** A promotion expense: the bonus kind the economy report counts it under (staff-economy.ts BONUS_KINDS). */
  readonly bonusKind?: string;
}

export interface GameWire {
  readonly feature: { readonly key: string; readonly description: string };
  /** Why a player's coins change in the game (ChangeType.<NAME>). */
  readonly changeTypes: Readonly<Record<string, GameChangeType>>;
  readonly errors: Readonly<Record<string, GameErrorStatus>>;
  /** The daily task types that count its play (loyalty's task centre; the API's registration says what each counts). */
  readonly taskTypes?: readonly string[];
  /** The websocket channel its pushes go to (POST /api/arena/join-channel joins it), if any. */
  readonly realtimeChannel?: string;
  /** The `game` of its draws on the player's seed pair, if it draws on it. */
  readonly pairDrawGame?: string;
}
