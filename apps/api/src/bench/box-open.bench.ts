// Box opens through the HTTP API, as players make them: the built server (apps/api/dist/main.js) as
// its own process(es) with the demo catalogue; BENCH_PLAYERS (32) registered players, each on its
// own keep-alive connection, open one box at a time (signed, bearer token) for BENCH_SECONDS.
// Three set-ups in one run (BENCH_BOX_OPEN=pg1,pg2,pglite picks): PostgreSQL with one API process,
// PostgreSQL with two (ROLE=all and ROLE=api; the players split between their ports), and the
// embedded PGlite default; then pgbench's single-row INSERT at 16 clients on the same server.
// Printed per set-up, one "measure: value (target ...)" line each (targets of issue 28): opens/s,
// errors, p50/p99, the ratio to pgbench, the API's CPU per opening (its process_cpu_seconds_total,
// i.e. process.cpuUsage(), over the timed window) and the PostgreSQL backends' (postgres-cost.ts),
// rows read/inserted/updated and commits per opening (pg_stat_database deltas of the bench's
// database), WAL bytes per opening (pg_current_wal_lsn deltas: server-wide), and opens/s in the first
// and last tenth of the window (the target is for a 60 s window: BENCH_SECONDS=60). The load
// generator shares the machine: its CPU per opening and the load average are printed too.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Bench, BenchContext, BenchResult } from './bench';
import { formatFigure, formatNumber, perOpen, tenthRates, type FigureLine } from './box-open-figures';
import { PGBENCH_SCRIPT, runPgbench } from './event-store.bench';
import { cheapestBox, Client, register, serverCpuSeconds, startServer, stopServer, topUp } from './http-load';
import { PostgresCostMonitor, type WindowCost } from './postgres-cost';
import { measureTimedWindow, replyFigures } from './timed-window';
import { freePort } from '../platform/testing/free-port';
import { createSqlClient, PostgresEventStore } from '@lootledger/event-store';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 32);
const PGBENCH_CLIENTS = 16;
/** Coins each player gets before the run (pkg-2000 top-ups): enough for every opening of a fast run. */
const TOP_UPS = Number(process.env.BENCH_TOP_UPS ?? 3);

/** Issue 28's targets. */
const TARGETS = {
  postgresOpensPerSecond: 1500,
  pgliteOpensPerSecond: 300,
  p99Ms: 40,
  vsPgbench: 0.12,
  apiCpuMsPerOpen: 0.5,
  backendCpuMsPerOpen: 0.35,
  rowsReadPerOpen: 20,
  rowsInsertedPerOpen: 6,
  rowsUpdatedPerOpen: 2,
  walBytesPerOpen: 4096,
  commitsPerOpen: 1.1,
  lastTenthOverFirst: 0.95,
} as const;

/** The lines repeated in run-bench's summary table (the block above it has them all). */
const IN_SUMMARY = new Set([
  'opens/s',
  'p99',
  'opens/s / pgbench INSERT tps',
  'API CPU per open',
  'PostgreSQL backends CPU per open',
]);

interface SetUp {
  key: string;
  label: string;
  processes: 1 | 2;
  store: 'postgres' | 'pglite';
}

interface Measured {
  opens: number;
  opensPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  serverCpuMsPerOpen: number;
  generatorCpuMsPerOpen: number;
  tenths: { first: number; last: number; ratio: number };
  /** PostgreSQL set-ups only. */
  postgres?: WindowCost;
  loadBefore: number[];
  loadAfter: number[];
}

export const boxOpenBench: Bench = {
  name: 'box-open',
  async run(context) {
    const only = process.env.BENCH_BOX_OPEN; // e.g. "pg1": one set-up only
    const setUps: SetUp[] = [
      { key: 'pg1', label: 'PostgreSQL, 1 API process', processes: 1, store: 'postgres' },
      { key: 'pg2', label: 'PostgreSQL, 2 API processes', processes: 2, store: 'postgres' },
      { key: 'pglite', label: 'embedded PGlite, 1 process', processes: 1, store: 'pglite' },
    ];
    const measured: { setUp: SetUp; measured: Measured }[] = [];
    for (const setUp of setUps.filter((candidate) => !only || only.split(',').includes(candidate.key))) {
      measured.push({ setUp, measured: await openOverHttp(context, setUp) });
    }
    let pgbench: number | undefined;
    if (measured.some(({ setUp }) => setUp.store === 'postgres')) pgbench = await pgbenchInserts(context);

    const results: BenchResult[] = [];
    context.log('');
    context.log(`box-open, ${context.seconds} s windows, ${PLAYERS} players, ${os.cpus().length} cores`);
    if (pgbench !== undefined) {
      context.log(`pgbench single-row INSERT, ${PGBENCH_CLIENTS} clients: ${formatNumber(pgbench)} tps`);
      results.push({ name: `pgbench single-row INSERT, ${PGBENCH_CLIENTS} clients`, value: pgbench, unit: 'tps' });
    }
    for (const { setUp, measured: figures } of measured) {
      context.log(`-- ${setUp.label} (${setUp.key})`);
      for (const line of figureLines(setUp, figures, pgbench, context.seconds)) {
        context.log(`   ${formatFigure(line)}`);
        if (line.value !== undefined && IN_SUMMARY.has(line.measure)) {
          const target = line.target ? `target ${line.target.at} ${line.target.bound}` : undefined;
          results.push({ name: `${setUp.key}: ${line.measure}`, value: line.value, unit: line.unit, note: target });
        }
      }
      context.log(
        `   load average (1/5/15 min): before ${formatLoad(figures.loadBefore)}, after ${formatLoad(figures.loadAfter)}`,
      );
    }
    return results;
  },
};

