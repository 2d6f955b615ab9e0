// One migrated database per test run, copied for every app a test starts: initdb and the ~65
// migrations cost an app 3–4 s on PGlite and ~0.5 s on PostgreSQL; a copy costs ~0.4 s and tens of
// milliseconds. jest's global setup names a folder for the run (RUN_FOLDER_ENV); the first worker that
// starts an app makes the template there, under a lock, and every app of the run copies it: a dumped
// PGlite data folder (the app's EMBEDDED_TEMPLATE) or a PostgreSQL database (CREATE DATABASE …
// TEMPLATE). The global teardown removes both.
//
// The template holds what the migrations make and nothing an app writes when it starts (its first
// admin, its checkpoints, its process entry): one app is started to learn which migrations it runs,
// then those run again, list by list, on an empty database. An app started on a copy still runs its
// migrations, so one the template lacks (another configuration's) is applied then: a stale or
// missing template costs time, never correctness.
import { PGlite } from '@electric-sql/pglite';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  createSqlClient,
  migrationsRunOn,
  PgliteSqlClient,
  runMigrations,
  type Migration,
  type SqlClient,
} from '@lootledger/event-store';
import { onServer, RECORD, RUN_FOLDER_ENV, type TemplateRecord } from './test-run';
import { waitUntil } from './wait-until';

/** Where apps of this run copy their database from. */
export interface TestTemplate {
  /** PostgreSQL (DATABASE_URL): the template database's name. */
  database?: string;
  /** PGlite: the dumped data folder. */
  embedded?: string;
}

/** Making the template starts an app and migrates twice: seconds, minutes on a loaded machine. */
const MAKING_LIMIT_MS = 5 * 60_000;

/**
 * The run's template, made by the first caller of the run (the others wait for it). Starting an app
 * needs this module's caller to pass `start`, so this module does not import the app itself.
 */
export async function runTemplate(start: () => Promise<SqlAppHandle>): Promise<TestTemplate> {
  const folder = process.env[RUN_FOLDER_ENV];
  if (!folder) return {};
  const record = path.join(folder, RECORD);
  let maker = false;
  try {
    fs.mkdirSync(path.join(folder, 'making'));
    maker = true;
  } catch {
    // another worker makes it
  }
  if (maker) {
    const made = await makeTemplate(folder, start).catch((error: unknown): TemplateRecord => ({
      failed: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }));
    fs.writeFileSync(`${record}.tmp`, JSON.stringify(made));
    fs.renameSync(`${record}.tmp`, record);
  }
  await waitUntil(
    async () => fs.existsSync(record),
    (exists) => exists,
    MAKING_LIMIT_MS,
  );
  const made = JSON.parse(fs.readFileSync(record, 'utf8')) as TemplateRecord;
  if (made.failed) throw new Error(`the run's template database could not be made:\n${made.failed}`);
  return { database: made.database, embedded: made.embedded };
}

/** An app started only to learn its migrations: its SQL client and how to stop it. */
export interface SqlAppHandle {
  sql: SqlClient;
  close(): Promise<void>;
}

async function makeTemplate(folder: string, start: () => Promise<SqlAppHandle>): Promise<TemplateRecord> {
  const app = await start();
  let runs: (readonly Migration[])[];
  try {
    runs = [...migrationsRunOn(app.sql)];
  } finally {
    await app.close();
  }
  const server = process.env.DATABASE_URL;
  return server ? postgresTemplate(server, folder, runs) : pgliteTemplate(folder, runs);
}

async function migrate(sql: SqlClient, runs: readonly (readonly Migration[])[]): Promise<void> {
  for (const migrations of runs) await runMigrations(sql, migrations);
}

async function pgliteTemplate(folder: string, runs: readonly (readonly Migration[])[]): Promise<TemplateRecord> {
  const db = new PGlite();
  await db.waitReady;
  await migrate(new PgliteSqlClient(db), runs);
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(folder, 'pglite-data.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { embedded: file };
}

async function postgresTemplate(
  server: string,
  folder: string,
  runs: readonly (readonly Migration[])[],
): Promise<TemplateRecord> {
  const name = `ll_template_${path
    .basename(folder)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}`;
  await onServer(server, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  const sql = await createSqlClient({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrate(sql, runs);
  } finally {
    await sql.close();
  }
  return { database: name, server };
}
