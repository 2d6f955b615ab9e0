// Ledger benches on PostgreSQL:
// 1. Rebuild: the balance and change-record read models replayed from a log of 200,000 coin events
//    (2,000 players x 100) by rebuildReadModels: the ledger's own projections, multi-row
//    upserts per batch of 5,000, secondary indexes rebuilt once at the end (target >= 50,000 events/s).
// 2. Long streams: loading a player account of 100,000 events against loading a fresh one
//    (snapshots keep it flat; target <= 1.3x), plus the worst case: the snapshot 49 events behind,
//    and the warm path of a running process (its state cache plus a read of nothing newer).
// The log is seeded with server-side batched INSERTs of well-formed coin events (balance chain and
// all), not through the command path: seeding is not what is measured.
import { createSqlClient, PostgresEventStore, runMigrations, type SqlClient } from '@lootledger/event-store';
import { ChangeType, CounterAccount } from '@lootledger/contracts';
import { LEDGER_FEATURE, LEDGER_READ_MODELS, PLAYER_ACCOUNT, PlayerAccountService } from '../ledger';
import { eventSourcingMigrations, rebuildReadModels, registerFeature } from '../platform/event-sourcing';
import type { Bench, BenchResult } from './bench';

const REBUILD_PLAYERS = 2_000;
const EVENTS_PER_PLAYER = 100;
const LONG_STREAM_EVENTS = 100_000;
const LOADS = 300;

/**
 * Inserts `events` coin events into `player-{prefix}{p}` for p in [from, to): odd versions credit
 * 10.00, even ones debit 4.00, so balance_after = ceil(v/2)*1000 - floor(v/2)*400 (never negative).
 */
function seedSql(prefix: string, from: number, to: number, fromVersion: number, toVersion: number): string {
  return `INSERT INTO events (stream_id, stream_version, event_id, event_type, data, metadata)
SELECT 'player-${prefix}' || p, v, gen_random_uuid(),
       CASE WHEN v % 2 = 1 THEN 'CoinsCredited' ELSE 'CoinsDebited' END,
       jsonb_build_object(
         'amount', CASE WHEN v % 2 = 1 THEN '1000' ELSE '-400' END,
         'balance_after', (((v + 1) / 2) * 1000 - (v / 2) * 400)::text,
         'change_type', CASE WHEN v % 2 = 1 THEN ${ChangeType.RECHARGE} ELSE ${ChangeType.BOX_OPEN} END,
         'reference', 'bench-' || p || '-' || v,
         'counter_account', CASE WHEN v % 2 = 1 THEN '${CounterAccount.PAYMENT_CLEARING}' ELSE '${CounterAccount.HOUSE_REVENUE}' END),
       '{"schema": 1}'::jsonb
  FROM generate_series(${from}, ${to - 1}) AS p, generate_series(${fromVersion}, ${toVersion}) AS v
 ORDER BY p, v`;
}

export async function seedPlayers(sql: SqlClient, prefix: string, players: number, events: number): Promise<void> {
  const playersPerBatch = Math.max(1, Math.floor(20_000 / events));
  for (let from = 0; from < players; from += playersPerBatch) {
    await sql.query(seedSql(prefix, from, Math.min(players, from + playersPerBatch), 1, events));
  }
}

async function seedLongStream(sql: SqlClient, prefix: string, fromVersion: number, toVersion: number): Promise<void> {
  for (let from = fromVersion; from <= toVersion; from += 20_000) {
    await sql.query(seedSql(prefix, 0, 1, from, Math.min(toVersion, from + 19_999)));
  }
}

/** Events per second of rebuilding the tables from the whole log (rebuildReadModels). */
async function timeRebuild(sql: SqlClient, tables: readonly string[]): Promise<number> {
  await sql.query('VACUUM ANALYZE');
  await sql.query('CHECKPOINT');
  const started = performance.now();
  const { events } = await rebuildReadModels(
    sql,
    LEDGER_READ_MODELS.filter((model) => tables.includes(model.table)),
  );
  return events / ((performance.now() - started) / 1000);
}

/** Median milliseconds of loading each of the accounts, interleaved so both see the same conditions. */
async function timeLoads(service: PlayerAccountService, players: string[]): Promise<number[]> {
  const samples = players.map(() => [] as number[]);
  for (let round = 0; round < LOADS; round++) {
    for (const [index, player] of players.entries()) {
      const started = performance.now();
      await service.load(player);
      samples[index].push(performance.now() - started);
    }
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]);
}

