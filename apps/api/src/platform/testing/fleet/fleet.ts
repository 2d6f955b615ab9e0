// A fleet of the built server on one PostgreSQL database, for the fleet test and the benches: N API
// processes (ROLE=api) behind the Node load balancer on 127.0.0.1, and a worker (ROLE=worker),
// sharing one data folder and one integrity key. The worker starts first (migrations, the demo
// catalogue), then the API processes together. Any process can be killed (SIGKILL) and more
// started; close() ends them all and drops the database.
//   const fleet = await startFleet({ apis: 3 });
//   const client = new ApiClient(fleet.balancer.baseUrl);
import { randomBytes } from 'node:crypto';
import { aServerSite, ensureBuilt, startServerProcess, type ServerProcess, type ServerSite } from '../built-server';
import { freePort } from '../free-port';
import { startLoadBalancer, type LoadBalancer } from './load-balancer';

export interface FleetProcess {
  /** "api-1", "worker-1". */
  readonly name: string;
  readonly role: 'api' | 'worker';
  readonly port: number;
  readonly baseUrl: string;
  readonly server: ServerProcess;
}

export interface FleetOptions {
  /** API processes behind the balancer (default 3). */
  apis?: number;
  /** Extra environment for every process (SEED_DEMO, delays, ...). */
  env?: NodeJS.ProcessEnv;
  /** Database name prefix. */
  name?: string;
}

export interface Fleet {
  readonly site: ServerSite;
  readonly balancer: LoadBalancer;
  readonly apis: FleetProcess[];
  readonly workers: FleetProcess[];
  /** Starts one more worker (a standby: it takes the leases over when the holder dies). */
  startWorker(): Promise<FleetProcess>;
  /** kill -9: resolves once the process has exited. */
  kill(process: FleetProcess): Promise<void>;
  /** Ends every process, the balancer, and drops the database and the folder. */
  close(): Promise<void>;
}

/** The environment every process of a fleet shares (TRUST_PROXY: the balancer's X-Forwarded-For counts). */
function fleetEnv(balancerUrl: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    TRUST_PROXY: 'loopback',
    PUBLIC_BASE_URL: balancerUrl,
    LEDGER_CHECKPOINT_KEY: randomBytes(32).toString('hex'),
    WS_MAX_CONNECTIONS_PER_IP: '10000',
    // A fleet on one server divides its connections (the machine's PostgreSQL allows 100).
    DATABASE_POOL_SIZE: '8',
    ...extra,
  };
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  ensureBuilt();
  const balancer = await startLoadBalancer();
  const site = await aServerSite(options.name ?? 'fleet', fleetEnv(balancer.baseUrl, options.env ?? {}));
  if (!site.database.url) {
    await site.close();
    await balancer.close();
    throw new Error('a fleet needs PostgreSQL: set DATABASE_URL');
  }
  const apis: FleetProcess[] = [];
  const workers: FleetProcess[] = [];
  let workerCount = 0;

  const start = async (name: string, role: 'api' | 'worker'): Promise<FleetProcess> => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Several processes boot at once on a small machine: a generous limit for a hang, not a speed check.
    const server = await startServerProcess(
      { ...site, port, baseUrl, env: { ...site.env, PORT: String(port), ROLE: role } },
      120_000,
    );
    return { name, role, port, baseUrl, server };
  };
  const startWorker = async () => {
    const worker = await start(`worker-${++workerCount}`, 'worker');
    workers.push(worker);
    return worker;
  };
  const kill = async (member: FleetProcess) => {
    if (member.server.child.exitCode === null && member.server.child.signalCode === null) {
      member.server.child.kill('SIGKILL');
    }
    await member.server.exited;
  };
  const close = async () => {
    await Promise.all([...apis, ...workers].map(kill));
    await balancer.close();
    await site.close();
  };

  try {
    await startWorker();
    const count = options.apis ?? 3;
    const started = await Promise.all(Array.from({ length: count }, (_, index) => start(`api-${index + 1}`, 'api')));
    for (const api of started) {
      apis.push(api);
      balancer.add({ name: api.name, port: api.port });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { site, balancer, apis, workers, startWorker, kill, close };
}
