// The whole API: the platform plus one module per bounded context.
import { Module, type DynamicModule } from '@nestjs/common';
import { StaffModule } from './admin/staff/staff.module';
import { IdentityModule } from './identity';
import { LedgerModule } from './ledger';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        StaffModule,
        IdentityModule,
        LedgerModule,
      ],
    };
  }
}
