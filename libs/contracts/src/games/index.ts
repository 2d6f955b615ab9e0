// The games' wire contracts, in the order the site lists them: the one list libs/contracts merges
// into its shared lists (the change types, the error keys, the feature switches, the pair draws'
// games). A new game adds its file beside this one, and here an import, an entry and an export.
import { ARENA_WIRE, type ArenaMessage } from './arena';
import { CONTRACT_WIRE } from './contract';
import type { GameWire } from './game-wire';
import { ROLL_WIRE } from './roll';
import { UPGRADE_WIRE } from './upgrade';

export const GAME_WIRES = [ARENA_WIRE, UPGRADE_WIRE, CONTRACT_WIRE, ROLL_WIRE] as const satisfies readonly GameWire[];

type Game = (typeof GAME_WIRES)[number];
type KeysOf<T> = T extends unknown ? keyof T : never;

/** Every game's error keys. */
export type GameErrorKey = KeysOf<Game['errors']> & string;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type GameChangeTypes = Intersection<Game['changeTypes']>;
/** Every game's change types: name to stable value (ledger.ts merges them into ChangeType). */
export type GameChangeTypeValues = {
  readonly [Name in keyof GameChangeTypes]: GameChangeTypes[Name] extends { value: infer V } ? V : never;
};

/** The games' feature switches (GET /api/info `features`). */
export type GameFeature = Game['feature']['key'];
/** The games whose draws GET /api/fairness/pairs/{pair_id}/draws lists. */
export type GamePairDrawGame = Extract<Game, { pairDrawGame: string }>['pairDrawGame'];

/** The games' websocket pushes (realtime.ts's PushMessage): a game with pushes adds its type here. */
export type GamePushMessage = ArenaMessage;

/** The websocket channels of the games that push (realtime.ts's REALTIME_CHANNELS). */
export type GameRealtimeChannel = Extract<Game, { realtimeChannel: string }>['realtimeChannel'];
export const GAME_REALTIME_CHANNELS: readonly GameRealtimeChannel[] = GAME_WIRES.flatMap((game) =>
  'realtimeChannel' in game ? [game.realtimeChannel] : [],
);

/** The games' daily task types (loyalty's task centre lists them between its own). */
export type GameTaskType = Extract<Game, { taskTypes: readonly string[] }>['taskTypes'][number];
export const GAME_TASK_TYPES: readonly GameTaskType[] = GAME_WIRES.flatMap((game) =>
  'taskTypes' in game ? [...game.taskTypes] : [],
);

export const GAME_FEATURES: readonly Game['feature'][] = GAME_WIRES.map((game) => game.feature);

export const GAME_PAIR_DRAW_GAMES: readonly GamePairDrawGame[] = GAME_WIRES.flatMap((game) =>
  'pairDrawGame' in game ? [game.pairDrawGame] : [],
);

export { type GameWire, type GameErrorStatus, type GameChangeType } from './game-wire';
// Each game's response shapes and wire contract.
export * from './arena';
export * from './upgrade';
export * from './contract';
export * from './roll';
