// The TRADE_ADAPTERS entry of TRADE_PROVIDER=waxpeer: reads the settings at start (a missing
// WAXPEER_API_KEY or WAXPEER_CNY_PER_USD refuses to start, naming it) and provides the Waxpeer
// trading provider as TRADE_PROVIDER. It mounts no endpoints: Waxpeer is polled, not pushed to.
import type { DynamicModule } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import type { AppConfig } from '../../../platform/config/app-config';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { TRADE_PROVIDER } from '../trade-provider.port';
import { waxpeerSettings } from './waxpeer.config';
import { WaxpeerTradeProvider } from './waxpeer-trade.provider';

export function waxpeerTradeAdapter(config: AppConfig): Pick<DynamicModule, 'controllers' | 'providers'> {
  const settings = waxpeerSettings(config);
  return {
    controllers: [],
    providers: [
      {
        provide: WaxpeerTradeProvider,
        inject: [SQL_CLIENT],
        useFactory: (sql: SqlClient) => new WaxpeerTradeProvider(sql, settings),
      },
      { provide: TRADE_PROVIDER, useExisting: WaxpeerTradeProvider },
    ],
  };
}
