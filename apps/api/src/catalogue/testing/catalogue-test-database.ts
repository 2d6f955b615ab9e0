// A fresh database with the catalogue's tables, for the catalogue's int tests: a new PostgreSQL
// database when DATABASE_URL is set, else an in-memory PGlite.
import type { SqlClient } from '@lootledger/event-store';
import { openTestSql } from '../../platform/testing/test-database';
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
  const { sql, url, close } = await openTestSql('ll_catalogue', CATALOGUE_MIGRATIONS);
  const cache = new BoxCache();
  return { url, sql, cache, repository: new CatalogueRepository(sql, cache), close };
}
