export * from './sql/sql-client';
export * from './sql/migrator';
export * from './event-store.port';
