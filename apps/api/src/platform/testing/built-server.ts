// The built server (apps/api/dist/main.js) as a child process, for tests that stop it the hard way
// (SIGTERM, SIGKILL) and start it again: a fresh database and data folder, the environment that
// points the server at them, start until /health/ready, and the cleanup. Built here only when dist
// is missing (npm run build:libs && npm run build:api).
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseAmount } from '@lootledger/contracts';
import type { ApiClient } from './api-client';
import { freePort } from './free-port';
import { createTestDatabase, type TestDatabase } from './test-database';
import { templateOfTheRun } from './test-app';

export const ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');
export const BUILT_MAIN = path.join(ROOT, 'apps', 'api', 'dist', 'main.js');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves when the process has exited: its code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed so far. */
  output(): string;
}

/** A place for one server to run: its database, data folder, port and environment. */
export interface ServerSite {
  database: TestDatabase;
  dataDir: string;
  port: number;
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  /** Kills a server still running, then drops the database and the folder. */
  close(server?: ServerProcess): Promise<void>;
}

export function ensureBuilt(): void {
  if (!fs.existsSync(BUILT_MAIN)) execSync('npm run build:libs && npm run build:api', { cwd: ROOT, stdio: 'ignore' });
}

export async function aServerSite(name: string, env: NodeJS.ProcessEnv = {}): Promise<ServerSite> {
  const template = await templateOfTheRun();
  const database = await createTestDatabase(`ll_${name}`, { template: template.database });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lootledger-${name}-`));
  const port = await freePort();
  return {
    database,
    dataDir,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      SEED_DEMO: 'false',
      // As in startTestApp: a random packet credited some time after registration would make every
      // balance these tests count depend on when it landed. Its own tests switch it on.
      REGISTRATION_PACKET: 'false',
      // Every site registers its players from 127.0.0.1.
      REGISTRATIONS_PER_ADDRESS_PER_DAY: '1000000',
      REGISTRATIONS_PER_DEVICE_PER_DAY: '1000000',
      ...(template.embedded ? { EMBEDDED_TEMPLATE: template.embedded } : {}),
      ...env,
    },
    async close(server) {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the built server on a site and waits until it is ready (or fails with what it printed): a busy machine may take long. */
export async function startServerProcess(site: ServerSite, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BUILT_MAIN], { cwd: ROOT, env: site.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${site.baseUrl}/health/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in ${timeoutMs} ms:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, exited, output: () => output };
}

/** Polls `probe` every 200 ms until `done` holds or `timeoutMs` have passed; its last value either way. */
export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Tops a player up on a built server: a recharge of `packageId` paid on the site's sandbox gateway,
 * then waits for the credit. Returns the balance it came to, in hundredths.
 */
export async function topUpOnSite(
  client: ApiClient,
  site: ServerSite,
  token: string,
  packageId = 'pkg-1000',
): Promise<bigint> {
  const placed = await client.post<{ order_id: string }>('/api/recharge', { id: packageId, pay_way: 7 }, { token });
  await fetch(`http://127.0.0.1:${site.port}/sandbox/pay/${placed.body.data.order_id}/confirm`, { method: 'POST' });
  const me = () => client.get<{ bean: string }>('/api/me', { token });
  const funded = await until(me, (result) => result.body.data.bean !== '0.00', 20_000);
  return parseAmount(funded.body.data.bean)!;
}