function figureLines(setUp: SetUp, figures: Measured, pgbench: number | undefined, seconds: number): FigureLine[] {
  const postgres = setUp.store === 'postgres';
  const lines: FigureLine[] = [
    {
      measure: 'opens/s',
      value: figures.opensPerSecond,
      unit: '',
      target: { at: '>=', bound: postgres ? TARGETS.postgresOpensPerSecond : TARGETS.pgliteOpensPerSecond },
    },
    { measure: 'errors', value: figures.failures, unit: '', target: { at: '<=', bound: 0 } },
    { measure: 'p50', value: figures.p50, unit: 'ms' },
    { measure: 'p99', value: figures.p99, unit: 'ms', ...(postgres && { target: { at: '<=', bound: TARGETS.p99Ms } }) },
  ];
  if (postgres && pgbench !== undefined) {
    lines.push({
      measure: 'opens/s / pgbench INSERT tps',
      value: figures.opensPerSecond / pgbench,
      unit: 'x',
      target: { at: '>=', bound: TARGETS.vsPgbench },
    });
  }
  lines.push({
    measure: 'API CPU per open',
    value: figures.serverCpuMsPerOpen,
    unit: 'ms',
    ...(postgres
      ? {
          target: { at: '<=', bound: TARGETS.apiCpuMsPerOpen },
          note: setUp.processes > 1 ? 'both processes' : undefined,
        }
      : { note: 'includes the database: PGlite runs inside the API process' }),
  });
  const cost = figures.postgres;
  if (!postgres) {
    lines.push({
      measure: 'PostgreSQL backends CPU, rows, WAL and commits per open',
      value: undefined,
      unit: '',
      note:
        'PGlite runs inside the API process (its CPU is in the line above); it has pg_stat_database and ' +
        'pg_current_wal_lsn, but only that process can query them and they reset on reopen: reading a ' +
        "window's deltas needs a hook in the server",
    });
  } else {
    const unavailable = cost ? undefined : 'not measured';
    const counters = cost ? perOpen(cost.counters, figures.opens) : undefined;
    lines.push(
      {
        measure: 'PostgreSQL backends CPU per open',
        value:
          cost?.backendCpuSeconds === undefined
            ? undefined
            : (cost.backendCpuSeconds * 1000) / Math.max(1, figures.opens),
        unit: 'ms',
        target: { at: '<=', bound: TARGETS.backendCpuMsPerOpen },
        note: !cost
          ? unavailable
          : cost.backendCpuSeconds === undefined
            ? "the backends' /proc entries are not readable from here"
            : `the ${cost.backends} backends of the bench database${cost.backendsExited ? `; ${cost.backendsExited} exited during the window, uncounted` : ''}`,
      },
      {
        measure: 'rows read per open (tup_returned)',
        value: counters?.tup_returned,
        unit: '',
        target: { at: '<=', bound: TARGETS.rowsReadPerOpen },
        note: unavailable,
      },
      { measure: 'rows fetched per open (tup_fetched)', value: counters?.tup_fetched, unit: '', note: unavailable },
      {
        measure: 'rows inserted per open',
        value: counters?.tup_inserted,
        unit: '',
        target: { at: '<=', bound: TARGETS.rowsInsertedPerOpen },
        note: unavailable,
      },
      {
        measure: 'rows updated per open',
        value: counters?.tup_updated,
        unit: '',
        target: { at: '<=', bound: TARGETS.rowsUpdatedPerOpen },
        note: unavailable,
      },
      {
        measure: 'WAL bytes per open',
        value: cost ? cost.walBytes / Math.max(1, figures.opens) : undefined,
        unit: 'B',
        target: { at: '<=', bound: TARGETS.walBytesPerOpen },
        note: cost
          ? `server-wide; other databases on the server committed ${formatNumber(cost.otherCommits)} transactions in the window${cost.otherCommits > 10 ? ': their WAL is in it' : ''}`
          : unavailable,
      },
      {
        measure: 'commits per open',
        value: counters?.xact_commit,
        unit: '',
        target: { at: '<=', bound: TARGETS.commitsPerOpen },
        note: unavailable,
      },
    );
  }
  lines.push(
    {
      measure: `opens/s, first tenth of the window (0-${seconds / 10} s)`,
      value: figures.tenths.first,
      unit: '',
    },
    {
      measure: `opens/s, last tenth of the window (${Math.round(seconds * 9) / 10}-${seconds} s)`,
      value: figures.tenths.last,
      unit: '',
    },
    {
      measure: 'last tenth / first tenth',
      value: figures.tenths.ratio,
      unit: 'x',
      target: { at: '>=', bound: TARGETS.lastTenthOverFirst },
      note: seconds < 60 ? `a ${seconds} s window; the target is for 60 s (BENCH_SECONDS=60)` : undefined,
    },
    { measure: 'load generator CPU per open', value: figures.generatorCpuMsPerOpen, unit: 'ms', note: 'same machine' },
  );
  return lines;
}

