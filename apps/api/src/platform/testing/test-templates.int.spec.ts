// The run's migrated template (test-templates.ts): an app started on a copy of it ends up with the
// same database as an app that ran every migration on an empty one (tables, columns, applied
// migrations, rows in every table), so the copy saves time and changes nothing a test can see.
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/tokens';
import { startTestApp, startTestAppOnEmptyDatabase, templateOfTheRun, type TestApp } from './test-app';

async function describeDatabase(app: TestApp): Promise<{ columns: string[]; migrations: string[]; rows: string[] }> {
  const sql = app.app.get<SqlClient>(SQL_CLIENT);
  const columns = await sql.query<{ c: string }>(
    `SELECT table_name || '.' || column_name || ':' || data_type AS c FROM information_schema.columns
      WHERE table_schema = 'public' ORDER BY 1`,
  );
  const migrations = await sql.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
  const tables = await sql.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const rows: string[] = [];
  for (const { t } of tables.rows) {
    const { rows: count } = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${t}"`);
    rows.push(`${t}=${count[0].n}`);
  }
  return { columns: columns.rows.map((row) => row.c), migrations: migrations.rows.map((row) => row.id), rows };
}

describe("the run's migrated template", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('exists in a jest run (PostgreSQL database or PGlite dump)', async () => {
    const template = await templateOfTheRun();
    expect(process.env.DATABASE_URL ? template.database : template.embedded).toEqual(expect.any(String));
  });

  it('gives an app the database an app that migrated an empty one has', async () => {
    // Without background work, so what each writes after starting (daily payouts, pushes) cannot differ.
    const fromTemplate = await startTestApp({ role: 'api' });
    apps.push(fromTemplate);
    const fromEmpty = await startTestAppOnEmptyDatabase({ role: 'api' });
    apps.push(fromEmpty);
    const [copied, migrated] = await Promise.all([describeDatabase(fromTemplate), describeDatabase(fromEmpty)]);
    expect(copied.migrations.length).toBeGreaterThan(50);
    expect(copied).toEqual(migrated);
  });
});
