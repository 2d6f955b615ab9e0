// Runs the built server (apps/api/dist/main.js) as a child process, sends SIGTERM while writing
// requests are in flight (slow uploads and a burst), and checks that no response was cut, every 200
// is durable, nothing unanswered was written, and the process exits 0. Build first:
// npm run build:libs && npm run build:api (built here only when dist is missing).
import { signingHeaders } from '@lootledger/contracts';
import { createSqlClient } from '@lootledger/event-store';
import * as http from 'node:http';
import * as path from 'node:path';
import { DEV_SIGNING_SECRET } from '../config/app-config';
import {
  aServerSite,
  ensureBuilt,
  startServerProcess,
  type ServerProcess,
  type ServerSite,
} from '../testing/built-server';
import { waitUntil } from '../testing/wait-until';

/** The write under test: POST /api/send_sms stores a code per mobile (identity's table). */
const SMS_CODES_TABLE = 'identity_sms_codes';

type Outcome =
  | { kind: 'complete'; mobile: string; status: number; body: unknown; at: number }
  | { kind: 'refused'; mobile: string; code: string }
  | { kind: 'broken'; mobile: string; detail: string };

interface SendOptions {
  /** Extra bytes in the body (a large upload). */
  padding?: number;
  /** A slow client: sends its headers and the first half of the body, the rest once this settles. */
  restOfBodyAfter?: Promise<unknown>;
  /** X-Request-Id, so the server's log says when it took the request. */
  requestId?: string;
}

/** One request on its own connection, so a refusal, a complete answer and a cut answer are told apart. */
function sendSms(
  port: number,
  index: number,
  { padding = 0, restOfBodyAfter, requestId }: SendOptions = {},
): Promise<Outcome> {
  const mobile = String(13_900_000_000 + index);
  const body = JSON.stringify({
    mobile,
    area_code: '86',
    is_use: 1,
    ...(padding ? { padding: 'p'.repeat(padding) } : {}),
  });
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    // Each request from its own address: the SMS rate limit per address must not interfere.
    'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    ...signingHeaders(DEV_SIGNING_SECRET, { method: 'POST', path: '/api/send_sms', body }),
    ...(requestId ? { 'x-request-id': requestId } : {}),
  };
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/send_sms', method: 'POST', agent: false, headers },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => undefined);
        response.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (!response.complete) return resolve({ kind: 'broken', mobile, detail: `cut after ${text.length} bytes` });
          try {
            resolve({
              kind: 'complete',
              mobile,
              status: response.statusCode ?? 0,
              body: JSON.parse(text),
              at: Date.now(),
            });
          } catch {
            resolve({ kind: 'broken', mobile, detail: `not JSON: ${text.slice(0, 80)}` });
          }
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ kind: 'refused', mobile, code: error.code ?? error.message });
    });
    const bytes = Buffer.from(body);
    if (!restOfBodyAfter) {
      request.end(bytes);
      return;
    }
    const half = Math.floor(bytes.length / 2);
    request.write(bytes.subarray(0, half));
    void restOfBodyAfter.then(() => {
      if (!request.destroyed) request.end(bytes.subarray(half));
    });
  });
}

describe('graceful shutdown of the built server (e2e, child process)', () => {
  let site: ServerSite | undefined;
  let started: ServerProcess | undefined;

  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => site?.close(started));

  it('finishes in-flight writes on SIGTERM, refuses the rest cleanly, closes the database and exits 0', async () => {
    site = await aServerSite('shutdown', { LOG_LEVEL: 'info', SMS_PER_IP_PER_HOUR: '100000', TRUST_PROXY: 'loopback' });
    const { port, database, dataDir } = site;
    started = await startServerProcess(site);
    const { child: server, exited } = started;

    // Two slow uploads (48 KB each, under the 64 KB body limit) send half their body, and the rest
    // only once the server is draining: they are in flight at SIGTERM whatever the machine's speed.
    // A burst of small writes runs beside them; SIGTERM goes out once the server has taken both
    // uploads (its log says so) and answered the first of the burst.
    let draining: () => void = () => undefined;
    const drainingStarted = new Promise<void>((resolve) => (draining = resolve));
    const slow = [0, 1].map((i) =>
      sendSms(port, i, { padding: 48 * 1024, restOfBodyAfter: drainingStarted, requestId: `slow-upload-${i}` }),
    );
    const burst = Array.from({ length: 150 }, (_, i) => sendSms(port, 2 + i));
    const logLines = () =>
      started!
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; in_flight?: number });
    // Limits for a hung server, not speed checks; a miss shows what the server printed.
    const untilLogged = async (what: string, done: () => boolean): Promise<void> => {
      await waitUntil(async () => done(), (logged) => logged, 120_000).catch((error: Error) => {
        throw new Error(`the server never logged ${what}: ${error.message}\n${started!.output().slice(-3000)}`);
      });
    };
    await untilLogged(
      'taking both slow uploads',
      () => logLines().filter((line) => line.msg === 'incoming request' && line.reqId?.startsWith('slow-upload-')).length === 2,
    );
    await Promise.race(burst);
    const killedAt = Date.now();
    server.kill('SIGTERM');
    await untilLogged('draining', () => logLines().some((line) => line.msg === 'draining'));
    draining();
    // Sent after the signal: each must be refused or answered in full.
    const late = Array.from({ length: 30 }, (_, i) => sendSms(port, 1000 + i));
    const outcomes = await Promise.all([...slow, ...burst, ...late]);
    const exit = await exited;

    expect({ exit, output: exit.code === 0 ? '' : started.output().slice(-3000) }).toEqual({
      exit: { code: 0, signal: null },
      output: '',
    });
    expect(outcomes.filter((outcome) => outcome.kind === 'broken')).toEqual([]);
    const complete = outcomes.filter((outcome) => outcome.kind === 'complete');
    // Complete answers are successes, or 503 for a request that reached a closing server.
    expect(complete.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
    const ok = complete.filter((outcome) => outcome.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    // Draining really happened: the server had requests in flight at SIGTERM and answered them.
    expect(ok.filter((outcome) => outcome.at > killedAt).length).toBeGreaterThan(0);
    expect(ok.map((outcome) => outcome.mobile)).toEqual(expect.arrayContaining(['13900000000', '13900000001']));
    const logs = logLines();
    expect(logs.find((line) => line.msg === 'draining')?.in_flight).toBeGreaterThanOrEqual(2);
    expect(logs.map((line) => line.msg)).toEqual(expect.arrayContaining(['HTTP server drained', 'shutdown complete']));
    const refused = outcomes.filter((outcome) => outcome.kind === 'refused');
    expect(refused.length + complete.length).toBe(outcomes.length);

    // Every 200 is durable and nothing unanswered was written: reopen the database the server closed.
    const sql = await createSqlClient({ databaseUrl: database.url, dataDir: path.join(dataDir, 'pglite') });
    try {
      const { rows } = await sql.query<{ mobile: string }>(`SELECT DISTINCT mobile FROM ${SMS_CODES_TABLE}`);
      expect(rows.map((row) => row.mobile).sort()).toEqual(ok.map((outcome) => outcome.mobile).sort());
    } finally {
      await sql.close();
    }
  }, 300_000);
});
