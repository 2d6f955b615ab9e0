// Box battles end to end through the HTTP API: the built server on a fresh PostgreSQL database with
// the demo catalogue; 32 players in 16 pairs, each pair on its own keep-alive connections, loop
// for BENCH_SECONDS: one creates a 2-seat classic battle of one box, the other joins it (the join
// takes the last seat, so its request draws, grants and ends the battle). Reports battles settled
// per second and the join latency (p50, p99), against pgbench's single-row INSERT at 16 clients in
// the same run. The load generator shares the machine.
import { createSqlClient, PostgresEventStore } from '@lootledger/event-store';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { LEDGER_FEATURE, PlayerAccountService } from '../ledger';
import { creditPlayer } from '../ledger/testing';
import { registerFeature } from '../platform/event-sourcing';
import { freePort } from '../platform/testing/free-port';
import type { Bench, BenchResult } from './bench';
import { PGBENCH_SCRIPT, runPgbench } from './event-store.bench';
import { Client, percentile, register, startServer } from './http-load';

const PAIRS = Number(process.env.BENCH_ARENA_PAIRS ?? 16);
const PGBENCH_CLIENTS = 16;

export const arenaBench: Bench = {
  name: 'arena',
  async run(context) {
    const database = await context.createDatabase('ll_bench_arena');
    const scratch = await mkdtemp(path.join(tmpdir(), 'll-bench-arena-'));
    const port = await freePort();
    const server = await startServer(database.url, port);
    const sql = await createSqlClient({ databaseUrl: database.url, poolSize: 4 });
    const clients = Array.from({ length: PAIRS * 2 }, () => new Client(port));
    try {
      const players: { id: string; token: string }[] = [];
      for (const [index, client] of clients.entries()) players.push(await register(client, 500 + index));
      registerFeature(LEDGER_FEATURE);
      const accounts = PlayerAccountService.over(new PostgresEventStore(sql));
      for (const player of players) await creditPlayer(accounts, player.id, 100_000_000n, `bench-top-up-${player.id}`);
      const boxes = (await clients[0].request('GET', '/api/arena/box-list')).body.data as {
        id: string;
        price: string;
      }[];
      const box = boxes.reduce((cheapest, candidate) =>
        Number(candidate.price) < Number(cheapest.price) ? candidate : cheapest,
      );

      const battleFor = async (seconds: number) => {
        const joins: number[] = [];
        let battles = 0;
        let failures = 0;
        const deadline = performance.now() + seconds * 1000;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: PAIRS }, async (_, pair) => {
            const [creator, joiner] = [pair * 2, pair * 2 + 1];
            while (performance.now() < deadline) {
              const created = await clients[creator].request(
                'POST',
                '/api/arena/create',
                { boxes: [box.id], seats: 2, mode: 'classic', robots: false },
                players[creator].token,
              );
              if (created.status !== 200) {
                failures++;
                continue;
              }
              const sent = performance.now();
              const joined = await clients[joiner].request(
                'POST',
                '/api/arena/join',
                { id: (created.body.data as { id: string }).id },
                players[joiner].token,
              );
              joins.push(performance.now() - sent);
              if (joined.status === 200 && (joined.body.data as { status: number }).status === 2) battles++;
              else failures++;
            }
          }),
        );
        return { joins, battles, failures, elapsed: (performance.now() - started) / 1000 };
      };
      await battleFor(Math.min(3, context.seconds / 2)); // warm-up
      const run = await battleFor(context.seconds);
      const sorted = [...run.joins].sort((a, b) => a - b);
      const perSecond = run.battles / run.elapsed;
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);

      const script = path.join(scratch, 'insert.sql');
      await writeFile(script, PGBENCH_SCRIPT);
      await sql.query('CREATE TABLE IF NOT EXISTS pgbench_events (LIKE events INCLUDING ALL)');
      const pgbench = await runPgbench(database.url, script, PGBENCH_CLIENTS, context.seconds);
      context.log(
        `${PAIRS} pairs: ${perSecond.toFixed(1)} battles settled/s (create + join + draw + grants + end), join p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${run.failures} failed; pgbench INSERT ${PGBENCH_CLIENTS} clients ${Math.round(pgbench)} tps`,
      );
      const results: BenchResult[] = [
        {
          name: `battles settled end to end over HTTP, ${PAIRS} pairs`,
          value: perSecond,
          unit: 'battles/s',
          note: `${run.failures} failed`,
        },
        { name: 'battle join latency p50', value: p50, unit: 'ms' },
        { name: 'battle join latency p99 (the join that settles)', value: p99, unit: 'ms' },
        { name: `pgbench single-row INSERT, ${PGBENCH_CLIENTS} clients`, value: pgbench, unit: 'tps' },
        { name: 'battles / pgbench', value: perSecond / pgbench, unit: 'x' },
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
