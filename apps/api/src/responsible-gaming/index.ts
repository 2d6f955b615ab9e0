// The responsible-gaming context's public API: what other contexts may import.
//   ResponsibleGamingService.assertMayDeposit(playerId, amount) before a top-up (payments);
//   assertMayPlay / exclusion(playerId) for anything else that must respect an exclusion.
export { ResponsibleGamingModule } from './responsible-gaming.module';
export { ResponsibleGamingService } from './responsible-gaming.service';
export { ResponsibleGamingClock } from './responsible-gaming-clock';
export { RESPONSIBLE_GAMING_FEATURE } from './responsible-gaming.feature';
export type { Exclusion } from './domain/responsible-gaming';
export { GetActiveExclusionQuery } from './get-active-exclusion/get-active-exclusion.query';
export { ActiveExclusionDto } from './http/responsible-gaming.dto';
export type { ActiveExclusionView } from '@lootledger/contracts';
