// /admin/api/staff over real HTTP: admins list, show, create and change staff accounts (role,
// disable/enable, password reset), each audited; nobody disables or demotes themselves; disabling and
// a password reset end the account's sessions; other roles are refused.
import * as argon2 from 'argon2';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { aStaffMember, type TestStaff } from '../testing/test-staff';

interface StaffAccount {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
  created_at: string;
}

let testApp: TestApp;
let client: ApiClient;
let admin: TestStaff & { token: string };

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const put = (id: string, body: unknown, token = admin.token, lang?: 'zh' | 'en') =>
  client.request<StaffAccount>('PUT', `/admin/api/staff/${id}`, JSON.stringify(body), { token, lang });
const create = (body: unknown, token = admin.token) => client.post<StaffAccount>('/admin/api/staff', body, { token });
const signIn = (email: string, password: string) =>
  client.post<{ token: string }>('/admin/api/auth/login', { email, password });
const me = (token: string) => client.get('/admin/api/auth/me', { token });

async function auditEntries(resourceId: string) {
  const result = await client.get<
    { action: string; before: unknown; after: unknown; reason: string | null; ip: string }[]
  >(`/admin/api/audit-log?filter=${enc({ resource: 'staff', resource_id: resourceId })}&sort=${enc(['id', 'ASC'])}`, {
    token: admin.token,
  });
  return result.body.data;
}

beforeAll(async () => {
  testApp = await startTestApp();
  client = new ApiClient(testApp.baseUrl);
  admin = await aStaffMember(testApp).withRole('admin').signIn(client);
});
afterAll(() => testApp.close());

