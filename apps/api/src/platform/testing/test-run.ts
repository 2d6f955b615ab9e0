// A test run's folder (jest's global setup makes it, the teardown removes it) and what the run's
// migrated template leaves there (test-templates.ts). Plain Node and pg only: the global setup and
// teardown load this without jest's module mapping.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';

/** The run's folder; without it (a tool, a script) apps start on empty databases. */
export const RUN_FOLDER_ENV = 'LOOTLEDGER_TEST_RUN';

/** The file in the run's folder that says where the template is. */
export const RECORD = 'template.json';

/** What the template's maker leaves for the other workers and the teardown. */
export interface TemplateRecord {
  /** PostgreSQL: the template database's name, on `server`. */
  database?: string;
  server?: string;
  /** PGlite: the dumped data folder. */
  embedded?: string;
  /** Why it could not be made. */
  failed?: string;
}

export function createRunFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-run-'));
  process.env[RUN_FOLDER_ENV] = folder;
  return folder;
}

/** Drops the run's template database, if one was made, and removes the folder. */
export async function removeRunFolder(): Promise<void> {
  const folder = process.env[RUN_FOLDER_ENV];
  if (!folder) return;
  const record = path.join(folder, RECORD);
  if (fs.existsSync(record)) {
    const made = JSON.parse(fs.readFileSync(record, 'utf8')) as TemplateRecord;
    if (made.database && made.server) {
      await onServer(made.server, (admin) => admin.query(`DROP DATABASE IF EXISTS ${made.database} WITH (FORCE)`));
    }
  }
  fs.rmSync(folder, { recursive: true, force: true });
}

export async function onServer(server: string, work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: server });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
