// A fresh database with the catalogue's tables, for the catalogue's int tests: a new PostgreSQL
// database when DATABASE_URL is set, else an in-memory PGlite.
import { createSqlClient, runMigrations, type SqlClient } from '@lootledger/event-store';
import { createTestDatabase } from '../../platform/testing/test-database';
import { CATALOGUE_MIGRATIONS } from '../catalogue.migrations';
import { BoxCache } from '../store/box.cache';
import { CatalogueRepository } from '../store/catalogue.repository';

export interface CatalogueTestDatabase {
  /** The database's address (PostgreSQL), for a second client as another process would open it. */
  url: string | undefined;
  sql: SqlClient;
  cache: BoxCache;
  repository: CatalogueRepository;
  close(): Promise<void>;
}

export async function openCatalogueTestDatabase(): Promise<CatalogueTestDatabase> {
  const database = await createTestDatabase('ll_catalogue');
  const sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 4 });
  await runMigrations(sql, CATALOGUE_MIGRATIONS);
  const cache = new BoxCache();
  return {
    url: database.url,
    sql,
    cache,
    repository: new CatalogueRepository(sql, cache),
    async close() {
      await sql.close();
      // pg's pool.end() resolves before its sockets close; let them finish before the forced drop.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.drop();
    },
  };
}
