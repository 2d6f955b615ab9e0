// The whole API: the platform plus one module per bounded context.
import { Module, type DynamicModule } from '@nestjs/common';
import {
  AdminAuthModule,
  AdminPlayersModule,
  AuditLogModule,
  CoinAdjustmentsModule,
  StaffAccountsModule,
  StaffModule,
} from './admin';
import { AdminOperationsModule } from './admin/operations/admin-operations.module';
import { CatalogueModule } from './catalogue';
import { ContentModule } from './content';
import { DeliveryModule, DeliveryTradingModule } from './delivery';
import { GamesModule } from './games';
import { IdentityModule } from './identity';
import { LedgerModule } from './ledger';
import { LoyaltyModule } from './loyalty';
import { CardCodesModule, PaymentGatewayModule, PaymentsModule } from './payments';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './realtime';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        StaffModule,
        AdminAuthModule,
        DeliveryTradingModule.forRoot(config),
        IdentityModule,
        LedgerModule,
        CatalogueModule,
        RealtimeModule,
        GamesModule,
        DeliveryModule,
        LoyaltyModule,
        PaymentGatewayModule.forRoot(config),
        PaymentsModule,
        CardCodesModule,
        ContentModule,
        AdminPlayersModule,
        CoinAdjustmentsModule,
        AuditLogModule,
        StaffAccountsModule,
        AdminOperationsModule,
      ],
    };
  }
}
