// Box opens through the HTTP API, as players make them: the built server (apps/api/dist/main.js)
// runs as its own process on a fresh PostgreSQL database with the demo catalogue; 32 registered
// players, each on its own keep-alive connection, open one box at a time (signed, bearer token)
// for BENCH_SECONDS. Compared with pgbench's single-row INSERT at 16 clients in the same run
// (target: at least 0.3x its TPS, p99 under 100 ms). The load generator shares the machine.
import { signingHeaders } from '@lootledger/contracts';
import { createSqlClient, PostgresEventStore } from '@lootledger/event-store';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DEV_SIGNING_SECRET } from '../platform/config/app-config';
import { LEDGER_FEATURE, PlayerAccountService } from '../ledger';
import { creditPlayer } from '../ledger/testing';
import { registerFeature } from '../platform/event-sourcing';
import type { Bench, BenchResult } from './bench';
import { PGBENCH_SCRIPT, runPgbench } from './event-store.bench';
import { freePort } from '../platform/testing/free-port';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 32);
const PGBENCH_CLIENTS = 16;
const MAIN = path.resolve(__dirname, '..', 'main.js');

interface Reply {
  status: number;
  body: { code: number; data: unknown; error?: string };
}

class Client {
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

async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_OPTIONS: e.g. --cpu-prof to profile the server under this load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
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

async function register(client: Client, index: number): Promise<{ id: string; token: string }> {
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

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const boxOpenBench: Bench = {
  name: 'box-open',
  async run(context) {
    const database = await context.createDatabase('ll_bench_open');
    const scratch = await mkdtemp(path.join(tmpdir(), 'll-bench-open-'));
    const port = await freePort();
    const server = await startServer(database.url, port);
    const sql = await createSqlClient({ databaseUrl: database.url, poolSize: 4 });
    const clients = Array.from({ length: PLAYERS }, () => new Client(port));
    try {
      const players: { id: string; token: string }[] = [];
      for (const [index, client] of clients.entries()) players.push(await register(client, index));
      // Coins through the ledger's own command path (no top-up endpoint is measured here).
      registerFeature(LEDGER_FEATURE);
      const accounts = PlayerAccountService.over(new PostgresEventStore(sql));
      for (const player of players) await creditPlayer(accounts, player.id, 100_000_000n, `bench-top-up-${player.id}`);
      const boxes = (await clients[0].request('GET', '/api/boxes')).body.data as { id: string; price: string }[];
      const box = boxes.reduce((cheapest, candidate) =>
        Number(candidate.price) < Number(cheapest.price) ? candidate : cheapest,
      );

      const openFor = async (seconds: number) => {
        const latencies: number[] = [];
        let failures = 0;
        const deadline = performance.now() + seconds * 1000;
        const started = performance.now();
        await Promise.all(
          players.map(async (player, index) => {
            while (performance.now() < deadline) {
              const sent = performance.now();
              const reply = await clients[index].request('POST', '/api/box/open', { id: box.id, num: 1 }, player.token);
              latencies.push(performance.now() - sent);
              if (reply.status !== 200) failures++;
            }
          }),
        );
        return { latencies, failures, elapsed: (performance.now() - started) / 1000 };
      };
      await openFor(Math.min(3, context.seconds / 2)); // warm-up: caches, JIT, prepared statements
      const run = await openFor(context.seconds);
      const sorted = [...run.latencies].sort((a, b) => a - b);
      const opensPerSecond = (run.latencies.length - run.failures) / run.elapsed;
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);

      const script = path.join(scratch, 'insert.sql');
      await writeFile(script, PGBENCH_SCRIPT);
      await sql.query('CREATE TABLE IF NOT EXISTS pgbench_events (LIKE events INCLUDING ALL)');
      const pgbench = await runPgbench(database.url, script, PGBENCH_CLIENTS, context.seconds);
      const ratio = opensPerSecond / pgbench;
      context.log(
        `${PLAYERS} players: ${Math.round(opensPerSecond)} opens/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${run.failures} failed; pgbench INSERT ${PGBENCH_CLIENTS} clients ${Math.round(pgbench)} tps (${ratio.toFixed(2)}x)`,
      );
      const results: BenchResult[] = [
        {
          name: `box opens over HTTP, ${PLAYERS} players`,
          value: opensPerSecond,
          unit: 'opens/s',
          note: `${run.failures} failed`,
        },
        { name: 'box open latency p50', value: p50, unit: 'ms' },
        { name: 'box open latency p99', value: p99, unit: 'ms', note: 'target < 100' },
        { name: `pgbench single-row INSERT, ${PGBENCH_CLIENTS} clients`, value: pgbench, unit: 'tps' },
        { name: 'box opens / pgbench', value: ratio, unit: 'x', note: 'target >= 0.30' },
      ];
      return results;
    } finally {
      for (const client of clients) client.close();
      await sql.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(scratch, { recursive: true, force: true });
      await database.drop();
    }
  },
};
