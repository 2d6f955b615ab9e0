// The responsible-gaming context's public API: what other contexts may import.
//   assertMayPlay / exclusion(playerId) for an early answer to an excluded player. Spends and
//   top-ups need nothing more: the player stream's guard holds them to the rules (exclusions, deposit
//   limits) inside their own decision; a top-up is asked for with the ledger's TopUpRequested.
// A game's play (spend and winnings change types, facts that are play): registerGamePlay, from games.registry.ts.
export { registerGamePlay, type GamePlay } from './game-play';
export { ResponsibleGamingModule } from './responsible-gaming.module';
export { ResponsibleGamingService } from './responsible-gaming.service';
export { ResponsibleGamingClock } from './responsible-gaming-clock';
export { RESPONSIBLE_GAMING_FEATURE } from './responsible-gaming.feature';
export type { Exclusion } from './domain/responsible-gaming';
export { GetActiveExclusionQuery } from './get-active-exclusion/get-active-exclusion.query';
export { ActiveExclusionDto } from './http/responsible-gaming.dto';
export type { ActiveExclusionView } from '@lootledger/contracts';
