import * as argon2 from 'argon2';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { FirstAdmin } from './first-admin';

describe('first admin account', () => {
  let testApp: TestApp;
  let output = '';
  const write = process.stdout.write.bind(process.stdout);

  beforeAll(async () => {
    process.stdout.write = ((chunk: string) => {
      output += chunk;
      return true;
    }) as typeof process.stdout.write;
    try {
      testApp = await startTestApp({ adminEmail: 'boss@example.com', adminPassword: undefined });
    } finally {
      process.stdout.write = write;
    }
  });
  afterAll(() => testApp.close());

  it('is created at the first start with a generated password that is printed once and stored as argon2id', async () => {
    const sql = testApp.app.get<SqlClient>(SQL_CLIENT);
    const rows = await sql.query<{ email: string; password_hash: string; role: string }>('SELECT * FROM staff');
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ email: 'boss@example.com', role: 'admin' });
    const password = /password: (\S+)/.exec(output)?.[1];
    expect(password).toBeDefined();
    expect(rows.rows[0].password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await argon2.verify(rows.rows[0].password_hash, password!)).toBe(true);
  });

  it('is not created again on a later start', async () => {
    await testApp.app.get(FirstAdmin).onApplicationBootstrap();
    const sql = testApp.app.get<SqlClient>(SQL_CLIENT);
    expect((await sql.query('SELECT 1 FROM staff')).rows).toHaveLength(1);
  });
});
