// Box opens through the HTTP API, as players make them: the built server (apps/api/dist/main.js) as
// its own process(es) with the demo catalogue; BENCH_PLAYERS (32) registered players, each on its
// own keep-alive connection, open one box at a time (signed, bearer token) for BENCH_SECONDS.
// Three set-ups in one run: PostgreSQL with one API process, PostgreSQL with two (ROLE=all and
// ROLE=api; the players split between their ports), and the embedded PGlite default. Printed for
// each: opens/s, p50/p99, and the server's own CPU per opening (its process_cpu_seconds_total, i.e.
// process.cpuUsage(), over the timed run); then pgbench's single-row INSERT at 16 clients in the same
// run. Targets (issue 19): >= 3,000 opens/s and >= 0.2x pgbench on PostgreSQL, p99 <= 30 ms, <= 0.2 ms
// of API CPU per opening; >= 1,000 opens/s on PGlite. The load generator shares the machine: its own
// CPU per opening is printed too.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Bench, BenchContext, BenchResult } from './bench';
import { PGBENCH_SCRIPT, runPgbench } from './event-store.bench';
import { Client, percentile, register, serverCpuSeconds, startServer, stopServer, topUp } from './http-load';
import { freePort } from '../platform/testing/free-port';
import { createSqlClient, PostgresEventStore } from '@lootledger/event-store';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 32);
const PGBENCH_CLIENTS = 16;
/** Coins each player gets before the run (pkg-2000 top-ups): enough for every opening of a fast run. */
const TOP_UPS = Number(process.env.BENCH_TOP_UPS ?? 3);

interface SetUp {
  label: string;
  processes: 1 | 2;
  store: 'postgres' | 'pglite';
}

interface Measured {
  opensPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  serverCpuMsPerOpen: number;
  generatorCpuMsPerOpen: number;
}

export const boxOpenBench: Bench = {
  name: 'box-open',
  async run(context) {
    const only = process.env.BENCH_BOX_OPEN; // e.g. "pg1": one set-up only
    const setUps: (SetUp & { key: string })[] = [
      { key: 'pg1', label: 'PostgreSQL, 1 API process', processes: 1, store: 'postgres' },
      { key: 'pg2', label: 'PostgreSQL, 2 API processes', processes: 2, store: 'postgres' },
      { key: 'pglite', label: 'embedded PGlite, 1 process', processes: 1, store: 'pglite' },
    ];
    const results: BenchResult[] = [];
    let best = 0;
    for (const setUp of setUps.filter((candidate) => !only || only.split(',').includes(candidate.key))) {
      const measured = await openOverHttp(context, setUp);
      context.log(
        `${setUp.label}: ${Math.round(measured.opensPerSecond)} opens/s, p50 ${measured.p50.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms, ${measured.failures} failed; server CPU ${measured.serverCpuMsPerOpen.toFixed(3)} ms/open, load generator ${measured.generatorCpuMsPerOpen.toFixed(3)} ms/open`,
      );
      if (setUp.store === 'postgres') best = Math.max(best, measured.opensPerSecond);
      const target = setUp.store === 'postgres' ? 'target >= 3000' : 'target >= 1000';
      results.push(
        {
          name: `box opens over HTTP, ${PLAYERS} players, ${setUp.label}`,
          value: measured.opensPerSecond,
          unit: 'opens/s',
          note: `${target}; ${measured.failures} failed`,
        },
        { name: `  p50, ${setUp.label}`, value: measured.p50, unit: 'ms' },
        { name: `  p99, ${setUp.label}`, value: measured.p99, unit: 'ms', note: 'target <= 30' },
        {
          name: `  server CPU per open, ${setUp.label}`,
          value: measured.serverCpuMsPerOpen,
          unit: 'ms',
          note: 'target <= 0.2 (all its processes)',
        },
        { name: `  load generator CPU per open, ${setUp.label}`, value: measured.generatorCpuMsPerOpen, unit: 'ms' },
      );
    }
    if (best > 0) {
      const pgbench = await pgbenchInserts(context);
      context.log(`pgbench INSERT, ${PGBENCH_CLIENTS} clients: ${Math.round(pgbench)} tps`);
      results.push(
        { name: `pgbench single-row INSERT, ${PGBENCH_CLIENTS} clients`, value: pgbench, unit: 'tps' },
        { name: 'best PostgreSQL box opens / pgbench', value: best / pgbench, unit: 'x', note: 'target >= 0.20' },
      );
    }
    return results;
  },
};

async function openOverHttp(context: BenchContext, setUp: SetUp): Promise<Measured> {
  const database = setUp.store === 'postgres' ? await context.createDatabase('ll_bench_open') : undefined;
  const scratch = await mkdtemp(path.join(tmpdir(), 'll-bench-open-'));
  const servers: ChildProcess[] = [];
  const ports: number[] = [];
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
      const cpuBefore = await Promise.all(ports.map(serverCpuSeconds));
      const generatorBefore = process.cpuUsage();
      const run = await openFor(context.seconds);
      const generator = process.cpuUsage(generatorBefore);
      const cpuAfter = await Promise.all(ports.map(serverCpuSeconds));
      const opens = run.latencies.length - run.failures;
      const serverCpu = cpuAfter.reduce((sum, after, index) => sum + after - cpuBefore[index], 0);
      const sorted = [...run.latencies].sort((a, b) => a - b);
      return {
        opensPerSecond: opens / run.elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        failures: run.failures,
        serverCpuMsPerOpen: (serverCpu * 1000) / Math.max(1, opens),
        generatorCpuMsPerOpen: (generator.user + generator.system) / 1000 / Math.max(1, opens),
      };
    } finally {
      for (const client of clients) client.close();
    }
  } finally {
    for (const server of servers.reverse()) await stopServer(server);
    await rm(scratch, { recursive: true, force: true });
    await database?.drop();
  }
}

async function pgbenchInserts(context: BenchContext): Promise<number> {
  const database = await context.createDatabase('ll_bench_pgbench');
  const scratch = await mkdtemp(path.join(tmpdir(), 'll-bench-pgbench-'));
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
