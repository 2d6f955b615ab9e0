// The games' wire contracts, in the order the site lists them: the one list libs/contracts merges
// into its shared lists (the error keys, the feature switches, the pair draws' games). A new game
// adds its file beside this one and one entry here.
import { ARENA_WIRE } from './arena';
import { CONTRACT_WIRE } from './contract';
import type { GameWire } from './game-wire';
import { ROLL_WIRE } from './roll';
import { UPGRADE_WIRE } from './upgrade';

export const GAME_WIRES = [ARENA_WIRE, UPGRADE_WIRE, CONTRACT_WIRE, ROLL_WIRE] as const satisfies readonly GameWire[];

type Game = (typeof GAME_WIRES)[number];
type KeysOf<T> = T extends unknown ? keyof T : never;

/** Every game's error keys. */
export type GameErrorKey = KeysOf<Game['errors']> & string;
/** The games' feature switches (GET /api/info `features`). */
export type GameFeature = Game['feature']['key'];
/** The games whose draws GET /api/fairness/pairs/{pair_id}/draws lists. */
export type GamePairDrawGame = Extract<Game, { pairDrawGame: string }>['pairDrawGame'];

export const GAME_FEATURES: readonly Game['feature'][] = GAME_WIRES.map((game) => game.feature);

export const GAME_PAIR_DRAW_GAMES: readonly GamePairDrawGame[] = GAME_WIRES.flatMap((game) =>
  'pairDrawGame' in game ? [game.pairDrawGame] : [],
);

export { type GameWire, type GameErrorStatus } from './game-wire';
// Each game's response shapes and wire contract.
export * from './arena';
export * from './upgrade';
export * from './contract';
export * from './roll';
