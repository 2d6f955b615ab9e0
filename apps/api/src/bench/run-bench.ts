// `npm run bench`: runs every registered bench in order and prints a summary table.
// Add a bench: write `<thing>.bench.ts` exporting a `Bench`, and list it in BENCHES below.
// Options: BENCH_SECONDS (length of each timed run, default 10), DATABASE_URL (the PostgreSQL server;
// default the local server through its Unix socket when there is one, else 127.0.0.1:5432 — every
// bench and pgbench use the same transport), names as arguments to run only those benches.
import * as fs from 'node:fs';
import { arenaBench } from './arena.bench';
import { auditBench } from './audit.bench';
import { createBenchDatabase, type Bench, type BenchContext, type BenchResult } from './bench';
import { boxOpenBench } from './box-open.bench';
import { eventStoreBench } from './event-store.bench';
import { hotPathsBench } from './hot-paths.bench';
import { kafkaBench } from './kafka.bench';
import { ledgerBench } from './ledger.bench';
import { webBundleBench } from './web-bundle.bench';

const BENCHES: Bench[] = [
  eventStoreBench,
  ledgerBench,
  boxOpenBench,
  hotPathsBench,
  arenaBench,
  webBundleBench,
  auditBench,
  kafkaBench,
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const selected = only.length > 0 ? BENCHES.filter((bench) => only.includes(bench.name)) : BENCHES;
  const databaseUrl = process.env.DATABASE_URL ?? defaultDatabaseUrl();
  console.log(`PostgreSQL: ${databaseUrl}`);
  const context: BenchContext = {
    databaseUrl,
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    log: (message) => console.log(`  ${message}`),
    createDatabase: (prefix) => createBenchDatabase(databaseUrl, prefix),
  };
  const rows: { bench: string; result: BenchResult }[] = [];
  let failed = false;
  for (const bench of selected) {
    console.log(`== ${bench.name}`);
    const started = performance.now();
    try {
      for (const result of await bench.run(context)) rows.push({ bench: bench.name, result });
    } catch (error) {
      failed = true;
      console.error(`  ${bench.name} failed:`, error);
    }
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  printTable(rows);
  if (failed) process.exitCode = 1;
}

function printTable(rows: { bench: string; result: BenchResult }[]): void {
  const lines = rows.map(({ bench, result }) => [
    bench,
    result.name,
    formatValue(result.value),
    result.unit,
    result.note ?? '',
  ]);
  const header = ['bench', 'measure', 'value', 'unit', 'note'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ');
  console.log('\n' + format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function formatValue(value: number): string {
  return Math.abs(value) >= 100 ? Math.round(value).toString() : value.toFixed(2);
}

/** The local server: through its Unix socket when it has one (as an app beside its database would). */
function defaultDatabaseUrl(): string {
  const socketDir = '/var/run/postgresql';
  return fs.existsSync(`${socketDir}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(socketDir)}`
    : 'postgres://postgres@127.0.0.1:5432/postgres';
}

void main();
