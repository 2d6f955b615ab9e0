// The games context's public API: what other contexts may import.
//   commandBus.execute(new OpenBoxCommand(playerId, boxId, num)) opens boxes (tests, load tools).
export { OpenBoxCommand, type OpenBoxResult } from './open-box/open-box.command';
export { SeedPairsService } from './fairness/seed-pairs.service';
export { GamesModule } from './games.module';
