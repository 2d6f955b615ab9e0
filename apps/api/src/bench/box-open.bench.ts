// Box opens through the HTTP API, as players make them: the built server (apps/api/dist/main.js)
// runs as its own process on a fresh PostgreSQL database with the demo catalogue; 32 registered
// players, each on its own keep-alive connection, open one box at a time (signed, bearer token)
// for BENCH_SECONDS. Compared with pgbench's single-row INSERT at 16 clients in the same run
// (target: at least 0.3x its TPS, p99 under 100 ms). The load generator shares the machine.
import { createSqlClient, PostgresEventStore } from '@lootledger/event-store';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { LEDGER_FEATURE, PlayerAccountService } from '../ledger';
import { creditPlayer } from '../ledger/testing';
import { registerFeature } from '../platform/event-sourcing';
import type { Bench, BenchResult } from './bench';
import { Client, percentile, register, startServer } from './http-load';
import { PGBENCH_SCRIPT, runPgbench } from './event-store.bench';
import { freePort } from '../platform/testing/free-port';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 32);
const PGBENCH_CLIENTS = 16;

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
