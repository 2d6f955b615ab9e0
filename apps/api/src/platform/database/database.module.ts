// The one SQL client of the process (PostgreSQL pool or embedded PGlite), shared by every context.
// Contexts run their own migrations through it; they never read each other's tables. The event
// store (EVENT_STORE) sits on the same client, or on EventStoreDB with its read side here.
import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createSqlClient, type SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  EVENT_STORE,
  eventStoreConnectionProvider,
  eventStoreProvider,
  integrityKeyProvider,
} from './event-store.provider';
import { INTEGRITY_KEY } from '../integrity/integrity-key';
import { LogCheckpointer } from '../integrity/log-checkpointer';
import { Chores } from '../scheduling/chores';
import { EventTail } from './event-tail.service';
import { SQL_CLIENT } from './tokens';

export { SQL_CLIENT };

@Global()
@Module({
  providers: [
    {
      provide: SQL_CLIENT,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<SqlClient> => {
        if (!config.databaseUrl && !config.embeddedInMemory) fs.mkdirSync(config.dataDir, { recursive: true });
        return createSqlClient({
          databaseUrl: config.databaseUrl,
          dataDir: config.embeddedInMemory ? 'memory://' : path.join(config.dataDir, 'pglite'),
        });
      },
    },
    integrityKeyProvider,
    eventStoreProvider,
    eventStoreConnectionProvider,
    EventTail,
    Chores,
    LogCheckpointer,
  ],
  exports: [SQL_CLIENT, EVENT_STORE, INTEGRITY_KEY, EventTail, Chores, LogCheckpointer],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.sql.close();
  }
}
