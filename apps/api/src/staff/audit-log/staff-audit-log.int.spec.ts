import { createSqlClient, runMigrations, type SqlClient } from '@lootledger/event-store';
import { createTestDatabase, type TestDatabase } from '../../platform/testing/test-database';
import { STAFF_AUDIT_LOG_MIGRATIONS, StaffAuditLog } from './staff-audit-log';

describe('StaffAuditLog (real database)', () => {
  let database: TestDatabase;
  let sql: SqlClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    sql = await createSqlClient({ databaseUrl: database.url, dataDir: 'memory://' });
    await runMigrations(sql, STAFF_AUDIT_LOG_MIGRATIONS);
  });
  afterAll(async () => {
    await sql.close();
    await database.drop();
  });

  it('appends entries with before/after (bigints exact) and refuses to change or delete them', async () => {
    const log = new StaffAuditLog(sql);
    await log.record({
      staff: { staffId: '7', email: 'fin@x', role: 'finance' },
      action: 'edit',
      resource: 'packages',
      resourceId: 'pkg-100',
      before: { price: 10_000n },
      after: { price: 9_900n },
      reason: 'promotion',
      ip: '10.0.0.1',
    });
    const { rows } = await sql.query<{
      staff_id: string;
      role: string;
      before: unknown;
      after: unknown;
      reason: string;
    }>(`SELECT staff_id, role, before, after, reason FROM admin_audit_log`);
    const row = rows[0];
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect({ ...row, before: json(row.before), after: json(row.after) }).toEqual({
      staff_id: '7',
      role: 'finance',
      before: { price: '10000' },
      after: { price: '9900' },
      reason: 'promotion',
    });
    await expect(sql.query(`UPDATE admin_audit_log SET reason = 'other'`)).rejects.toThrow(/append-only/);
    await expect(sql.query(`DELETE FROM admin_audit_log`)).rejects.toThrow(/append-only/);
    expect((await sql.query(`SELECT count(*)::int AS n FROM admin_audit_log`)).rows[0]).toEqual({ n: 1 });
  });
});
