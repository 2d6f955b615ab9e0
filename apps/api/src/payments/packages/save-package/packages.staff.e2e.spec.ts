// /admin/api/packages over HTTP: finance lists, shows, creates, edits and deletes recharge packages;
// money strings are validated field by field; every change is audited in its transaction; GET
// /api/beans and POST /api/recharge follow the change.
import { aPlayer } from '../../../identity/testing';
import { ApiClient } from '../../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../../platform/testing/test-app';
import { aStaffMember, AdminRest, auditEntries, fieldErrors, refusedFields } from '../../../staff/testing';
import { aPaidTopUp } from '../../testing/top-ups';

interface Package {
  id: string;
  bean: string;
  price: string;
  enabled: boolean;
  sort_order: number;
}

let app: TestApp;
let client: ApiClient;
let finance: AdminRest;
let financeId: string;

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp({ sandboxPayNotifyDelayMs: 20, sandboxPayRetryBaseMs: 50 })));
  const staff = await aStaffMember(app).withRole('finance').signIn(client);
  finance = new AdminRest(client, staff.token);
  financeId = staff.id;
});
afterAll(() => app.close());

const beans = async () => (await client.get<{ id: string; bean: string; price: string }[]>('/api/beans')).body.data;

describe('GET /admin/api/packages', () => {
  it('lists the default packages in listing order, filters and sorts them, with a Content-Range', async () => {
    const all = await finance.list<Package>('packages');
    expect(all.body.data.map((pkg) => pkg.id)).toEqual([
      'pkg-10',
      'pkg-30',
      'pkg-50',
      'pkg-100',
      'pkg-200',
      'pkg-500',
      'pkg-1000',
      'pkg-2000',
    ]);
    expect(all.body.data[0]).toEqual({ id: 'pkg-10', bean: '10.00', price: '10.00', enabled: true, sort_order: 0 });
    expect(all.headers.get('content-range')).toBe('packages 0-7/8');
    const dearest = await finance.list<Package>('packages', { sort: ['price', 'DESC'], range: [0, 2] });
    expect(dearest.body.data.map((pkg) => pkg.id)).toEqual(['pkg-2000', 'pkg-1000', 'pkg-500']);
    expect(dearest.headers.get('content-range')).toBe('packages 0-2/8');
    expect((await finance.list<Package>('packages', { filter: { q: '00' } })).body.data.map((pkg) => pkg.id)).toEqual([
      'pkg-100',
      'pkg-200',
      'pkg-500',
      'pkg-1000',
      'pkg-2000',
    ]);
    expect((await finance.get<Package>('packages/pkg-50')).body.data).toMatchObject({ bean: '50.00', price: '50.00' });
    expect((await finance.get('packages/pkg-nope')).status).toBe(404);
    expect(refusedFields(await finance.list('packages', { filter: { bean: '10.00' } }))).toEqual(['filter.bean']);
  });
});

