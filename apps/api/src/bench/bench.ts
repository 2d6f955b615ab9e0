// The benchmark harness's contract: a bench measures something and returns printed numbers (never
// asserted). run-bench.ts runs the registered benches in order and prints one summary table.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface BenchResult {
  /** What was measured, e.g. "append 1 event, 8 clients". */
  name: string;
  value: number;
  /** e.g. "tps", "ms", "x". */
  unit: string;
  note?: string;
}

export interface BenchContext {
  /** PostgreSQL server to measure on (a bench creates its own database there, see createDatabase). */
  databaseUrl: string;
  /** Length of each timed run, in seconds (BENCH_SECONDS). */
  seconds: number;
  log(message: string): void;
  /** A fresh database on the bench server; drop() removes it. */
  createDatabase(prefix?: string): Promise<BenchDatabase>;
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface Bench {
  name: string;
  run(context: BenchContext): Promise<BenchResult[]>;
}

export async function createBenchDatabase(serverUrl: string, prefix = 'll_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `loops` concurrent async loops of `step` for `seconds`; returns completed steps per second. */
export async function measureThroughput(
  loops: number,
  seconds: number,
  step: (loop: number) => Promise<void>,
): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (performance.now() < deadline) {
        await step(loop);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
