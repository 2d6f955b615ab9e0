// The games' wire contracts, in the order the site lists them: the one list libs/contracts merges
// into its shared lists (the error keys, the feature switches, the pair draws' games). A new game
// adds its file beside this one and one entry here.
import { ARENA_WIRE_CONTRACT } from './arena';
import { CONTRACT_WIRE_CONTRACT } from './contract';
import type { GameContract } from './game-contract';
import { ROLL_WIRE_CONTRACT } from './roll';
import { UPGRADE_WIRE_CONTRACT } from './upgrade';

export const GAME_CONTRACTS = [
  ARENA_WIRE_CONTRACT,
  UPGRADE_WIRE_CONTRACT,
  CONTRACT_WIRE_CONTRACT,
  ROLL_WIRE_CONTRACT,
] as const satisfies readonly GameContract[];

type Game = (typeof GAME_CONTRACTS)[number];
type KeysOf<T> = T extends unknown ? keyof T : never;

/** Every game's error keys. */
export type GameErrorKey = KeysOf<Game['errors']> & string;
/** The games' feature switches (GET /api/info `features`). */
export type GameFeature = Game['feature']['key'];
/** The games whose draws GET /api/fairness/pairs/{pair_id}/draws lists. */
export type GamePairDrawGame = Extract<Game, { pairDrawGame: string }>['pairDrawGame'];

export const GAME_FEATURES: readonly Game['feature'][] = GAME_CONTRACTS.map((game) => game.feature);

export const GAME_PAIR_DRAW_GAMES: readonly GamePairDrawGame[] = GAME_CONTRACTS.flatMap((game) =>
  'pairDrawGame' in game ? [game.pairDrawGame] : [],
);

export { type GameContract, type GameErrorStatus } from './game-contract';
export { ARENA_WIRE_CONTRACT, CONTRACT_WIRE_CONTRACT, ROLL_WIRE_CONTRACT, UPGRADE_WIRE_CONTRACT };