describe('changing packages', () => {
  it('creates a package that players can buy at once (audited with who, what, why, from where)', async () => {
    const created = await finance.post<Package>('packages', {
      id: 'pkg-777',
      bean: '777.00',
      price: '700.00',
      sort_order: 99,
      reason: 'lucky sevens',
    });
    expect(created.body.data).toEqual({
      id: 'pkg-777',
      bean: '777.00',
      price: '700.00',
      enabled: true,
      sort_order: 99,
    });
    expect(await beans()).toContainEqual({ id: 'pkg-777', bean: '777.00', price: '700.00' });
    const player = await aPlayer(client).register();
    await aPaidTopUp(client, player, 'pkg-777');
    // 777.00 credited, no first-recharge bonus for 777.00, VIP 2 (from 500.00) rebates 1 %: 7.77.
    expect((await client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean).toBe('784.77');

    const again = await finance.post('packages', { id: 'pkg-777', bean: '1.00', price: '1.00' });
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'DUPLICATE_ID' });
    expect(await auditEntries(app, 'packages', 'pkg-777')).toEqual([
      {
        staff_id: financeId,
        staff_email: expect.any(String),
        role: 'finance',
        action: 'create',
        resource: 'packages',
        resource_id: 'pkg-777',
        before: null,
        after: { id: 'pkg-777', bean: '777.00', price: '700.00', enabled: true, sort_order: 99 },
        reason: 'lucky sevens',
        ip: '127.0.0.1',
      },
    ]);
  });

  it('names the id when none is given after the coins; edits and hides a package (audited before/after)', async () => {
    const created = await finance.post<Package>('packages', { bean: '66.00', price: '60.00' });
    expect(created.body.data.id).toBe('pkg-66');
    const hidden = await finance.put<Package>('packages/pkg-66', {
      bean: '66.00',
      price: '58.00',
      enabled: false,
      sort_order: 3,
    });
    expect(hidden.body.data).toEqual({ id: 'pkg-66', bean: '66.00', price: '58.00', enabled: false, sort_order: 3 });
    expect((await beans()).map((pkg) => pkg.id)).not.toContain('pkg-66');
    const player = await aPlayer(client).register();
    const refused = await client.post('/api/recharge', { id: 'pkg-66', pay_way: 7 }, { token: player.token });
    expect(refused.body.error).toBe('PACKAGE_NOT_FOUND');
    const [, edit] = await auditEntries(app, 'packages', 'pkg-66');
    expect(edit).toMatchObject({
      action: 'edit',
      before: { id: 'pkg-66', bean: '66.00', price: '60.00', enabled: true, sort_order: 0 },
      after: { id: 'pkg-66', bean: '66.00', price: '58.00', enabled: false, sort_order: 3 },
    });
    expect((await finance.put('packages/pkg-nope', { bean: '1.00', price: '1.00' })).status).toBe(404);
  });

  it('deletes a package (audited with it as it was); deleting it again is 404', async () => {
    await finance.post('packages', { id: 'pkg-gone', bean: '5.00', price: '5.00' });
    const deleted = await finance.delete<Package>('packages/pkg-gone');
    expect(deleted.body.data).toMatchObject({ id: 'pkg-gone', bean: '5.00' });
    expect((await finance.get('packages/pkg-gone')).status).toBe(404);
    expect((await finance.delete('packages/pkg-gone')).status).toBe(404);
    const entries = await auditEntries(app, 'packages', 'pkg-gone');
    expect(entries.map((entry) => [entry.action, entry.before?.bean ?? null, entry.after])).toEqual([
      ['create', null, expect.objectContaining({ bean: '5.00' })],
      ['delete', '5.00', null],
    ]);
  });

  it('refuses money that is not a two-decimal amount above zero and a bad id, naming each field (zh and en)', async () => {
    const types = await finance.post('packages', { id: 'pkg-x', bean: '10', price: 10 }, 'zh');
    // A number where a string belongs fails both the type and the format.
    expect([...new Set(refusedFields(types))].sort()).toEqual(['bean', 'price']);
    expect(fieldErrors(types).find((e) => e.field === 'bean')!.message).toBe('bean 须为两位小数的金额，如 "10.00"');
    const rules = await finance.post('packages', { id: 'bad id', bean: '0.00', price: '1.00', sort_order: 1.5 }, 'en');
    expect(refusedFields(rules).sort()).toEqual(['sort_order']);
    const zero = await finance.post('packages', { id: 'bad id', bean: '0.00', price: '1.00' }, 'en');
    expect(fieldErrors(zero)).toEqual([
      { field: 'id', message: "id must be 1-64 letters, digits, '-' or '_'" },
      { field: 'bean', message: 'bean must be an amount greater than 0' },
    ]);
    expect(await auditEntries(app, 'packages', 'bad id')).toEqual([]);
    expect((await finance.list('packages', { range: [0, 99] })).headers.get('content-range')).toBe('packages 0-9/10');
  });
});
