// Append throughput of the event store against pgbench running the equivalent single-row INSERT
// into an identical table with the same number of clients (the target: at least 0.8x), plus the
// embedded PGlite store. Each append is one event; alone, each is its own transaction; with group
// commit (batchAppends, as the app runs), concurrent appends share one (the target: at least 1.0x).
// Each side gets BENCH_SECONDS in total, in two interleaved slices.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { createSqlClient, PostgresEventStore, type SqlClient } from '@lootledger/event-store';
import { measureThroughput, type Bench, type BenchResult } from './bench';

const CLIENT_COUNTS = [8, 16];
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

/** The same row our append writes, into a table LIKE events (same columns, defaults and indexes). */
// The baseline: a plain single-row INSERT of the same shape (a copy of the events table, without its
// triggers; the hash column is NOT NULL, so the row carries one).
export const PGBENCH_SCRIPT = `INSERT INTO pgbench_events (stream_id, stream_version, event_id, event_type, data, metadata, hash)
VALUES (gen_random_uuid()::text, 1, gen_random_uuid(), 'BenchAppended', '{"amount": 100}', '{}', sha256('BenchAppended'::bytea));
`;

export const eventStoreBench: Bench = {
  name: 'event-store',
  async run(context) {
    const results: BenchResult[] = [];
    const database = await context.createDatabase('ll_bench_es');
    const scratch = await mkdtemp(path.join(tmpdir(), 'll-bench-'));
    const setup = await createSqlClient({ databaseUrl: database.url, poolSize: 1 });
    try {
      await PostgresEventStore.open(setup);
      await setup.query('CREATE TABLE pgbench_events (LIKE events INCLUDING ALL)');
      const script = path.join(scratch, 'append.sql');
      await writeFile(script, PGBENCH_SCRIPT);

      for (const clients of CLIENT_COUNTS) {
        // Two slices each, in the order pgbench, appends, appends, pgbench: a machine whose load
        // drifts during the run (other work on it) then weighs on both sides alike.
        const slice = context.seconds / 2;
        const pgbenchRuns: number[] = [];
        const appendRuns: number[] = [];
        const groupRuns: number[] = [];
        for (const side of ['pgbench', 'append', 'group', 'group', 'append', 'pgbench'] as const) {
          await freshStart(setup);
          if (side === 'pgbench') pgbenchRuns.push(await runPgbench(database.url, script, clients, slice));
          else if (side === 'append') appendRuns.push(await measureAppends(database.url, clients, slice, false));
          else groupRuns.push(await measureAppends(database.url, clients, slice, true));
        }
        const pgbenchTps = mean(pgbenchRuns);
        const appendTps = mean(appendRuns);
        const groupTps = mean(groupRuns);
        const ratio = appendTps / pgbenchTps;
        const groupRatio = groupTps / pgbenchTps;
        context.log(`pgbench INSERT, ${clients} clients: ${pgbenchRuns.map(Math.round).join(' / ')} tps`);
        context.log(
          `appendToStream, ${clients} clients: ${appendRuns.map(Math.round).join(' / ')} tps (${ratio.toFixed(2)}x pgbench)`,
        );
        context.log(
          `appendToStream with group commit, ${clients} clients: ${groupRuns.map(Math.round).join(' / ')} appends/s (${groupRatio.toFixed(2)}x pgbench)`,
        );
        results.push(
          { name: `pgbench single-row INSERT, ${clients} clients`, value: pgbenchTps, unit: 'tps' },
          {
            name: `append 1 event, ${clients} clients`,
            value: appendTps,
            unit: 'tps',
            note: 'own stream per client, exact version',
          },
          { name: `append / pgbench, ${clients} clients`, value: ratio, unit: 'x', note: 'target >= 0.80' },
          {
            name: `append 1 event, group commit, ${clients} clients`,
            value: groupTps,
            unit: 'appends/s',
            note: 'batchAppends, as the app runs',
          },
          { name: `group commit / pgbench, ${clients} clients`, value: groupRatio, unit: 'x', note: 'target >= 1.0' },
        );
      }
      const pgliteTps = await measurePgliteAppends(Math.min(context.seconds, 5));
      context.log(`PGlite appendToStream: ${Math.round(pgliteTps)} tps`);
      results.push({ name: 'append 1 event, PGlite in memory', value: pgliteTps, unit: 'tps', note: 'one connection' });
      return results;
    } finally {
      await setup.close();
      await rm(scratch, { recursive: true, force: true });
      await database.drop();
    }
  },
};

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Empty tables and a flushed checkpoint before each timed run, so runs start alike (a scratch database: its log may be emptied). */
async function freshStart(sql: SqlClient): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query('ALTER TABLE events DISABLE TRIGGER events_no_truncate');
    await tx.query('TRUNCATE events, pgbench_events');
    await tx.query('ALTER TABLE events ENABLE TRIGGER events_no_truncate');
  });
  await sql.query('CHECKPOINT');
}

export async function runPgbench(
  databaseUrl: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const url = new URL(databaseUrl);
  const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(Math.max(1, Math.round(seconds))), '-f', script];
  // The same transport as the appends: a Unix socket directory in ?host=, else the URL's host.
  const host = url.searchParams.get('host') ?? url.hostname;
  args.push('-h', host, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'));
  args.push(url.pathname.slice(1));
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const { stdout } = await promisify(execFile)(PGBENCH, args, { env });
  const match = /tps = ([\d.]+)/.exec(stdout);
  if (!match) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(match[1]);
}

/** N async loops on a pool of N connections; each loop appends to its own stream (group commit: shared transactions). */
async function measureAppends(
  databaseUrl: string,
  clients: number,
  seconds: number,
  groupCommit: boolean,
): Promise<number> {
  const sql = await createSqlClient({ databaseUrl, poolSize: clients });
  try {
    const store = new PostgresEventStore(sql, { batchAppends: groupCommit });
    // Open every connection first: pgbench's figure also leaves out connecting.
    await Promise.all(Array.from({ length: clients }, () => sql.query('SELECT pg_sleep(0.05)')));
    const versions = new Array<number>(clients).fill(0);
    const run = randomUUID().slice(0, 8);
    return await measureThroughput(clients, seconds, async (loop) => {
      const event = { eventId: randomUUID(), type: 'BenchAppended', data: { amount: 100 } };
      const result = await store.appendToStream(`bench-${run}-${loop}`, [event], versions[loop]);
      versions[loop] = result.nextExpectedVersion;
    });
  } finally {
    await sql.close();
  }
}

async function measurePgliteAppends(seconds: number): Promise<number> {
  const sql = await createSqlClient({ dataDir: 'memory://' });
  try {
    const store = await PostgresEventStore.open(sql);
    const versions = [0, 0, 0, 0];
    return await measureThroughput(versions.length, seconds, async (loop) => {
      const event = { eventId: randomUUID(), type: 'BenchAppended', data: { amount: 100 } };
      versions[loop] = (await store.appendToStream(`bench-${loop}`, [event], versions[loop])).nextExpectedVersion;
    });
  } finally {
    await sql.close();
  }
}
