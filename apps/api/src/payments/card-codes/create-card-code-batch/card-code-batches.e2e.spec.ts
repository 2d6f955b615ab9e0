// The admin calls of card codes over real HTTP: finance issues a batch and gets its codes once (JSON
// and CSV); list and show give usage, never codes or hashes; roles outside the matrix are refused;
// bad input changes nothing.
import type { CardCodeBatchResponse, IssuedCardCodeBatchResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { aStaffMember } from '../../../staff/testing';
import { aPlayer } from '../../../identity/testing';
import { ApiClient, expectRefusal } from '../../../platform/testing/api-client';
import { startTestApp, type TestApp, suiteOf } from '../../../platform/testing/test-app';
import { hashCode, normaliseCode } from '../domain/card-code';
import { aCardCodeBatch } from '../testing/card-code-batch.builder';

let app: TestApp, client: ApiClient, sql: SqlClient;
beforeAll(async () => ({ app, client, sql } = suiteOf(await startTestApp())));
afterAll(() => app.close());

const PATH = '/admin/api/card-code-batches';
const PRINTED = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/;
const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

/** A batch as the admin API shows it: the codes only in the answer that issued it. */
type Batch = CardCodeBatchResponse & Partial<Pick<IssuedCardCodeBatchResponse, 'codes' | 'csv'>>;

async function batchCount(): Promise<number> {
  const { rows } = await sql.query<{ n: unknown }>(`SELECT count(*) AS n FROM payments_card_code_batches`);
  return Number(rows[0].n);
}

describe('POST /admin/api/card-code-batches', () => {
  it('gives finance the new codes once, as JSON and CSV, and stores only their hashes', async () => {
    const finance = await aStaffMember(app).withRole('finance').signIn(client);
    const expiresAt = inAMonth();
    const result = await client.post<Batch>(
      PATH,
      { count: 3, bean: '10.00', expires_at: expiresAt, note: 'Reseller A' },
      { token: finance.token },
    );
    expect(result.status).toBe(200);
    const batch = result.body.data;
    expect(batch).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      bean: '10.00',
      count: 3,
      expires_at: expiresAt,
      note: 'Reseller A',
      created_by: finance.id,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      usage: { issued: 3, redeemed: 0, expired: 0, available: 3, awaiting_credit: 0, redeemed_bean: '0.00' },
      codes: [expect.stringMatching(PRINTED), expect.stringMatching(PRINTED), expect.stringMatching(PRINTED)],
      csv: expect.any(String),
    });
    const codes = batch.codes!;
    expect(new Set(codes).size).toBe(3);
    expect(batch.csv!.split('\r\n')).toEqual([
      'code,bean,expires_at,batch_id',
      ...codes.map((code) => `${code},10.00,${expiresAt},${batch.id}`),
      '',
    ]);

    const { rows } = await sql.query<{ row: string }>(
      `SELECT row_to_json(c)::text AS row FROM payments_card_codes c WHERE batch_id = $1`,
      [batch.id],
    );
    const stored = rows.map((row) => row.row).join('\n');
    expect(rows).toHaveLength(3);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(normaliseCode(code));
      expect(stored).toContain(hashCode(normaliseCode(code)));
    }
  });

  it('records who issued the batch in the staff audit log, with the batch and never its codes', async () => {
    const batch = await aCardCodeBatch(app, client).withCount(2).withBean('8.00').withNote('Audit me').issue();
    const { rows } = await sql.query<{ role: string; action: string; before: unknown; after: string; ip: string }>(
      `SELECT role, action, before, after::text AS after, ip FROM admin_audit_log
        WHERE resource = 'card-codes' AND resource_id = $1`,
      [batch.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'finance', action: 'create', before: null, ip: '127.0.0.1' });
    expect(JSON.parse(rows[0].after)).toMatchObject({ id: batch.id, bean: '8.00', count: 2, note: 'Audit me' });
    for (const code of batch.codes) expect(rows[0].after).not.toContain(code);
  });

  it('issues the largest batch, 10000 distinct codes', async () => {
    const batch = await aCardCodeBatch(app, client).withCount(10_000).withBean('1.00').issue();
    expect(batch.codes).toHaveLength(10_000);
    expect(new Set(batch.codes).size).toBe(10_000);
    expect(batch.csv.split('\r\n')).toHaveLength(10_002);
    const show = await client.get<Batch>(`${PATH}/${batch.id}`, { token: batch.staffToken });
    expect(show.body.data.usage).toMatchObject({ issued: 10_000, available: 10_000 });
  }, 60_000);

  it.each([
    ['no count', { count: undefined }, ['count']],
    ['count 0', { count: 0 }, ['count']],
    ['count 10001', { count: 10_001 }, ['count']],
    ['count 1.5', { count: 1.5 }, ['count']],
    ['bean 0.00', { bean: '0.00' }, ['bean']],
    ['bean without two decimals', { bean: '10' }, ['bean']],
    ['bean as a number', { bean: 10 }, ['bean']],
    ['negative bean', { bean: '-1.00' }, ['bean']],
    ['expiry in the past', { expires_at: '2020-01-01T00:00:00Z' }, ['expires_at']],
    ['expiry without a zone', { expires_at: '2099-01-01T00:00:00' }, ['expires_at']],
    ['expiry not a date', { expires_at: '2099-13-45' }, ['expires_at']],
    ['note too long', { note: 'x'.repeat(501) }, ['note']],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_name, change, fields) => {
    const finance = await aStaffMember(app).withRole('finance').signIn(client);
    const before = await batchCount();
    const body = { count: 2, bean: '5.00', expires_at: inAMonth(), ...change };
    const result = await client.post<{ errors: { field: string; message: string }[] }>(PATH, body, {
      token: finance.token,
      lang: 'zh',
    });
    expectRefusal(result, 400, 'VALIDATION_FAILED');
    expect([...new Set(result.body.data.errors.map((error) => error.field))]).toEqual(fields);
    expect(result.body.data.errors.every((error) => /[\u4e00-\u9fff]/.test(error.message))).toBe(true);
    expect(await batchCount()).toBe(before);
  });
});

