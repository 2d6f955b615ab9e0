import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createApp } from '../../app.factory';
import { loadConfig } from '../config/app-config';
import { ApiClient } from '../testing/api-client';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PASSWORD = 'Pw-never-logged-7731';
const TOKEN = 'token-never-logged-5521';

describe('structured logs and request ids (e2e)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: NestFastifyApplication;
  let api: ApiClient;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-log-'));
    const config = {
      ...loadConfig({ ...process.env, DATABASE_URL: database.url ?? '' }),
      dataDir,
      embeddedInMemory: !database.url,
      seedDemo: false,
      logLevel: 'info',
    };
    app = await createApp(config, {
      logStream: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = new ApiClient(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes only JSON lines, Nest’s own messages included', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(() => records()).not.toThrow();
    expect(records().some((record) => record.context === 'NestApplication' && typeof record.msg === 'string')).toBe(
      true,
    );
    for (const record of records())
      expect(record).toMatchObject({ level: expect.any(Number), time: expect.any(Number) });
  });

  it('echoes an incoming X-Request-Id and logs the request under it', async () => {
    const response = await api.get('/api/info', { headers: { 'X-Request-Id': 'edge-7f3a.42' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.42');
    const logged = records().filter((record) => record.reqId === 'edge-7f3a.42');
    expect(logged.map((record) => record.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('gives every response a fresh id otherwise, refusals included; a malformed incoming id is replaced', async () => {
    const fresh = await api.get('/api/info');
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const refused = await api.get('/api/info', { unsigned: true, headers: { 'X-Request-Id': 'x y {"forged":1}' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
    const notFound = await fetch(`${api.baseUrl}/api/nothing-here`);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);
  });

  it('never logs credentials or signing headers', async () => {
    const body = JSON.stringify({ stast: 'login', mobile: '13800000000', area_code: '86', password: PASSWORD });
    const login = await api.request('POST', '/api/login', body, { token: TOKEN });
    expect(login.status).toBeGreaterThanOrEqual(200); // any answer: what matters is what was logged
    const signed = await api.get('/api/info', { headers: { 'X-Request-Id': 'sign-check' } });
    expect(signed.status).toBe(200);
    new Logger('LoggingSpec').warn({
      msg: 'a context logging a request',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: { password: PASSWORD },
    });
    new Logger('LoggingSpec').error({ msg: 'nested', err: { config: { token: TOKEN, password: PASSWORD } } });
    const all = lines.join('\n');
    expect(all).toContain('a context logging a request');
    expect(all).toContain('[redacted]');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(TOKEN);
    expect(all).toContain('sign-check');
    expect(all).not.toMatch(/x-sign|x-nonce/i);
  });
});
