// The whole API: the platform plus one module per bounded context, and one per game (GAMES, the
// games' registry: importing it registers what each game brings to the central lists).
import { Module, type DynamicModule } from '@nestjs/common';
import { CatalogueModule } from './catalogue';
import { ContentModule } from './content';
import { DeliveryModule, DeliveryTradingModule } from './delivery';
import { GamesModule } from './games';
import { GAME_MODULES } from './games/games.registry';
import { IdentityModule, SmsProviderModule, SteamProviderModule } from './identity';
import { LedgerModule } from './ledger';
import { LoyaltyModule } from './loyalty';
import { CardCodesModule, PaymentGatewayModule, PaymentsModule } from './payments';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './realtime';
import { ReportsModule } from './reports';
import { ResponsibleGamingModule } from './responsible-gaming';
import { StaffModule } from './staff';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        StaffModule,
        DeliveryTradingModule.forRoot(config),
        SmsProviderModule.forRoot(config),
        SteamProviderModule.forRoot(config),
        IdentityModule,
        LedgerModule,
        CatalogueModule,
        RealtimeModule,
        GamesModule.withGames(GAME_MODULES.insideGames),
        ...GAME_MODULES.afterGames,
        DeliveryModule,
        LoyaltyModule,
        PaymentGatewayModule.forRoot(config),
        PaymentsModule,
        CardCodesModule,
        ContentModule,
        ReportsModule,
        ...GAME_MODULES.last,
        ResponsibleGamingModule,
      ],
    };
  }
}
