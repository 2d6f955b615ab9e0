// Runs the built server (apps/api/dist/main.js) as npm start runs it: without HOST it listens on
// 127.0.0.1 only, so its sandbox payment routes are out of the network's reach; with
// NODE_ENV=production on the development secrets it refuses to start and names them. Build first:
// npm run build:libs && npm run build:api (built here only when dist is missing).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  aServerSite,
  BUILT_MAIN,
  ensureBuilt,
  ROOT,
  startServerProcess,
  type ServerProcess,
  type ServerSite,
} from '../testing/built-server';
import { waitUntil } from '../testing/wait-until';
import { DEV_GATEWAY_SECRET, DEV_SIGNING_SECRET } from './app-config';

/** This machine's addresses other hosts could connect to (link-local IPv6 needs a scope: left out). */
function networkAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((address) => !address.internal && !address.address.toLowerCase().startsWith('fe80:'))
    .map((address) => address.address);
}

/** 'connected', or the error code of the attempt (ECONNREFUSED when nothing listens there). */
function connectTo(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(10_000, () => {
      socket.destroy();
      resolve('no answer');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('the address the built server listens on (HOST)', () => {
  let site: ServerSite | undefined;
  let server: ServerProcess | undefined;

  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => site?.close(server));

  it('is 127.0.0.1 when HOST is unset: reachable on loopback, refused on every other address of the machine', async () => {
    // The site sets HOST=127.0.0.1 for its other users; undefined leaves it out of the child's environment.
    site = await aServerSite('listen', { HOST: undefined });
    expect(site.env.HOST).toBeUndefined();
    server = await startServerProcess(site); // ready on http://127.0.0.1:<port>
    const banner = await waitUntil(
      async () => server?.output() ?? '',
      (output) => output.includes('listening on:'),
    );
    // What main.ts read back from server.address().
    expect(banner).toContain(`listening on:  127.0.0.1 port ${site.port} (HOST)`);
    expect(await connectTo('127.0.0.1', site.port)).toBe('connected');
    // Empty on a machine with loopback only: the banner's address above is then the whole check.
    for (const address of networkAddresses()) {
      expect({ address, outcome: await connectTo(address, site.port) }).toEqual({ address, outcome: 'ECONNREFUSED' });
    }
  });
});

describe('NODE_ENV=production with the development secrets', () => {
  let dataDir = '';
  beforeAll(() => ensureBuilt(), 120_000);
  beforeAll(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootledger-refused-'))));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start, naming every offending variable, before it opens a database or a port', async () => {
    const child = spawn(process.execPath, [BUILT_MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        APP_SIGNING_SECRET: DEV_SIGNING_SECRET,
        SANDBOX_GATEWAY_SECRET: DEV_GATEWAY_SECRET,
        // STAFF_TOTP_KEY unset. The embedded database would live here: the refusal comes first.
        DATA_DIR: dataDir,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      'NODE_ENV=production refuses development secrets: APP_SIGNING_SECRET is the development value, STAFF_TOTP_KEY is unset, SANDBOX_GATEWAY_SECRET is the development value.',
    );
    expect(output).not.toContain('Lootledger is running');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