describe('GET /admin/api/card-code-batches and /{id}', () => {
  it('list and show give the batch and its usage, never a code or a hash', async () => {
    const batch = await aCardCodeBatch(app, client).withCount(2).withBean('8.88').withNote('never shown again').issue();
    const auditor = await aStaffMember(app).withRole('auditor').signIn(client);
    const list = await client.get<Batch[]>(`${PATH}?sort=${encodeURIComponent('["created_at","DESC"]')}&range=[0,9]`, {
      token: auditor.token,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^card-code-batches 0-\d+\/\d+$/);
    expect(list.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const listed = list.body.data.find((row) => row.id === batch.id);
    const show = await client.get<Batch>(`${PATH}/${batch.id}`, { token: auditor.token });
    expect(show.status).toBe(200);
    const expected = {
      id: batch.id,
      bean: '8.88',
      count: 2,
      expires_at: batch.expires_at,
      note: 'never shown again',
      created_by: batch.created_by,
      created_at: batch.created_at,
      usage: { issued: 2, redeemed: 0, expired: 0, available: 2, awaiting_credit: 0, redeemed_bean: '0.00' },
    };
    expect(listed).toEqual(expected);
    expect(show.body.data).toEqual(expected);

    const everything = JSON.stringify([list.body, show.body]);
    for (const code of batch.codes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(normaliseCode(code));
      expect(everything).not.toContain(hashCode(normaliseCode(code)));
    }
    expect(everything).not.toMatch(/"(codes|csv|code_hash|hash)"/);
  });

  it('sorts, pages and filters like ra-data-simple-rest, with the total in Content-Range', async () => {
    const note = `page-test-${Date.now()}`;
    const issued = [];
    for (const bean of ['3.00', '1.00', '2.00'])
      issued.push(await aCardCodeBatch(app, client).withBean(bean).withNote(`${note} shop`).issue());
    const finance = await aStaffMember(app).withRole('finance').signIn(client);
    const query = (sort: string, range: string, filter: object) =>
      client.get<Batch[]>(
        `${PATH}?sort=${encodeURIComponent(sort)}&range=${encodeURIComponent(range)}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
        { token: finance.token },
      );
    const first = await query('["bean","ASC"]', '[0,1]', { q: note.toUpperCase() });
    expect(first.body.data.map((batch) => batch.bean)).toEqual(['1.00', '2.00']);
    expect(first.headers.get('content-range')).toBe('card-code-batches 0-1/3');
    const second = await query('["bean","ASC"]', '[2,3]', { q: note });
    expect(second.body.data.map((batch) => batch.bean)).toEqual(['3.00']);
    expect(second.headers.get('content-range')).toBe('card-code-batches 2-2/3');
    const many = await query('["id","ASC"]', '[0,9]', { id: [issued[0].id, issued[2].id] });
    expect(many.body.data.map((batch) => batch.id).sort()).toEqual([issued[0].id, issued[2].id].sort());
    const none = await query('["id","ASC"]', '[0,9]', { q: `${note}-nothing` });
    expect(none.body.data).toEqual([]);
    expect(none.headers.get('content-range')).toBe('card-code-batches 0-0/0');

    expectRefusal(await query('["code_hash","ASC"]', '[0,9]', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await query('["id","ASC"]', '[9,0]', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await query('["id","ASC"]', '[0,9]', { code: 'X' }), 400, 'VALIDATION_FAILED');
  });

  it('an unknown batch is 404 NOT_FOUND', async () => {
    const finance = await aStaffMember(app).withRole('finance').signIn(client);
    expectRefusal(
      await client.get(`${PATH}/00000000-0000-4000-8000-000000000000`, { token: finance.token }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('who may', () => {
  it('refuses support (403) everything, auditors creating, content everything; admin may create', async () => {
    const batch = await aCardCodeBatch(app, client).issue();
    const body = { count: 1, bean: '1.00', expires_at: inAMonth() };
    const before = await batchCount();
    for (const role of ['support', 'content'] as const) {
      const staff = await aStaffMember(app).withRole(role).signIn(client);
      expectRefusal(await client.post(PATH, body, { token: staff.token }), 403, 'FORBIDDEN');
      expectRefusal(await client.get(PATH, { token: staff.token }), 403, 'FORBIDDEN');
      expectRefusal(await client.get(`${PATH}/${batch.id}`, { token: staff.token }), 403, 'FORBIDDEN');
    }
    const auditor = await aStaffMember(app).withRole('auditor').signIn(client);
    expectRefusal(await client.post(PATH, body, { token: auditor.token }), 403, 'FORBIDDEN');
    expect(await batchCount()).toBe(before);

    const admin = await aStaffMember(app).withRole('admin').signIn(client);
    expect((await client.post(PATH, body, { token: admin.token })).status).toBe(200);
  });

  it('refuses players and anonymous callers (401)', async () => {
    const player = await aPlayer(client).register();
    expectRefusal(await client.get(PATH, { token: player.token }), 401, 'TOKEN_INVALID');
    expectRefusal(await client.post(PATH, { count: 1, bean: '1.00', expires_at: inAMonth() }), 401, 'UNAUTHENTICATED');
  });
});
