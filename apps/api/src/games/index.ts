// The games context's public API: what other contexts may import.
//   commandBus.execute(new OpenBoxCommand(playerId, boxId, num)) opens boxes (tests, load tools).
export { OpenBoxCommand, type OpenBoxResult } from './open-box/open-box.command';
export { SeedPairsService } from './fairness/seed-pairs.service';
export { GamesModule } from './games.module';
// Admin dashboard: box spend and the value granted, per bucket and per box.
export {
  GetBoxOpenTotalsQuery,
  type BoxOpenRange,
  type BoxOpenFigures,
  type BoxOpenTotals,
} from './get-box-open-totals/get-box-open-totals.query';
// For e2e tests of any context: a test app with the demo catalogue, funded players, a box.
export {
  startGamesTestApp,
  topUp,
  aFundedPlayer,
  aDemoBox,
  balanceOf,
  storageOf,
  waitUntil,
  type GamesTestApp,
  type BoxDetail,
  type StorageRow,
} from './testing/games-e2e';
