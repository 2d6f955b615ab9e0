// What PostgreSQL spends on one bench database over a timed window, read from outside the API: the
// CPU of the backends serving that database (/proc/<pid>/stat), the database's pg_stat_database
// counters, the server's WAL position, and how many commits the server's other databases made
// meanwhile (WAL is server-wide: other work's writes land in the same delta).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';

export const DATABASE_COUNTERS = ['xact_commit', 'tup_returned', 'tup_fetched', 'tup_inserted', 'tup_updated'] as const;
export type DatabaseCounters = Record<(typeof DATABASE_COUNTERS)[number], number>;

export interface ServerSnapshot {
  counters: DatabaseCounters;
  /** xact_commit summed over every other database (this monitor's own polls included). */
  otherCommits: number;
  walLsn: string;
  /** utime + stime in clock ticks, per backend pid of the bench database; undefined off this host. */
  backendTicks: Map<number, number> | undefined;
}

export interface WindowCost {
  counters: DatabaseCounters;
  otherCommits: number;
  walBytes: number;
  /** CPU seconds of the bench database's backends; undefined when their /proc entries are not readable. */
  backendCpuSeconds: number | undefined;
  backends: number;
  /** Backends present at the start that had exited by the end (their CPU after the start is missed). */
  backendsExited: number;
}

let clockTicksPerSecond: number | undefined;

/** sysconf(_SC_CLK_TCK): the unit of /proc/<pid>/stat's utime and stime (100 on Linux). */
function clockTicks(): number {
  if (clockTicksPerSecond === undefined) {
    try {
      clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicksPerSecond = 100;
    }
  }
  return clockTicksPerSecond;
}

/** utime + stime of a process in clock ticks; undefined when it is gone or not a local postgres. */
export function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (!stat.includes('(postgres)')) return undefined;
    // Fields after "(comm)": state is field 3, utime field 14, stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

export class PostgresCostMonitor {
  private constructor(
    private readonly client: Client,
    private readonly databaseName: string,
  ) {}

  /** Connects to the server's own database (serverUrl's), so the monitor never counts in the bench database. */
  static async open(serverUrl: string, databaseName: string): Promise<PostgresCostMonitor> {
    const client = new Client({ connectionString: serverUrl, application_name: 'lootledger-bench-monitor' });
    await client.connect();
    return new PostgresCostMonitor(client, databaseName);
  }

  /**
   * Taken while the load runs, at the window's start and again at its end, so both ends see the same
   * lag: a backend publishes its pg_stat counts when it goes idle, at most once a second
   * (PostgreSQL 15+; pg_stat_force_next_flush() only reaches the calling backend), so each read
   * misses up to a second of each backend's work, alike at both ends: the delta is unbiased, off by
   * at most about a second's worth of the window. (Waiting for the counters to settle after the load
   * does not work: the API's background work commits in the bench database about 30 times a second,
   * even idle.) Backend CPU and the WAL position are current to the moment.
   *
   * CPU counted: the client backends connected to the bench database at the moment (the API's
   * connection pool, which persists through the run, and its background workers' connections).
   * Not counted: the WAL writer, checkpointer, background writer and autovacuum, which serve every
   * database on the server.
   */
  async snapshot(): Promise<ServerSnapshot> {
    const pids = await this.client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
      [this.databaseName],
    );
    let backendTicks: Map<number, number> | undefined = new Map();
    for (const { pid } of pids.rows) {
      const ticks = processTicks(pid);
      if (ticks === undefined) {
        backendTicks = undefined; // a remote server, or processes this user cannot read: not measurable here
        break;
      }
      backendTicks.set(pid, ticks);
    }
    const wal = await this.client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const { counters, otherCommits } = await this.readCounters();
    return { counters, otherCommits, walLsn: wal.rows[0].lsn, backendTicks };
  }

  async cost(before: ServerSnapshot, after: ServerSnapshot): Promise<WindowCost> {
    const wal = await this.client.query<{ bytes: string }>('SELECT pg_wal_lsn_diff($1, $2)::text AS bytes', [
      after.walLsn,
      before.walLsn,
    ]);
    const counters = {} as DatabaseCounters;
    for (const key of DATABASE_COUNTERS) counters[key] = after.counters[key] - before.counters[key];
    let backendCpuSeconds: number | undefined;
    let backendsExited = 0;
    if (before.backendTicks && after.backendTicks) {
      let ticks = 0;
      // A backend that connected during the window spent all its ticks in it.
      for (const [pid, end] of after.backendTicks) ticks += end - (before.backendTicks.get(pid) ?? 0);
      for (const pid of before.backendTicks.keys()) if (!after.backendTicks.has(pid)) backendsExited++;
      backendCpuSeconds = ticks / clockTicks();
    }
    return {
      counters,
      otherCommits: after.otherCommits - before.otherCommits,
      walBytes: Number(wal.rows[0].bytes),
      backendCpuSeconds,
      backends: after.backendTicks?.size ?? 0,
      backendsExited,
    };
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  private async readCounters(): Promise<{ counters: DatabaseCounters; otherCommits: number }> {
    const result = await this.client.query<DatabaseCounters & { datname: string }>(
      `SELECT datname, ${DATABASE_COUNTERS.map((key) => `${key}::float8 AS ${key}`).join(', ')} FROM pg_stat_database WHERE datname IS NOT NULL`,
    );
    const counters = Object.fromEntries(DATABASE_COUNTERS.map((key) => [key, 0])) as DatabaseCounters;
    let otherCommits = 0;
    for (const row of result.rows) {
      if (row.datname === this.databaseName) {
        for (const key of DATABASE_COUNTERS) counters[key] = row[key];
      } else {
        otherCommits += row.xact_commit;
      }
    }
    return { counters, otherCommits };
  }
}
