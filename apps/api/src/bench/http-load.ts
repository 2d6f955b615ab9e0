// The built server under HTTP load, for the benches that drive it as players do: a keep-alive
// client per player that signs every call (contract section 5: the canonical form of libs/contracts,
// HMAC by node:crypto so the load generator spends little of the machine), the server as its own
// process (PostgreSQL or the embedded PGlite), registration through the sandbox SMS, top-ups through
// the sandbox gateway, the server's own CPU read from its /metrics, and percentiles.
import { canonicalLines, createNonce } from '@lootledger/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import * as http from 'node:http';
import * as path from 'node:path';
import { DEV_SIGNING_SECRET } from '../platform/config/app-config';

const MAIN = path.resolve(__dirname, '..', 'main.js');

export interface Reply {
  status: number;
  body: { code: number; data: unknown; error?: string };
}

/** SHA-256 hex of bodies already sent (a bench repeats the same few bodies). */
const bodyHashes = new Map<string, string>();

function bodyHash(text: string): string {
  let hash = bodyHashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('hex');
    if (bodyHashes.size < 10_000) bodyHashes.set(text, hash);
  }
  return hash;
}

export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(readonly port: number) {}

  request(method: string, target: string, body?: unknown, token?: string): Promise<Reply> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = createNonce();
    const lines = canonicalLines({ method, path: target, timestamp, nonce }, text ? bodyHash(text) : '');
    const headers: Record<string, string> = {
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Sign': createHmac('sha256', DEV_SIGNING_SECRET).update(lines).digest('hex'),
    };
    if (text !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: this.port, path: target, method, headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface ServerOptions {
  /** PostgreSQL database URL; unset: the embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  port: number;
  /** ROLE (default all). */
  role?: 'all' | 'api' | 'worker';
  env?: NodeJS.ProcessEnv;
}

/** Starts the built server and waits until it is ready. */
export async function startServer(databaseUrl: string, port: number): Promise<ChildProcess>;
export async function startServer(options: ServerOptions): Promise<ChildProcess>;
export async function startServer(target: string | ServerOptions, port?: number): Promise<ChildProcess> {
  const options: ServerOptions = typeof target === 'string' ? { databaseUrl: target, port: port! } : target;
  // BENCH_SERVER_NODE_OPTIONS: e.g. --cpu-prof to profile the server under this load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ROLE: options.role ?? 'all',
      SEED_DEMO: 'true',
      // The bench funds its players through the ledger's command path or top-ups; the registration
      // packet (a welfare event on the same streams) stays off.
      REGISTRATION_PACKET: 'false',
      SANDBOX_PAY_NOTIFY_DELAY_MS: '0',
      SMS_PER_IP_PER_HOUR: '100000',
      REGISTRATIONS_PER_ADDRESS_PER_DAY: '100000',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}/health/ready`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not get ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** The server process's own CPU seconds so far (user + system: process.cpuUsage(), read off its /metrics). */
export async function serverCpuSeconds(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const match = /^process_cpu_seconds_total (\S+)$/m.exec(text);
  if (!match) throw new Error('the server reported no process_cpu_seconds_total');
  return Number(match[1]);
}

export async function register(client: Client, index: number): Promise<{ id: string; token: string }> {
  const mobile = `139${String(index).padStart(8, '0')}`;
  const sent = await client.request('POST', '/api/send_sms', { mobile, area_code: '86', is_use: 1 });
  if (sent.status !== 200) throw new Error(`send_sms: ${JSON.stringify(sent.body)}`);
  const sms = (await (
    await fetch(`http://127.0.0.1:${client.port}/sandbox/sms?mobile=${mobile}&area_code=86`)
  ).json()) as { code: string };
  const registered = await client.request('POST', '/api/register', {
    stast: 'register',
    mobile,
    area_code: '86',
    verify: sms.code,
    password: 'bench-password',
    agree: true,
    adult: true,
  });
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const token = (registered.body.data as { token: string }).token;
  const me = await client.request('GET', '/api/me', undefined, token);
  return { id: (me.body.data as { id: string }).id, token };
}

/** Tops a player up through the sandbox gateway (an order, Pay, the order polled until paid). */
export async function topUp(client: Client, token: string, packageId = 'pkg-2000'): Promise<void> {
  const placed = await client.request('POST', '/api/recharge', { id: packageId, pay_way: 7 }, token);
  if (placed.status !== 200) throw new Error(`recharge: ${JSON.stringify(placed.body)}`);
  const orderId = (placed.body.data as { order_id: string }).order_id;
  const paid = await fetch(`http://127.0.0.1:${client.port}/sandbox/pay/${orderId}/confirm`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (paid.status !== 200) throw new Error(`sandbox pay: ${paid.status}`);
  for (let poll = 0; poll < 600; poll++) {
    const order = await client.request('GET', `/api/recharge/${orderId}`, undefined, token);
    if ((order.body.data as { status: string }).status === 'paid') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} not paid`);
}

/** The cheapest of the catalogue's boxes (every bench opens it). */
export async function cheapestBox(client: Client): Promise<{ id: string; price: string }> {
  const boxes = (await client.request('GET', '/api/boxes')).body.data as { id: string; price: string }[];
  return boxes.reduce((cheapest, candidate) =>
    Number(candidate.price) < Number(cheapest.price) ? candidate : cheapest,
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
