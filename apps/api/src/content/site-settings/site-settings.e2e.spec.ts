// The site settings over real HTTP: content staff edit them in /admin/api/settings (validated, audited
// with before and after); GET /api/info serves them; a switched-off feature's calls answer 403
// FEATURE_DISABLED (zh and en) to everyone, its reads stay open; the player web's page CSP allows the
// statistics script's origin only while one is set (and the console's never).
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { ApiClient } from '../../platform/testing/api-client';
import { startTestApp, suiteOf, type TestApp } from '../../platform/testing/test-app';
import { aStaffMember, AdminRest } from '../../staff/testing';

let app: TestApp, client: ApiClient, sql: SqlClient;
let content: AdminRest & { staffId: string };

beforeAll(async () => {
  ({ app, client } = suiteOf(await startTestApp()));
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  const member = await aStaffMember(app).withRole('content').signIn(client);
  content = Object.assign(new AdminRest(client, member.token), { staffId: member.id });
});
afterAll(() => app.close());

const ALL_ON = { battles: true, upgrade: true, contract: true, roll: true, shop: true };

async function info() {
  const result = await client.get<Record<string, unknown>>('/api/info');
  expect(result.status).toBe(200);
  return result.body.data;
}

async function auditEntries() {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT staff_id, role, action, resource, resource_id, before, after, reason
       FROM admin_audit_log WHERE resource = 'settings' ORDER BY id`,
  );
  return rows;
}

/** Every player call a switch turns off, by feature. */
const SWITCHED_CALLS: [feature: string, path: string][] = [
  ['battles', '/api/arena/create'],
  ['battles', '/api/arena/join'],
  ['battles', '/api/arena/robots'],
  ['upgrade', '/api/upgrade'],
  ['contract', '/api/contract'],
  ['roll', '/api/roll/create'],
  ['roll', '/api/roll/join'],
  ['shop', '/api/shop/buy'],
];

async function setFeatures(features: Record<string, boolean>) {
  const result = await content.put('settings/site', { features, reason: 'test' });
  expect(result.status).toBe(200);
}

describe('in order: defaults, a change, its effects, its refusals', () => {
  it('starts with every feature on, no statistics script, minimum age 18, customer service in the help centre', async () => {
    expect(await info()).toMatchObject({
      min_age: 18,
      customer_service_url: '/helps',
      features: ALL_ON,
      stats_script_url: null,
    });
    const listed = await content.list('settings');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: 'site', min_age: 18, features: ALL_ON, stats_script_url: null, updated_at: null }),
    ]);
    expect(listed.headers.get('content-range')).toBe('settings 0-0/1');
  });

  it('content changes the link, the age, a switch and the script; /api/info serves it; the audit log has it', async () => {
    const before = (await content.get<Record<string, unknown>>('settings/site')).body.data;
    const result = await content.put(
      'settings/site',
      {
        customer_service_url: 'https://help.example.com/chat',
        min_age: 21,
        features: { battles: false },
        stats_script_url: 'https://stats.example.com/s.js',
        reason: 'new market',
      },
      'zh',
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      id: 'site',
      customer_service_url: 'https://help.example.com/chat',
      min_age: 21,
      features: { ...ALL_ON, battles: false },
      stats_script_url: 'https://stats.example.com/s.js',
      updated_at: expect.any(String),
    });
    expect(await info()).toMatchObject({
      customer_service_url: 'https://help.example.com/chat',
      min_age: 21,
      features: { ...ALL_ON, battles: false },
      stats_script_url: 'https://stats.example.com/s.js',
    });
    const [entry] = await auditEntries();
    expect(entry).toEqual({
      staff_id: content.staffId,
      role: 'content',
      action: 'edit',
      resource: 'settings',
      resource_id: 'site',
      before,
      after: result.body.data,
      reason: 'new market',
    });
  });

  it.each(SWITCHED_CALLS)(
    '%s off: POST %s answers 403 FEATURE_DISABLED in zh and en, to anyone',
    async (feature, path) => {
      await setFeatures({ ...ALL_ON, [feature]: false });
      const en = await client.post(path, {}, { lang: 'en' });
      expect({ status: en.status, error: en.body.error, data: en.body.data }).toEqual({
        status: 403,
        error: 'FEATURE_DISABLED',
        data: { feature },
      });
      expect(en.body.message).toBe('This feature is switched off for now');
      const zh = await client.post(path, {}, { lang: 'zh' });
      expect({ status: zh.status, message: zh.body.message }).toEqual({ status: 403, message: '该功能暂未开放' });
      // On again: the call goes on to its own checks (here: no token).
      await setFeatures(ALL_ON);
      const on = await client.post(path, {});
      expect({ status: on.status, error: on.body.error }).toEqual({ status: 401, error: 'UNAUTHENTICATED' });
    },
  );

  it('leaves the reads and the refunding cancel of a switched-off feature open', async () => {
    await setFeatures({ battles: false, upgrade: false, roll: false, shop: false, contract: false });
    for (const path of ['/api/arena/list', '/api/upgrade/items', '/api/roll/list', '/api/shop/items']) {
      expect({ path, status: (await client.get(path)).status }).toEqual({ path, status: 200 });
    }
    const cancel = await client.post('/api/arena/cancel', {});
    expect(cancel.body.error).toBe('UNAUTHENTICATED');
    await setFeatures(ALL_ON);
  });

  it.each([
    [{ customer_service_url: 'javascript:alert(1)' }, 'customer_service_url'],
    [{ customer_service_url: '//evil.example.com' }, 'customer_service_url'],
    [{ min_age: 17 }, 'min_age'],
    [{ min_age: 26 }, 'min_age'],
    [{ stats_script_url: 'http://stats.example.com/s.js' }, 'stats_script_url'],
    [{ stats_script_url: 'https://user:pw@stats.example.com/s.js' }, 'stats_script_url'],
  ])(
    'refuses %j (400 VALIDATION_FAILED naming %s, zh and en); nothing changes, nothing audited',
    async (body, field) => {
      const entries = (await auditEntries()).length;
      const before = await info();
      const en = await content.put('settings/site', { ...body, reason: 'x' }, 'en');
      expect({ status: en.status, error: en.body.error }).toEqual({ status: 400, error: 'VALIDATION_FAILED' });
      const errors = (en.body.data as { errors: { field: string; message: string }[] }).errors;
      expect(errors.map((error) => error.field)).toEqual([field]);
      const zh = await content.put('settings/site', { ...body, reason: 'x' }, 'zh');
      const zhErrors = (zh.body.data as { errors: { field: string; message: string }[] }).errors;
      expect(zhErrors[0].message).toMatch(/[\u4e00-\u9fff]/);
      expect({ ...(await info()), server_time: '' }).toEqual({ ...before, server_time: '' });
      expect((await auditEntries()).length).toBe(entries);
    },
  );

  it('accepts a path on the site and mailto: as the customer-service link; "" switches the script off', async () => {
    for (const url of ['/active/help/1', 'mailto:help@example.com']) {
      expect((await content.put('settings/site', { customer_service_url: url })).status).toBe(200);
      expect((await info()).customer_service_url).toBe(url);
    }
    expect((await content.put('settings/site', { stats_script_url: '' })).status).toBe(200);
    expect((await info()).stats_script_url).toBeNull();
  });

  it("allows the statistics script's origin in the player web's CSP only while one is set", async () => {
    const scriptSrc = async (path: string) => {
      const response = await fetch(app.baseUrl + path);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      return csp
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'))
        ?.trim();
    };
    expect(await scriptSrc('/404')).toBe("script-src 'self'");
    expect(
      (await content.put('settings/site', { stats_script_url: 'https://stats.example.com/s.js?site=1' })).status,
    ).toBe(200);
    expect(await scriptSrc('/404')).toBe("script-src 'self' https://stats.example.com");
    expect(await scriptSrc('/')).toBe("script-src 'self' https://stats.example.com");
    expect(await scriptSrc('/admin/')).toBe("script-src 'self'");
    expect((await content.put('settings/site', { stats_script_url: null })).status).toBe(200);
    expect(await scriptSrc('/404')).toBe("script-src 'self'");
  });
});
