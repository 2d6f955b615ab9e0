// Rebuilds read models from the log ("they can be dropped and rebuilt at any time").
// One transaction: lock the tables (appends wait at their inline projection step, so none is
// half-seen), empty them, drop their indexes (all but the keys an upsert needs), replay the log of
// the transaction's snapshot through the projections in batches, recreate the indexes and keys (one
// sorted build beats row-by-row upkeep), commit. Readers wait for the commit and never see a half-built model; the appends that
// waited then project into the rebuilt tables.
// On PostgreSQL a second connection reads ahead on the same snapshot (pg_export_snapshot), so the
// server reads the next batch while it writes this one.
import type { RecordedEvent, SqlClient, SqlExecutor } from '@lootledger/event-store';
import { readLogAfter } from './log-reader';
import type { ReadModel } from './read-model';

export interface RebuildOptions {
  /** Events per batch. */
  batchSize?: number;
}

export interface RebuildResult {
  events: number;
  tables: string[];
}

/** Rebuilds these read models (inline-fed ones: an async one's checkpoint would not move with it). */
export async function rebuildReadModels(
  sql: SqlClient,
  models: readonly ReadModel[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 5_000;
  const tables = models.map((model) => model.table).join(', ');
  return sql.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    // Before any snapshot is taken: every append committed so far has projected into these tables.
    await tx.query(`LOCK TABLE ${tables} IN ACCESS EXCLUSIVE MODE`);
    await tx.query(`TRUNCATE ${tables}`);
    const indexes = await droppableIndexes(tx, models);
    for (const index of indexes) await tx.query(index.drop);

    let events = 0;
    const batches =
      sql.dialect === 'postgres' ? await readAheadOnSnapshot(sql, tx, batchSize) : readInline(tx, batchSize);
    for await (const batch of batches) {
      for (const model of models) await (model.rebuild?.projection ?? model.projection).apply(tx, batch);
      events += batch.length;
    }

    for (const index of indexes) await tx.query(index.create);
    return { events, tables: models.map((model) => model.table) };
  });
}

interface DroppableIndex {
  drop: string;
  create: string;
}

/**
 * The tables' indexes, as statements to drop and to recreate them: plain indexes, and the
 * constraints (primary keys) of tables whose rebuild only inserts. An upserting rebuild keeps its key.
 */
async function droppableIndexes(tx: SqlExecutor, models: readonly ReadModel[]): Promise<DroppableIndex[]> {
  const { rows } = await tx.query<{
    table_name: string;
    index_name: string;
    index_definition: string;
    constraint_name: string | null;
    constraint_definition: string | null;
  }>(
    `SELECT x.indrelid::regclass::text AS table_name, x.indexrelid::regclass::text AS index_name,
            pg_get_indexdef(x.indexrelid) AS index_definition,
            c.conname AS constraint_name, pg_get_constraintdef(c.oid) AS constraint_definition
       FROM pg_index x
       LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.conrelid = x.indrelid
      WHERE x.indrelid = ANY (SELECT to_regclass(name)::oid FROM unnest($1::text[]) AS name)
      ORDER BY 2`,
    [models.map((model) => model.table)],
  );
  const upserting = new Set(models.filter((model) => model.rebuild?.upserts ?? true).map((model) => model.table));
  const indexes: DroppableIndex[] = [];
  for (const row of rows) {
    if (row.constraint_name === null) {
      indexes.push({ drop: `DROP INDEX ${row.index_name}`, create: row.index_definition });
    } else if (!upserting.has(row.table_name.replace(/^.*\./, ''))) {
      indexes.push({
        drop: `ALTER TABLE ${row.table_name} DROP CONSTRAINT ${row.constraint_name}`,
        create: `ALTER TABLE ${row.table_name} ADD CONSTRAINT ${row.constraint_name} ${row.constraint_definition}`,
      });
    }
  }
  return indexes;
}

/** Batches read in the rebuild's own transaction, one after the other (PGlite: one connection). */
async function* readInline(tx: SqlExecutor, batchSize: number): AsyncGenerator<RecordedEvent[]> {
  let after = 0n;
  for (;;) {
    const batch = await readLogAfter(tx, after, batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1].globalPosition;
  }
}

const SNAPSHOT_ID = /^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/i;
const READ_AHEAD = 2;

/**
 * Batches read by a second transaction that imports the rebuild transaction's snapshot: it sees
 * exactly the same log, and reads up to READ_AHEAD batches ahead of the writer.
 */
async function readAheadOnSnapshot(
  sql: SqlClient,
  tx: SqlExecutor,
  batchSize: number,
): Promise<AsyncGenerator<RecordedEvent[]>> {
  const { rows } = await tx.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
  const snapshot = rows[0].snapshot;
  if (!SNAPSHOT_ID.test(snapshot)) throw new Error(`unexpected snapshot id ${snapshot}`);

  const ready: RecordedEvent[][] = [];
  let done = false;
  let failure: unknown = null;
  let stopped = false;
  let wakeConsumer: (() => void) | null = null;
  let wakeProducer: (() => void) | null = null;
  const signal = (wake: (() => void) | null) => wake?.();

  const reader = sql
    .transaction(async (reading) => {
      await reading.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      // A literal, not a parameter: SET does not take bind parameters (the id is checked above).
      await reading.query(`SET TRANSACTION SNAPSHOT '${snapshot}'`);
      for await (const batch of readInline(reading, batchSize)) {
        while (ready.length >= READ_AHEAD && !stopped) await new Promise<void>((resolve) => (wakeProducer = resolve));
        if (stopped) return;
        ready.push(batch);
        signal(wakeConsumer);
      }
    })
    .catch((error: unknown) => {
      failure = error;
    })
    .finally(() => {
      done = true;
      signal(wakeConsumer);
    });

  async function* consume(): AsyncGenerator<RecordedEvent[]> {
    try {
      for (;;) {
        if (ready.length > 0) {
          const batch = ready.shift()!;
          signal(wakeProducer);
          yield batch;
          continue;
        }
        if (failure) throw failure;
        if (done) return;
        await new Promise<void>((resolve) => (wakeConsumer = resolve));
      }
    } finally {
      // The writer stopped (finished or failed): end the reader before the snapshot's owner commits.
      stopped = true;
      signal(wakeProducer);
      await reader;
    }
  }
  return consume();
}