describe('staff accounts', () => {
  it('creates an account (argon2id, email lower-cased) that can sign in; a second one with the email is refused', async () => {
    const created = await create({
      email: ' New.Finance@Example.com ',
      role: 'finance',
      password: 'initial-pass-1',
      reason: 'hired',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ email: 'new.finance@example.com', role: 'finance', disabled: false });
    const { rows } = await testApp.app
      .get<SqlClient>(SQL_CLIENT)
      .query<{ password_hash: string }>(`SELECT password_hash FROM staff WHERE id = $1`, [created.body.data.id]);
    expect(rows[0].password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await argon2.verify(rows[0].password_hash, 'initial-pass-1')).toBe(true);
    expect((await signIn('new.finance@example.com', 'initial-pass-1')).status).toBe(200);
    expect(JSON.stringify(created.body)).not.toContain('argon2');

    const refused: [Record<string, unknown>, number, string][] = [
      [{ email: 'NEW.finance@example.com', role: 'support', password: 'another-pass-1' }, 409, 'STAFF_EMAIL_TAKEN'],
      [{ email: 'not-an-email', role: 'support', password: 'another-pass-1' }, 400, 'VALIDATION_FAILED'],
      [{ email: 'x@example.com', role: 'root', password: 'another-pass-1' }, 400, 'VALIDATION_FAILED'],
      [{ email: 'x@example.com', role: 'support', password: 'short' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, error] of refused) expectRefusal(await create(body), status, error);

    const [entry] = await auditEntries(created.body.data.id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: { email: 'new.finance@example.com', role: 'finance', disabled: false },
      reason: 'hired',
      ip: expect.any(String),
    });
    expect(JSON.stringify(entry)).not.toContain('initial-pass-1');
  });

  it('lists with filters, sort, range and Content-Range; shows one; 404 for an unknown id', async () => {
    const a = await aStaffMember(testApp).withEmail('list-a@example.org').withRole('content').create();
    const b = await aStaffMember(testApp).withEmail('list-b@example.org').withRole('content').disabled().create();
    const result = await client.get<StaffAccount[]>(
      `/admin/api/staff?filter=${enc({ q: '@example.org' })}&sort=${enc(['email', 'DESC'])}`,
      { token: admin.token },
    );
    expect(result.body.data.map((row) => row.email)).toEqual(['list-b@example.org', 'list-a@example.org']);
    expect(result.headers.get('content-range')).toBe('staff 0-1/2');
    const disabled = await client.get<StaffAccount[]>(
      `/admin/api/staff?filter=${enc({ q: '@example.org', disabled: true })}`,
      { token: admin.token },
    );
    expect(disabled.body.data.map((row) => row.id)).toEqual([b.id]);
    const byRole = await client.get<StaffAccount[]>(
      `/admin/api/staff?filter=${enc({ role: 'content', id: [a.id] })}&range=${enc([0, 0])}`,
      {
        token: admin.token,
      },
    );
    expect(byRole.body.data.map((row) => row.id)).toEqual([a.id]);
    const shown = await client.get<StaffAccount>(`/admin/api/staff/${a.id}`, { token: admin.token });
    expect(shown.body.data).toMatchObject({ id: a.id, email: 'list-a@example.org', role: 'content', disabled: false });
    expectRefusal(await client.get('/admin/api/staff/99999999', { token: admin.token }), 404, 'STAFF_NOT_FOUND');
    expectRefusal(await client.get('/admin/api/staff/abc', { token: admin.token }), 404, 'STAFF_NOT_FOUND');
  });

  it('changes the role (effective on the next request), audited with before/after', async () => {
    const staff = await aStaffMember(testApp).withRole('support').signIn(client);
    expect((await client.get('/admin/api/coin-adjustments', { token: staff.token })).status).toBe(403);
    // react-admin sends the whole record back: id, email and created_at are accepted as they are.
    const record = (await client.get<StaffAccount>(`/admin/api/staff/${staff.id}`, { token: admin.token })).body.data;
    const changed = await put(staff.id, { ...record, role: 'finance', reason: 'moved to finance' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.role).toBe('finance');
    expect((await client.get('/admin/api/coin-adjustments', { token: staff.token })).status).toBe(200);
    expect(await auditEntries(staff.id)).toEqual([
      expect.objectContaining({
        action: 'edit',
        before: { email: staff.email, role: 'support', disabled: false },
        after: { email: staff.email, role: 'finance', disabled: false },
        reason: 'moved to finance',
      }),
    ]);
    expectRefusal(await put(staff.id, { email: 'other@example.com' }), 400, 'VALIDATION_FAILED');
    expectRefusal(await put('99999999', { role: 'finance' }), 404, 'STAFF_NOT_FOUND');
    // Nothing changes: nothing is written.
    expect((await put(staff.id, { ...record, role: 'finance' })).status).toBe(200);
    expect(await auditEntries(staff.id)).toHaveLength(1);
  });

  it('disables an account (its sessions end, it cannot sign in) and enables it again', async () => {
    const staff = await aStaffMember(testApp).withRole('content').signIn(client);
    expect((await me(staff.token)).status).toBe(200);
    expect((await put(staff.id, { disabled: true, reason: 'left the company' })).body.data.disabled).toBe(true);
    expectRefusal(await me(staff.token), 401, 'TOKEN_INVALID');
    expectRefusal(await signIn(staff.email, staff.password), 401, 'STAFF_LOGIN_FAILED');
    const { rows } = await testApp.app
      .get<SqlClient>(SQL_CLIENT)
      .query(`SELECT 1 FROM admin_staff_sessions WHERE staff_id = $1 AND revoked_at IS NULL`, [staff.id]);
    expect(rows).toEqual([]);
    expect((await put(staff.id, { disabled: false })).body.data.disabled).toBe(false);
    expect((await signIn(staff.email, staff.password)).status).toBe(200);
    expect((await auditEntries(staff.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [expect.objectContaining({ disabled: false }), expect.objectContaining({ disabled: true })],
      [expect.objectContaining({ disabled: true }), expect.objectContaining({ disabled: false })],
    ]);
  });

  it('resets a password: the old one stops working, the sessions end, the audit says so without the password', async () => {
    const staff = await aStaffMember(testApp).withRole('auditor').signIn(client);
    expect((await put(staff.id, { password: 'brand-new-pass-2' })).status).toBe(200);
    expectRefusal(await me(staff.token), 401, 'TOKEN_INVALID');
    expectRefusal(await signIn(staff.email, staff.password), 401, 'STAFF_LOGIN_FAILED');
    expect((await signIn(staff.email, 'brand-new-pass-2')).status).toBe(200);
    const [entry] = await auditEntries(staff.id);
    expect(entry.after).toMatchObject({ password: 'reset' });
    expect(JSON.stringify(entry)).not.toContain('brand-new-pass-2');
  });

  it('refuses staff disabling or demoting themselves (zh/en), and leaves them as they were', async () => {
    expectRefusal(await put(admin.id, { disabled: true }), 403, 'STAFF_SELF_CHANGE_FORBIDDEN');
    const zh = await put(admin.id, { role: 'support' }, admin.token, 'zh');
    expectRefusal(zh, 403, 'STAFF_SELF_CHANGE_FORBIDDEN');
    expect(zh.body.message).toBe('不能停用自己的账号或更改自己的角色');
    expect((await me(admin.token)).status).toBe(200);
    // Sending their own record unchanged is fine (react-admin's save of an untouched form).
    expect((await put(admin.id, { role: 'admin', disabled: false })).status).toBe(200);
    expect(await auditEntries(admin.id)).toEqual([]);
  });

  it('changes are for admins only; auditors may read (they read everything)', async () => {
    const target = await aStaffMember(testApp).withRole('content').create();
    for (const role of ['support', 'finance', 'content', 'auditor'] as const) {
      const staff = await aStaffMember(testApp).withRole(role).signIn(client);
      const list = await client.get('/admin/api/staff', { token: staff.token });
      const show = await client.get(`/admin/api/staff/${target.id}`, { token: staff.token });
      if (role === 'auditor') {
        expect([list.status, show.status]).toEqual([200, 200]);
      } else {
        expectRefusal(list, 403, 'FORBIDDEN');
        expectRefusal(show, 403, 'FORBIDDEN');
      }
      expectRefusal(
        await create({ email: `${role}-x@example.com`, role, password: 'some-pass-123' }, staff.token),
        403,
        'FORBIDDEN',
      );
      expectRefusal(await put(target.id, { role: 'admin' }, staff.token), 403, 'FORBIDDEN');
    }
    expect(
      (await client.get<StaffAccount>(`/admin/api/staff/${target.id}`, { token: admin.token })).body.data.role,
    ).toBe('content');
  });
});
