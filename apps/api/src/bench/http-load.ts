// The built server under HTTP load, for the benches that drive it as players do: a keep-alive
// client per player that signs every call, the server as its own process on a bench database with
// the demo catalogue, registration through the sandbox SMS, and percentiles.
import { signingHeaders } from '@lootledger/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import * as http from 'node:http';
import * as path from 'node:path';
import { DEV_SIGNING_SECRET } from '../platform/config/app-config';

const MAIN = path.resolve(__dirname, '..', 'main.js');

export interface Reply {
  status: number;
  body: { code: number; data: unknown; error?: string };
}

export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(readonly port: number) {}

  request(method: string, target: string, body?: unknown, token?: string): Promise<Reply> {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      ...signingHeaders(DEV_SIGNING_SECRET, { method, path: target, body: text }),
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

export async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_OPTIONS: e.g. --cpu-prof to profile the server under this load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      // The bench funds its players through the ledger's command path with only the ledger's events
      // registered; the registration packet (a welfare event on the same streams) stays off.
      REGISTRATION_PACKET: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not get ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