function formatLoad(load: number[]): string {
  return load.map((value) => value.toFixed(2)).join(' ');
}

async function openOverHttp(context: BenchContext, setUp: SetUp): Promise<Measured> {
  const loadBefore = os.loadavg();
  const database = setUp.store === 'postgres' ? await context.createDatabase('ll_bench_open') : undefined;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'll-bench-open-'));
  const servers: ChildProcess[] = [];
  const ports: number[] = [];
  const monitor = database ? await PostgresCostMonitor.open(context.databaseUrl, database.name) : undefined;
  try {
    for (let index = 0; index < setUp.processes; index++) {
      const port = await freePort();
      ports.push(port);
      // The first process runs everything (ROLE=all: migrations, the demo catalogue, the sandbox
      // gateway's notifications); a second serves requests only.
      servers.push(
        await startServer({
          databaseUrl: database?.url,
          dataDir: scratch,
          port,
          role: index === 0 ? 'all' : 'api',
          env: { DATABASE_POOL_SIZE: setUp.processes > 1 ? '12' : '16' },
        }),
      );
    }
    const clients = Array.from({ length: PLAYERS }, (_, index) => new Client(ports[index % ports.length]));
    try {
      const players = await Promise.all(clients.map((client, index) => register(client, index)));
      for (let round = 0; round < TOP_UPS; round++) {
        await Promise.all(players.map((player, index) => topUp(clients[index], player.token)));
      }
      const box = await cheapestBox(clients[0]);
      const { start, end, inWindow } = await measureTimedWindow(
        PLAYERS,
        async (index) => {
          const reply = await clients[index].request(
            'POST',
            '/api/box/open',
            { id: box.id, num: 1 },
            players[index].token,
          );
          return reply.status === 200 ? 'ok' : 'error';
        },
        context.seconds,
        async () => {
          const at = performance.now();
          const generator = process.cpuUsage();
          const [postgres, apiCpu] = await Promise.all([monitor?.snapshot(), Promise.all(ports.map(serverCpuSeconds))]);
          return { at, generator, postgres, apiCpu };
        },
      );
      const { ops: opens, errors, p50, p99 } = replyFigures(inWindow);
      const completedAt = inWindow.filter((reply) => reply.ok).map((reply) => reply.at);
      const elapsed = (end.at - start.at) / 1000;
      const serverCpu = end.apiCpu.reduce((sum, after, index) => sum + after - start.apiCpu[index], 0);
      const generatorMicros = end.generator.user - start.generator.user + end.generator.system - start.generator.system;
      return {
        opens,
        opensPerSecond: opens / elapsed,
        p50,
        p99,
        failures: errors,
        serverCpuMsPerOpen: (serverCpu * 1000) / Math.max(1, opens),
        generatorCpuMsPerOpen: generatorMicros / 1000 / Math.max(1, opens),
        tenths: tenthRates(completedAt, start.at, end.at),
        postgres:
          monitor && start.postgres && end.postgres ? await monitor.cost(start.postgres, end.postgres) : undefined,
        loadBefore,
        loadAfter: os.loadavg(),
      };
    } finally {
      for (const client of clients) client.close();
    }
  } finally {
    await monitor?.close();
    for (const server of servers.reverse()) await stopServer(server);
    await rm(scratch, { recursive: true, force: true });
    await database?.drop();
  }
}

async function pgbenchInserts(context: BenchContext): Promise<number> {
  const database = await context.createDatabase('ll_bench_pgbench');
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'll-bench-pgbench-'));
  const sql = await createSqlClient({ databaseUrl: database.url, poolSize: 1 });
  try {
    const script = path.join(scratch, 'insert.sql');
    await writeFile(script, PGBENCH_SCRIPT);
    // The baseline's table is the events table's twin (columns, defaults, indexes; no triggers).
    await PostgresEventStore.open(sql);
    await sql.query('CREATE TABLE pgbench_events (LIKE events INCLUDING ALL)');
    return await runPgbench(database.url, script, PGBENCH_CLIENTS, context.seconds);
  } finally {
    await sql.close();
    await rm(scratch, { recursive: true, force: true });
    await database.drop();
  }
}
