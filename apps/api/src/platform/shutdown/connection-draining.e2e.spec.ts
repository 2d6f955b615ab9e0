import { signingHeaders } from '@lootledger/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { createApp } from '../../app.factory';
import { DEV_SIGNING_SECRET, loadConfig } from '../config/app-config';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { shutdownGracefully } from './graceful-shutdown';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A signed POST whose body trickles in over ~1 s on a keep-alive connection of the agent. */
function slowPost(agent: http.Agent, port: number, mobile: string, onHeadersSent: () => void): Promise<Answer> {
  const body = JSON.stringify({ mobile, area_code: '86', is_use: 1, padding: 'p'.repeat(48 * 1024) });
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...signingHeaders(DEV_SIGNING_SECRET, { method: 'POST', path: '/api/send_sms', body }),
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/send_sms', method: 'POST', agent, headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    // The server has read the headers well before the rest of the body follows.
    request.write(body.slice(0, half), () => setTimeout(onHeadersSent, 300));
    setTimeout(() => request.end(body.slice(half)), 1000);
  });
}

describe('graceful shutdown in process: keep-alive connections (e2e)', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-drain-'));
    app = await createApp(
      {
        ...loadConfig({ ...process.env, DATABASE_URL: database.url ?? '' }),
        dataDir,
        embeddedInMemory: !database.url,
        seedDemo: false,
      },
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a request in flight on a keep-alive connection finish, closes that connection and stops at once', async () => {
    const port = (app.getHttpServer().address() as { port: number }).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let shutdown!: Promise<void>;
    let shutdownAt = 0;
    const answer = await slowPost(agent, port, '13700000001', () => {
      shutdownAt = Date.now();
      shutdown = shutdownGracefully(app, { drainTimeoutMs: 60_000 });
    });
    // Answered in full by the live database, and told to close the connection.
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 200 });
    expect(answer.connection).toBe('close');
    await shutdown;
    // Not held open until the drain timeout (60 s) or the keep-alive timeout (72 s): a held
    // connection would keep the shutdown waiting at least 60 s; a busy machine may take seconds to
    // stop the rest of the app, so the bound is far from both.
    expect(Date.now() - shutdownAt).toBeLessThan(30_000);
    await expect(
      new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/health/live', agent }, resolve).on('error', reject),
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
  });
});
