import { createNonce, signingHeaders } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { ApiClient, type RequestOptions } from '../testing/api-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { RequestSigningVerifier } from './request-signing.verifier';

const now = () => Math.floor(Date.now() / 1000);

describe('request signing (e2e, contract section 5)', () => {
  let testApp: TestApp;
  let api: ApiClient;
  let sql: SqlClient;
  let mobiles = 13_800_000_000;
  const nextMobile = () => String(++mobiles);

  beforeAll(async () => {
    testApp = await startTestApp();
    api = new ApiClient(testApp.baseUrl);
    sql = testApp.app.get<SqlClient>(SQL_CLIENT);
  });
  afterAll(() => testApp.close());

  /** Stops the server's clock at one second for the callback, so a slow request cannot move a boundary. */
  async function withServerClockAt(seconds: number, run: () => Promise<void>): Promise<void> {
    const verifier = testApp.app.get(RequestSigningVerifier);
    const realClock = verifier.now;
    verifier.now = () => new Date(seconds * 1000);
    try {
      await run();
    } finally {
      verifier.now = realClock;
    }
  }

  async function nonceSeen(nonce: string): Promise<boolean> {
    const { rows } = await sql.query('SELECT 1 FROM platform_request_nonces WHERE nonce = $1', [nonce]);
    return rows.length > 0;
  }

  async function smsSentTo(mobile: string): Promise<boolean> {
    const response = await fetch(`${testApp.baseUrl}/sandbox/sms?mobile=${mobile}&area_code=86`);
    return response.status === 200;
  }

  it('lets a correctly signed request through', async () => {
    const response = await api.get<{ name: string }>('/api/info');
    expect(response.status).toBe(200);
    expect(response.body.data.name).toBe('Lootledger');
  });

  it('lets a correctly signed write through (body hash over the raw bytes)', async () => {
    const mobile = nextMobile();
    // Spacing and key order the server would not reproduce: only the raw bytes can match.
    const body = `{ "mobile":"${mobile}",   "area_code": "86", "is_use": 1 }`;
    const response = await api.request('POST', '/api/send_sms', body);
    expect(response.status).toBe(200);
    expect(await smsSentTo(mobile)).toBe(true);
  });

  it.each([
    ['no signing headers', { unsigned: true }],
    ['another secret', { headers: signingHeaders('not-the-secret', { method: 'GET', path: '/api/info' }) }],
    ['a short nonce', { signAs: { nonce: 'abc' } }],
    ['a nonce with other characters', { signAs: { nonce: 'a'.repeat(31) + '-' } }],
    ['a timestamp that is not a number', { signAs: { timestamp: '17e8' } }],
    ['an upper-case signature', { headers: { 'X-Sign': 'A'.repeat(64) } }],
    ['the signature of another method', { signAs: { method: 'POST' } }],
    ['the signature of another path', { signAs: { path: '/api/me' } }],
    ['the signature without the query string', { signAs: { path: '/api/info' }, query: '?page=1' }],
    ['the signature of another query string', { signAs: { path: '/api/info?page=2' }, query: '?page=1' }],
  ])('refuses %s with 401 SIGNATURE_INVALID in the request language', async (_case, options) => {
    const { query = '', headers = {}, ...rest } = options as RequestOptions & { query?: string };
    for (const lang of ['en', 'zh'] as const) {
      const response = await api.get(`/api/info${query}`, {
        ...rest,
        headers: { ...headers, 'accept-language': lang },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        code: 401,
        error: 'SIGNATURE_INVALID',
        message: lang === 'en' ? 'The request signature is invalid' : '请求签名无效',
        data: null,
      });
    }
  });

  it('refuses a tampered body and changes nothing', async () => {
    const mobile = nextMobile();
    const signedBody = JSON.stringify({ mobile: nextMobile(), area_code: '86', is_use: 1 });
    const sentBody = JSON.stringify({ mobile, area_code: '86', is_use: 1 });
    const nonce = createNonce();
    const response = await api.request('POST', '/api/send_sms?lang=zh', sentBody, {
      signAs: { body: signedBody, nonce },
    });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('SIGNATURE_INVALID');
    expect(response.body.message).toBe('请求签名无效');
    expect(await smsSentTo(mobile)).toBe(false);
    expect(await nonceSeen(nonce)).toBe(false);
  });

  it('refuses a request with a body but the signature of an empty one', async () => {
    const mobile = nextMobile();
    const response = await api.request('POST', '/api/send_sms', JSON.stringify({ mobile, is_use: 1 }), {
      signAs: { body: '' },
    });
    expect(response.status).toBe(401);
    expect(await smsSentTo(mobile)).toBe(false);
  });

  it('refuses a timestamp more than 300 s off with 401 TIMESTAMP_SKEW, and changes nothing', async () => {
    const serverTime = now();
    await withServerClockAt(serverTime, async () => {
      for (const offset of [-301, 301]) {
        const mobile = nextMobile();
        const nonce = createNonce();
        const body = JSON.stringify({ mobile, area_code: '86', is_use: 1 });
        const en = await api.request('POST', '/api/send_sms?lang=en', body, {
          signAs: { timestamp: String(serverTime + offset), nonce },
        });
        expect(en.status).toBe(401);
        expect(en.body).toEqual({
          code: 401,
          error: 'TIMESTAMP_SKEW',
          message: 'The request time is too far from the server time',
          data: null,
        });
        const zh = await api.get('/api/info?lang=zh', { signAs: { timestamp: String(serverTime + offset) } });
        expect(zh.body.error).toBe('TIMESTAMP_SKEW');
        expect(zh.body.message).toBe('请求时间与服务器相差过大');
        expect(await smsSentTo(mobile)).toBe(false);
        expect(await nonceSeen(nonce)).toBe(false);
      }
    });
  });

  it('accepts a timestamp up to 300 s off (a client clock a little wrong)', async () => {
    const serverTime = now();
    await withServerClockAt(serverTime, async () => {
      for (const offset of [-300, 300]) {
        const response = await api.get('/api/info', { signAs: { timestamp: String(serverTime + offset) } });
        expect(response.status).toBe(200);
      }
    });
  });

  it('refuses the same nonce twice with 409 NONCE_REUSED; the replay changes nothing', async () => {
    const mobile = nextMobile();
    const body = JSON.stringify({ mobile, area_code: '86', is_use: 1 });
    const headers = signingHeaders(testApp.config.signingSecret, { method: 'POST', path: '/api/send_sms', body });
    const send = (lang: string) =>
      fetch(`${testApp.baseUrl}/api/send_sms`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'accept-language': lang },
        body,
      });
    const first = await send('en');
    expect(first.status).toBe(200);
    const { code } = (await (await fetch(`${testApp.baseUrl}/sandbox/sms?mobile=${mobile}`)).json()) as {
      code: string;
    };
    for (const lang of ['en', 'zh']) {
      const replay = await send(lang);
      expect(replay.status).toBe(409);
      expect(await replay.json()).toEqual({
        code: 409,
        error: 'NONCE_REUSED',
        message: lang === 'en' ? 'This request was already sent (nonce reused)' : '请求重复',
        data: null,
      });
    }
    // The replay did not send a second code (the sandbox still holds the first one).
    const after = (await (await fetch(`${testApp.baseUrl}/sandbox/sms?mobile=${mobile}`)).json()) as { code: string };
    expect(after.code).toBe(code);
  });

  it('does not burn a nonce on a refused request: the honest request with it still works', async () => {
    const nonce = createNonce();
    const forged = await api.get('/api/info', { signAs: { nonce, path: '/api/me' } });
    expect(forged.status).toBe(401);
    const stale = await api.get('/api/info', { signAs: { nonce, timestamp: String(now() - 1000) } });
    expect(stale.body.error).toBe('TIMESTAMP_SKEW');
    expect(await nonceSeen(nonce)).toBe(false);
    const honest = await api.get('/api/info', { signAs: { nonce } });
    expect(honest.status).toBe(200);
    expect(await nonceSeen(nonce)).toBe(true);
  });

  it('accepts exactly one of two concurrent requests with the same nonce', async () => {
    const headers = signingHeaders(testApp.config.signingSecret, { method: 'GET', path: '/api/info' });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${testApp.baseUrl}/api/info`, { headers }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });

  it('checks the signature before authentication and validation', async () => {
    const unauthenticated = await api.get('/api/me', { unsigned: true });
    expect(unauthenticated.body.error).toBe('SIGNATURE_INVALID');
    const invalid = await api.post('/api/send_sms', { mobile: 12 }, { unsigned: true });
    expect(invalid.body.error).toBe('SIGNATURE_INVALID');
    // Signed, the same requests reach the guard and the validation.
    expect((await api.get('/api/me')).body.error).toBe('UNAUTHENTICATED');
    expect((await api.post('/api/send_sms', { mobile: 12 })).body.error).toBe('VALIDATION_FAILED');
  });

  it('answers malformed JSON with the 400 envelope, without internals', async () => {
    for (const body of ['{"mobile": "1380', '{"a":1}}', '\u0000']) {
      const response = await fetch(`${testApp.baseUrl}/api/send_sms?lang=zh`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signingHeaders(testApp.config.signingSecret, { method: 'POST', path: '/api/send_sms?lang=zh', body }),
        },
        body,
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 400, error: 'BAD_REQUEST', message: '请求格式有误', data: null });
      expect(text).not.toMatch(/JSON|position|at .*\.js/);
    }
  });

  it('takes a body of 60 KB and refuses one over 64 KB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ mobile: 'x', padding: 'a'.repeat(60 * 1024) });
    const accepted = await api.request('POST', '/api/send_sms', big);
    // Signature and parsing passed; validation refuses the fields.
    expect(accepted.body.error).toBe('VALIDATION_FAILED');
    const tooBig = JSON.stringify({ padding: 'a'.repeat(64 * 1024 + 1) });
    const refused = await api.request('POST', '/api/send_sms', tooBig);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR and no SQL or stack', async () => {
    await sql.query('ALTER TABLE platform_request_nonces RENAME TO platform_request_nonces_away');
    try {
      const response = await fetch(`${testApp.baseUrl}/api/info?lang=en`, {
        headers: signingHeaders(testApp.config.signingSecret, { method: 'GET', path: '/api/info?lang=en' }),
      });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        code: 500,
        error: 'INTERNAL_ERROR',
        message: 'Internal server error',
        data: null,
      });
      expect(text).not.toMatch(/platform_request_nonces|relation|INSERT|at /);
    } finally {
      await sql.query('ALTER TABLE platform_request_nonces_away RENAME TO platform_request_nonces');
    }
  });

  it('leaves unsigned: the OpenAPI document, health, sandbox and unknown /api paths (404)', async () => {
    expect((await fetch(`${testApp.baseUrl}/api/docs-json`)).status).toBe(200);
    expect((await fetch(`${testApp.baseUrl}/api/docs`)).status).toBe(200);
    expect((await fetch(`${testApp.baseUrl}/health/live`)).status).toBe(200);
    expect((await fetch(`${testApp.baseUrl}/api/no-such-call`)).status).toBe(404);
  });
});

describe('request signing switched off (SIGNING_REQUIRED=false, local tools)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ signingRequired: false });
  });
  afterAll(() => testApp.close());

  it('lets an unsigned request through', async () => {
    const response = await new ApiClient(testApp.baseUrl).get('/api/info', { unsigned: true });
    expect(response.status).toBe(200);
  });
});
