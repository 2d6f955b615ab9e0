// The one SQL client of the process (PostgreSQL pool or embedded PGlite), shared by every context.
// Contexts run their own migrations through it; they never read each other's tables. The event
// store (EVENT_STORE) sits on the same client, or on EventStoreDB with its read side here; so do the
// fleet's leases and signals (platform/cluster).
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
import { ClusterSignals, clusterSignalsFor } from '../cluster/cluster-signals';
import { Leases, leasesFor } from '../cluster/leases';
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
          poolSize: config.databasePoolSize,
          dataDir: config.embeddedInMemory ? 'memory://' : path.join(config.dataDir, 'pglite'),
          initialDataDir: config.embeddedTemplate,
        });
      },
    },
    integrityKeyProvider,
    eventStoreProvider,
    eventStoreConnectionProvider,
    { provide: Leases, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => leasesFor(sql) },
    {
      provide: ClusterSignals,
      inject: [SQL_CLIENT],
      // Listening before any module initialises: no signal sent after this process serves is missed.
      useFactory: async (sql: SqlClient) => {
        const signals = clusterSignalsFor(sql);
        await signals.start();
        return signals;
      },
    },
    EventTail,
    Chores,
    LogCheckpointer,
  ],
  exports: [SQL_CLIENT, EVENT_STORE, INTEGRITY_KEY, EventTail, Chores, LogCheckpointer, Leases, ClusterSignals],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly leases: Leases,
    private readonly signals: ClusterSignals,
    private readonly checkpointer: LogCheckpointer,
  ) {}

  /**
   * Last of all hooks (a global module, after every context's process managers and subscriptions
   * stopped, HTTP long drained): the log's final checkpoint, then the database closes.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.checkpointer.stop();
    await Promise.all([this.leases.close(), this.signals.stop()]);
    await this.sql.close();
  }
}