export const ledgerBench: Bench = {
  name: 'ledger',
  async run(context) {
    const results: BenchResult[] = [];
    const database = await context.createDatabase('ll_bench_ledger');
    const sql = await createSqlClient({ databaseUrl: database.url, poolSize: 4 });
    try {
      const store = await PostgresEventStore.open(sql);
      registerFeature(LEDGER_FEATURE);
      await runMigrations(sql, eventSourcingMigrations(LEDGER_READ_MODELS));

      const seeded = performance.now();
      await seedPlayers(sql, 'rebuild-', REBUILD_PLAYERS, EVENTS_PER_PLAYER);
      const total = REBUILD_PLAYERS * EVENTS_PER_PLAYER;
      context.log(`seeded ${total} coin events in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

      const rebuild = await timeRebuild(sql, ['ledger_balances', 'ledger_change_records']);
      context.log(`rebuild balances + change records: ${Math.round(rebuild)} events/s`);
      results.push({
        name: `rebuild balances + change records, ${total} events`,
        value: rebuild,
        unit: 'events/s',
        note: 'target >= 50000',
      });
      const withJournal = await timeRebuild(
        sql,
        LEDGER_READ_MODELS.map((model) => model.table),
      );
      context.log(`rebuild every ledger read model (with the journal): ${Math.round(withJournal)} events/s`);
      results.push({ name: `rebuild all ledger read models, ${total} events`, value: withJournal, unit: 'events/s' });

      // Long streams: one account of 100,000 events; fresh accounts have none.
      await seedLongStream(sql, 'long', 1, LONG_STREAM_EVENTS);
      // Cold loads (snapshot + tail): the state cache would otherwise serve every load after the first.
      const service = PlayerAccountService.over(store, { cachedAccounts: 0 });
      const firstLoad = performance.now();
      const loaded = await service.load('long0');
      context.log(
        `first load of the 100,000-event account (folds all, saves a snapshot): ${(performance.now() - firstLoad).toFixed(0)} ms, version ${loaded.version}`,
      );
      const [longMs, freshMs] = await timeLoads(service, ['long0', 'fresh-player']);
      const ratio = longMs / freshMs;
      context.log(
        `load: 100,000 events ${longMs.toFixed(3)} ms, fresh ${freshMs.toFixed(3)} ms (${ratio.toFixed(2)}x)`,
      );
      results.push(
        { name: 'load account, 100,000 events (median)', value: longMs, unit: 'ms' },
        { name: 'load account, fresh (median)', value: freshMs, unit: 'ms' },
        { name: 'load 100,000 events / fresh', value: ratio, unit: 'x', note: 'target <= 1.30' },
      );

      // Worst case between snapshots: one event short of the next one.
      const behind = PLAYER_ACCOUNT.snapshot!.every - 1;
      await seedLongStream(sql, 'long', LONG_STREAM_EVENTS + 1, LONG_STREAM_EVENTS + behind);
      const [tailMs, freshAgainMs] = await timeLoads(service, ['long0', 'fresh-player']);
      context.log(
        `load: ${LONG_STREAM_EVENTS + behind} events (snapshot ${behind} behind) ${tailMs.toFixed(3)} ms, fresh ${freshAgainMs.toFixed(3)} ms`,
      );
      results.push({
        name: `load ${LONG_STREAM_EVENTS + behind} events (snapshot ${behind} behind) / fresh`,
        value: tailMs / freshAgainMs,
        unit: 'x',
        note: 'worst case between snapshots',
      });

      // What a command in a warm process pays: the cached state plus a read of nothing newer.
      const warm = PlayerAccountService.over(store);
      const [warmLongMs, warmFreshMs] = await timeLoads(warm, ['long0', 'fresh-player']);
      context.log(
        `warm load (state cache): ${LONG_STREAM_EVENTS + behind} events ${warmLongMs.toFixed(3)} ms, fresh ${warmFreshMs.toFixed(3)} ms`,
      );
      results.push({
        name: `warm load ${LONG_STREAM_EVENTS + behind} events / fresh (state cache)`,
        value: warmLongMs / warmFreshMs,
        unit: 'x',
      });
      return results;
    } finally {
      await sql.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.drop();
    }
  },
};
