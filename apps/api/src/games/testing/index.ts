// Test builders of the games, for specs of any context (never imported by production code).
export {
  startGamesTestApp,
  topUp,
  aFundedPlayer,
  aDemoBox,
  balanceOf,
  storageOf,
  storageOnItsWay,
  waitUntil,
  settledArenaDays,
  type GamesTestApp,
  type BoxDetail,
  type StorageRow,
} from './games-e2e';
