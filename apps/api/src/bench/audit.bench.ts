// How long `npm run audit` takes over a big log: BENCH_AUDIT_EVENTS coin events (default
// 1,000,000: 10,000 players of 100 events) with the ledger's read models rebuilt to match and a
// signed checkpoint over all of it, then one full audit (versions, coin events, double entry,
// balance chain, event hashes, snapshots, checkpoints, replay and row-by-row comparison of every
// ledger read model). It must pass: a failure here is a bug.
import { createSqlClient, PostgresEventStore, recordCheckpoint, runMigrations } from '@lootledger/event-store';
import { runAudit } from '../audit/ledger-audit';
import { LEDGER_FEATURE, LEDGER_READ_MODELS } from '../ledger';
import { eventSourcingMigrations, rebuildReadModels, registerFeature } from '../platform/event-sourcing';
import type { Bench } from './bench';
import { seedPlayers } from './ledger.bench';

const EVENTS_PER_PLAYER = 100;
const KEY = 'bench-checkpoint-key';

export const auditBench: Bench = {
  name: 'audit',
  async run(context) {
    const total = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
    const players = Math.max(1, Math.round(total / EVENTS_PER_PLAYER));
    const database = await context.createDatabase('ll_bench_audit');
    const sql = await createSqlClient({ databaseUrl: database.url, poolSize: 2 });
    try {
      await PostgresEventStore.open(sql, { integrityKey: KEY });
      registerFeature(LEDGER_FEATURE);
      await runMigrations(sql, eventSourcingMigrations(LEDGER_READ_MODELS));
      let started = performance.now();
      await seedPlayers(sql, 'audit-', players, EVENTS_PER_PLAYER);
      context.log(`seeded ${players * EVENTS_PER_PLAYER} coin events (hashed on insert) in ${seconds(started)} s`);
      started = performance.now();
      await rebuildReadModels(sql, LEDGER_READ_MODELS);
      await recordCheckpoint(sql, KEY);
      await sql.query('VACUUM ANALYZE');
      context.log(`read models rebuilt and checkpoint signed in ${seconds(started)} s`);

      started = performance.now();
      const report = await runAudit(sql, {
        readModels: LEDGER_READ_MODELS,
        checks: [],
        integrityKey: KEY,
        exportedCheckpoints: null,
      });
      const elapsed = (performance.now() - started) / 1000;
      if (!report.ok)
        throw new Error(
          `the audit failed: ${report.checks
            .flatMap((check) => check.failures)
            .slice(0, 5)
            .join('; ')}`,
        );
      context.log(
        `audit of ${report.coverage.events} events in ${report.coverage.streams} streams: ${elapsed.toFixed(1)} s, passed`,
      );
      for (const [phase, ms] of report.timings) context.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${phase}`);
      return [
        { name: `audit, ${report.coverage.events} events`, value: elapsed, unit: 's' },
        { name: 'audit throughput', value: report.coverage.events / elapsed, unit: 'events/s' },
      ];
    } finally {
      await sql.close();
      await database.drop();
    }
  },
};

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
