// The audit's read-model checks: every registered read model is rebuilt by replaying the log through
// its own projection code into a fresh temporary copy of its table (an async one up to its
// checkpoint), then compared with the live table row by row; every failure names the stream and the
// event behind the row.
import { LOG_START, type LogPosition, type SqlExecutor } from '@lootledger/event-store';
import { describeEvent, type AuditCheckResult, type ReadModel } from '../../platform/event-sourcing';

/** A read model being replayed: up to where (an async one's checkpoint; null: the whole log). */
export interface Replayed {
  model: ReadModel;
  until: LogPosition | null;
}

export const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export async function schemaOf(tx: SqlExecutor, table: string): Promise<string> {
  const { rows } = await tx.query<{ schema: string | null }>(
    `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.oid = to_regclass($1)`,
    [table],
  );
  if (!rows[0]?.schema) throw new Error(`table ${table} not found: is this a Lootledger database?`);
  return rows[0].schema;
}

/** Where an async read model's subscription stands in this snapshot (what its live table reflects). */
export async function checkpointOf(tx: SqlExecutor, name: string): Promise<LogPosition> {
  const { rows } = await tx.query<{ tx: string; pos: string }>(
    `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) } : LOG_START;
}

/** What the replay covered: the events replayed into which read models (it fails nothing itself). */
export function replayResult(replayed: readonly Replayed[], replayedEvents: number): AuditCheckResult {
  return {
    name: 'replay',
    checked: [
      `${replayedEvents} events replayed into fresh copies of ${replayed.length} read models: ${replayed.map(({ model }) => model.table).join(', ')}`,
      ...replayed
        .filter(({ until }) => until !== null)
        .map(
          ({ model, until }) => `${model.table} (async) up to its checkpoint, global position ${until!.globalPosition}`,
        ),
    ],
    failureCount: 0,
    failures: [],
  };
}

/** Row-by-row comparison of a live read model with its fresh replay. */
export async function compareReadModel(
  tx: SqlExecutor,
  model: ReadModel,
  schema: string,
  eventsSchema: string,
  limit: number,
): Promise<AuditCheckResult> {
  const live = `${quote(schema)}.${model.table}`;
  const replay = `pg_temp.${model.table}`;
  const join = model.key.map((column) => `l.${column} = r.${column}`).join(' AND ');
  const differs = `(${model.columns.map((c) => `l.${c}`).join(', ')}) IS DISTINCT FROM (${model.columns.map((c) => `r.${c}`).join(', ')})`;
  const firstKey = model.key[0];
  const where = `l.${firstKey} IS NULL OR r.${firstKey} IS NULL OR ${differs}`;
  const key = (column: string) => `coalesce(l.${column}, r.${column})`;
  const stream = model.stream.prefix
    ? `'${model.stream.prefix.replace(/'/g, "''")}' || ${key(model.stream.column)}`
    : key(model.stream.column);
  const version = model.versionColumn ? key(model.versionColumn) : 'NULL::integer';

  const counted = await tx.query<{ mismatches: string; live_rows: string; replay_rows: string }>(
    `SELECT (SELECT count(*) FROM ${live} l FULL JOIN ${replay} r ON ${join} WHERE ${where})::text AS mismatches,
            (SELECT count(*) FROM ${live})::text AS live_rows, (SELECT count(*) FROM ${replay})::text AS replay_rows`,
  );
  const { mismatches, live_rows: liveRows, replay_rows: replayRows } = counted.rows[0];
  const failures: string[] = [];
  if (Number(mismatches) > 0) {
    const { rows } = await tx.query<{
      stream: string;
      version: number | null;
      event_id: string | null;
      missing_live: boolean;
      missing_replay: boolean;
      live_row: string | null;
      replay_row: string | null;
    }>(
      `SELECT ${stream} AS stream, ${version} AS version, e.event_id::text AS event_id,
              l.${firstKey} IS NULL AS missing_live, r.${firstKey} IS NULL AS missing_replay,
              CASE WHEN l.${firstKey} IS NULL THEN NULL ELSE to_jsonb(l)::text END AS live_row,
              CASE WHEN r.${firstKey} IS NULL THEN NULL ELSE to_jsonb(r)::text END AS replay_row
         FROM ${live} l FULL JOIN ${replay} r ON ${join}
         LEFT JOIN ${quote(eventsSchema)}.events e ON e.stream_id = ${stream} AND e.stream_version = ${version}
        WHERE ${where}
        ORDER BY 1, 2 LIMIT $1::integer`,
      [limit],
    );
    for (const row of rows) {
      const at = describeEvent(row.stream, row.version === null ? null : Number(row.version), row.event_id);
      if (row.missing_live)
        failures.push(`${model.table}: ${at}: missing from the live read model (replay has ${row.replay_row})`);
      else if (row.missing_replay)
        failures.push(`${model.table}: ${at}: live row ${row.live_row} has no event behind it`);
      else failures.push(`${model.table}: ${at}: live ${row.live_row} != replay ${row.replay_row}`);
    }
  }
  return {
    name: `read model ${model.table}`,
    checked: [`${liveRows} live rows compared with ${replayRows} replayed rows`],
    failureCount: Number(mismatches),
    failures,
  };
}
