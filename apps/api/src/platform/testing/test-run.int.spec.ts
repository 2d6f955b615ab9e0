// A test run's folder (test-run.ts, made by jest's global setup and removed by its teardown): the
// teardown leaves nothing behind, neither the folder nor, on PostgreSQL, the run's template database.
// The run these tests belong to has its own folder: each test puts the variable back.
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRunFolder, onServer, RECORD, removeRunFolder, RUN_FOLDER_ENV, type TemplateRecord } from './test-run';

const server = process.env.DATABASE_URL;
let runFolder: string | undefined;

beforeEach(() => {
  runFolder = process.env[RUN_FOLDER_ENV];
});
afterEach(() => {
  if (runFolder === undefined) delete process.env[RUN_FOLDER_ENV];
  else process.env[RUN_FOLDER_ENV] = runFolder;
});

async function databaseExists(name: string): Promise<boolean> {
  let found = false;
  await onServer(server!, async (admin) => {
    found = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  });
  return found;
}

describe("a test run's folder", () => {
  it('is new for each run, named in the environment the workers inherit', () => {
    const first = createRunFolder();
    const second = createRunFolder();
    try {
      expect(first).not.toBe(second);
      expect(process.env[RUN_FOLDER_ENV]).toBe(second);
      expect(fs.statSync(first).isDirectory() && fs.statSync(second).isDirectory()).toBe(true);
    } finally {
      fs.rmSync(first, { recursive: true, force: true });
      fs.rmSync(second, { recursive: true, force: true });
    }
  });

  it('is removed with what the template left in it (a dumped PGlite folder)', async () => {
    const folder = createRunFolder();
    const record: TemplateRecord = { embedded: path.join(folder, 'pglite-data.tar') };
    fs.writeFileSync(record.embedded!, 'a dump');
    fs.writeFileSync(path.join(folder, RECORD), JSON.stringify(record));
    await removeRunFolder();
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('is removed when no template was made (every suite failed before its first app)', async () => {
    const folder = createRunFolder();
    await removeRunFolder();
    expect(fs.existsSync(folder)).toBe(false);
  });

  it('removes nothing outside a run (no folder named)', async () => {
    delete process.env[RUN_FOLDER_ENV];
    await expect(removeRunFolder()).resolves.toBeUndefined();
  });

  (server ? it : it.skip)('drops the run’s template database on PostgreSQL', async () => {
    const folder = createRunFolder();
    const database = `ll_template_run_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await onServer(server!, (admin) => admin.query(`CREATE DATABASE ${database}`));
    expect(await databaseExists(database)).toBe(true);
    fs.writeFileSync(path.join(folder, RECORD), JSON.stringify({ database, server } satisfies TemplateRecord));
    await removeRunFolder();
    expect(await databaseExists(database)).toBe(false);
    expect(fs.existsSync(folder)).toBe(false);
  });
});
