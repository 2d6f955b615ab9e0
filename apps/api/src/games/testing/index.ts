// Test builders of the games, for specs of any context (never imported by production code).
export {
  startGamesTestApp,
  gamesSuite,
  topUp,
  freezeAccount,
  aFundedPlayer,
  aDemoBox,
  balanceOf,
  storageOf,
  storageOnItsWay,
  waitUntil,
  settledArenaDays,
  type GamesTestApp,
  type GamesSuite,
  type BoxDetail,
  type StorageRow,
} from './games-e2e';
// The games' registry: importing it registers every game's parts in the central lists (the staff
// matrix, spend types, pair draws, error messages), for specs of those lists.
export { GAMES } from '../games.registry';
// A catalogue item as the games' pure deciders take it (pure specs import its file, not this index).
export { aGameItem } from './game-item.builder';
