// The games context's public API: what other contexts may import.
//   commandBus.execute(new OpenBoxCommand(playerId, boxId, num)) opens boxes (tests, load tools).
// Each game is a folder (boxes/, ...) with its events, decider, slices, read models and its
// registration (<game>.feature.ts); fairness/ holds the seed pairs every game draws on.
export { OpenBoxCommand, type OpenBoxResult } from './boxes/open-box/open-box.command';
// An opening's answer (loyalty's free box answers as a box opening does).
export { toOpenedBoxDto } from './boxes/open-box/opened-box.view';
export { BOX_OPENED, type BoxOpened, type BoxOpenedData, type BoxDraw } from './boxes/domain/box-opened.event';
export { SeedPairsService } from './fairness/seed-pairs.service';
export { GamesModule } from './games.module';
export { BOXES_FEATURE } from './boxes/boxes.feature';
// Admin dashboard: box spend and the value granted, per bucket and per box.
export {
  GetBoxOpenTotalsQuery,
  type BoxOpenRange,
  type BoxOpenFigures,
  type BoxOpenTotals,
} from './boxes/get-box-open-totals/get-box-open-totals.query';
// Other contexts drawing on the player's pair (loyalty's sign-in awards and red packets): import the
// one FairnessModule and draw in SeedPairsService.drawOnActivePair (the active pair's server seed,
// again on a pair rotated meanwhile); their deciders throw SeedPairChangedError on a stale pair.
export { FairnessModule } from './fairness/fairness.module';
export { ServerSeedVault } from './fairness/server-seed-vault';
export { SeedPairChangedError } from './fairness/seed-pair-changed.error';
