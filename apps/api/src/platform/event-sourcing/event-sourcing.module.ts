// Nest wiring of the event-sourcing runtime. forRoot (once, in the platform) provides EventSourcing
// to every context; forFeature (in a context's module) registers what the context brings: its
// stream kinds, its events on other kinds, its read models.
import { Module, type DynamicModule } from '@nestjs/common';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { ClusterSignals } from '../cluster/cluster-signals';
import { Leases } from '../cluster/leases';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../config/app-config';
import { EVENT_STORE } from '../database/event-store.provider';
import { LOG_FEED, SQL_CLIENT } from '../database/tokens';
import { EventSourcing } from './event-sourcing';
import { registerFeature, type EventSourcedFeature } from './event-sourced-feature';

@Module({})
export class EventSourcingModule {
  static forRoot(): DynamicModule {
    return {
      module: EventSourcingModule,
      global: true,
      providers: [
        {
          provide: EventSourcing,
          inject: [EVENT_STORE, SQL_CLIENT, Leases, ClusterSignals, APP_CONFIG],
          // Async: the read models' tables exist before any context's module initialises.
          useFactory: (store: EventStore, sql: SqlClient, leases: Leases, signals: ClusterSignals, config: AppConfig) =>
            EventSourcing.open(store, sql, { leases, signals, runsBackgroundWork: runsBackgroundWork(config) }),
        },
        // What the log tail follows: the log, or on EventStoreDB as far as every read model has applied it.
        {
          provide: LOG_FEED,
          inject: [EventSourcing],
          useFactory: (eventSourcing: EventSourcing) => eventSourcing.store,
        },
      ],
      exports: [EventSourcing, LOG_FEED],
    };
  }

  /** Registers a context's feature (when its module's file is imported). */
  static forFeature(feature: EventSourcedFeature): DynamicModule {
    registerFeature(feature);
    return {
      module: EventSourcingFeatureModule,
      providers: [{ provide: `feature:${feature.name}`, useValue: feature }],
    };
  }
}

@Module({})
class EventSourcingFeatureModule {}
