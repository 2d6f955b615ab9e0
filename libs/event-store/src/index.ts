export * from './sql/sql-client';
export * from './sql/migrator';
