// The event store library's public API: the port, the PostgreSQL adapter (pg and PGlite), its
// migrations, the EventStoreDB adapter, checkpointed subscriptions, replay, and the SQL client
// every context shares. Test support (the EventStoreDB test double) is @lootledger/event-store/testing.
export * from './sql/sql-client';
export * from './sql/migrator';
export * from './event-store.port';
export * from './postgres/event-store.migrations';
export * from './postgres/postgres-event-store';
export * from './postgres/log-window';
export * from './subscriptions/checkpointed-subscription';
export * from './subscriptions/replay-projection';
export * from './event-ids';
export * from './subscriptions/log-tail';
export * from './postgres/event-rows';
export * from './postgres/log-integrity';
export * from './eventstoredb/eventstoredb-event-store';
export * from './eventstoredb/events-mirror';
