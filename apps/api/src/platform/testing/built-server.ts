// The built server (apps/api/dist/main.js) as a child process, for tests that stop it the hard way
// (SIGTERM, SIGKILL) and start it again: a fresh database and data folder, the environment that
// points the server at them, start until /health/ready, and the cleanup. Built here only when dist
// is missing (npm run build:libs && npm run build:api).
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseAmount } from '@lootledger/contracts';
import { createSqlClient, type SqlClient } from '@lootledger/event-store';
import { ApiClient } from './api-client';
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

/**
 * The built server of one kill -9 spec, on a site of its own (quiet logs, a known admin password, and
 * `env`): built before the spec's tests when dist is missing, killed and its site dropped after them.
 *   const server = aCrashTestServer('rollcrash', { SEED_DEMO: 'true' });  // in the describe
 *   const client = await server.start();  await server.kill();  await server.start();  // in the test
 *   await server.stopAndRead((sql) => runAudit(sql));                      // the store as it was left
 */
export function aCrashTestServer(name: string, env: NodeJS.ProcessEnv = {}) {
  let site: ServerSite | undefined;
  let server: ServerProcess | undefined;
  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => site?.close(server));
  const theSite = () => {
    if (!site) throw new Error('the crash test server was not started');
    return site;
  };
  /** Kills the server (SIGKILL: no shutdown at all) and waits until it has exited. */
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    server?.child.kill(signal);
    await server?.exited;
  };
  return {
    /** The site (its port, database and data folder) once start() has made it. */
    get site(): ServerSite {
      return theSite();
    },
    /** Starts the server (the first time on a new site, afterwards again on the same) until it is ready. */
    async start(): Promise<ApiClient> {
      site ??= await aServerSite(name, { LOG_LEVEL: 'error', ADMIN_PASSWORD: 'crash-test-admin', ...env });
      server = await startServerProcess(site);
      return new ApiClient(site.baseUrl);
    },
    kill,
    /** Stops the server (SIGTERM: what was in flight finishes), then reads its store directly. */
    async stopAndRead<T>(read: (sql: SqlClient) => Promise<T>): Promise<T> {
      await kill('SIGTERM');
      const { database, dataDir } = theSite();
      const sql = await createSqlClient(
        database.url ? { databaseUrl: database.url, poolSize: 2 } : { dataDir: path.join(dataDir, 'pglite') },
      );
      try {
        return await read(sql);
      } finally {
        await sql.close();
      }
    },
  };
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
