// GET /admin/api/audit-log over real HTTP: admin and auditor read the staff audit log (filters, sort,
// range, Content-Range, show); other roles are refused; no route changes it and the table refuses
// UPDATE and DELETE.
import type { AuditLogEntryResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ApiClient, expectRefusal } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { aStaffMember, type TestStaff } from '../testing/test-staff';
import { StaffAuditLog } from './staff-audit-log';

let testApp: TestApp;
let client: ApiClient;
let auditor: TestStaff & { token: string };
let writer: TestStaff;

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const list = (query: string, token = auditor.token) =>
  client.get<AuditLogEntryResponse[]>(`/admin/api/audit-log${query ? `?${query}` : ''}`, { token });

beforeAll(async () => {
  testApp = await startTestApp();
  client = new ApiClient(testApp.baseUrl);
  auditor = await aStaffMember(testApp).withRole('auditor').signIn(client);
  writer = await aStaffMember(testApp).withRole('content').create();
  const log = testApp.app.get(StaffAuditLog);
  const staff = { staffId: writer.id, email: writer.email, role: writer.role, sessionId: 's' };
  for (const [action, resourceId, reason] of [
    ['create', 'box-1', 'new box'],
    ['edit', 'box-1', 'price cut'],
    ['edit', 'box-2', 'typo'],
  ]) {
    await log.record({
      staff,
      action,
      resource: 'boxes',
      resourceId,
      before: action === 'create' ? null : { price: 10_000n },
      after: { price: 9_900n },
      reason,
      ip: '10.0.0.9',
    });
  }
});
afterAll(() => testApp.close());

describe('GET /admin/api/audit-log', () => {
  it('lists newest first with before/after (bigints as strings), reason and ip, and a Content-Range', async () => {
    const result = await list(`filter=${enc({ staff_id: writer.id })}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-range')).toBe('audit-log 0-2/3');
    expect(result.body.data.map((entry) => [entry.action, entry.resource_id, entry.reason])).toEqual([
      ['edit', 'box-2', 'typo'],
      ['edit', 'box-1', 'price cut'],
      ['create', 'box-1', 'new box'],
    ]);
    expect(result.body.data[0]).toMatchObject({
      staff_id: writer.id,
      resource: 'boxes',
      before: { price: '10000' },
      after: { price: '9900' },
      ip: '10.0.0.9',
    });
  });

  it('filters by action, resource, resource_id, id and time; sorts by id; serves a range', async () => {
    const ids = async (query: string) => (await list(query)).body.data.map((entry) => entry.reason);
    expect(await ids(`filter=${enc({ staff_id: writer.id, action: 'create' })}`)).toEqual(['new box']);
    expect(await ids(`filter=${enc({ resource: 'boxes', resource_id: 'box-1' })}&sort=${enc(['id', 'ASC'])}`)).toEqual([
      'new box',
      'price cut',
    ]);
    const all = (await list(`filter=${enc({ staff_id: writer.id })}`)).body.data;
    expect(await ids(`filter=${enc({ id: [all[0].id, all[2].id] })}`)).toEqual(['typo', 'new box']);
    expect(
      await ids(`filter=${enc({ staff_id: writer.id, from: new Date(Date.now() + 60_000).toISOString() })}`),
    ).toEqual([]);
    expect(await ids(`filter=${enc({ staff_id: writer.id, to: all[0].at })}`)).toHaveLength(3);
    const page = await list(`filter=${enc({ staff_id: writer.id })}&sort=${enc(['at', 'ASC'])}&range=${enc([1, 1])}`);
    expect(page.body.data.map((entry) => entry.reason)).toEqual(['price cut']);
    expect(page.headers.get('content-range')).toBe('audit-log 1-1/3');
    expectRefusal(await list(`filter=${enc({ before: 'x' })}`), 400, 'VALIDATION_FAILED');
  });

  it('shows one entry; 404 for an unknown id', async () => {
    const [entry] = (await list(`filter=${enc({ staff_id: writer.id })}`)).body.data;
    const shown = await client.get<AuditLogEntryResponse>(`/admin/api/audit-log/${entry.id}`, { token: auditor.token });
    expect(shown.body.data).toEqual(entry);
    expectRefusal(await client.get('/admin/api/audit-log/999999999', { token: auditor.token }), 404, 'NOT_FOUND');
    expectRefusal(await client.get('/admin/api/audit-log/abc', { token: auditor.token }), 404, 'NOT_FOUND');
  });

  it('is for admin and auditor only', async () => {
    for (const role of ['support', 'finance', 'content'] as const) {
      const staff = await aStaffMember(testApp).withRole(role).signIn(client);
      expectRefusal(await list('', staff.token), 403, 'FORBIDDEN');
    }
    const admin = await aStaffMember(testApp).withRole('admin').signIn(client);
    expect((await list('', admin.token)).status).toBe(200);
  });

  it('cannot be changed: no route writes it, and the table refuses UPDATE and DELETE', async () => {
    const [entry] = (await list(`filter=${enc({ staff_id: writer.id })}`)).body.data;
    const admin = await aStaffMember(testApp).withRole('admin').signIn(client);
    const put = await client.request('PUT', `/admin/api/audit-log/${entry.id}`, JSON.stringify({ reason: 'x' }), {
      token: admin.token,
    });
    const del = await client.request('DELETE', `/admin/api/audit-log/${entry.id}`, undefined, { token: admin.token });
    expect([put.status, del.status]).toEqual([404, 404]);
    const sql = testApp.app.get<SqlClient>(SQL_CLIENT);
    await expect(sql.query(`UPDATE admin_audit_log SET reason = 'edited' WHERE id = $1`, [entry.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql.query(`DELETE FROM admin_audit_log WHERE id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    const again = await client.get<AuditLogEntryResponse>(`/admin/api/audit-log/${entry.id}`, { token: auditor.token });
    expect(again.body.data).toEqual(entry);
  });
});
