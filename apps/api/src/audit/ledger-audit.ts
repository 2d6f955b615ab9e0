// The audit (architecture.md, "Pinned for auditors"): inside one snapshot transaction it reads the
// whole log, checks stream versions (1..n, no gaps), every coin event's shape, its double entry and
// its balance_after chain, every settlement between two counter-accounts (`house-{source}`), replays
// the log through every registered read model's own projection code into fresh temporary copies of
// their tables, and compares them with the live ones row by row (an async read model up to its
// checkpoint), then runs every registered check (a game's draws, ...). The same pass recomputes
// every event's hash and refolds every snapshotted stream; then the whole log's chain is compared
// with the signed checkpoints, stored and exported (log-integrity-audit.ts). Every failure names
// the stream and the event. Nothing is written: the temporary tables are dropped with the
// transaction.
import { formatAmount } from '@lootledger/contracts';
import {
  compareLogPositions,
  EVENT_COLUMNS,
  LOG_START,
  toRecordedEvent,
  type EventRow,
  type LogCheckpoint,
  type LogPosition,
  type RecordedEvent,
  type SqlClient,
  type SqlExecutor,
} from '@lootledger/event-store';
import {
  COIN_EVENT_TYPES,
  COUNTER_ACCOUNTS_SETTLED,
  PLAYER_LEG,
  playerIdOfStream,
  readCoinMovement,
  readCounterSettlement,
  sourceOfHouseStream,
} from '../ledger';
import {
  describeEvent,
  FailureList,
  registeredAuditChecks,
  registeredReadModels,
  registeredStreamKinds,
  type AnyStreamKind,
  type AuditCheck,
  type AuditCheckResult,
  type ReadModel,
} from '../platform/event-sourcing';
import { checkLogCheckpoints, SnapshotCheck, StreamChainCheck, type ChainHead } from './log-integrity-audit';

export interface AuditOptions {
  /** Events read and replayed per batch. */
  batchSize?: number;
  /** Failures printed per check (all are counted). */
  maxFailuresShown?: number;
  /** The read models to rebuild and compare (default: every registered one). */
  readModels?: readonly ReadModel[];
  /** Checks after the ledger's (default: every registered one). */
  checks?: readonly AuditCheck[];
  /** The stream kinds whose snapshots are refolded (default: every registered one). */
  streamKinds?: readonly AnyStreamKind[];
  /** LEDGER_CHECKPOINT_KEY: verifies the signatures of checkpoints and snapshots (null: not verified). */
  integrityKey?: string | null;
  /** The checkpoints exported outside the database (null: none given). */
  exportedCheckpoints?: readonly LogCheckpoint[] | null;
}

/** A read model being replayed: up to where (an async one's checkpoint; null: the whole log). */
interface Replayed {
  model: ReadModel;
  until: LogPosition | null;
}

/** What the audit covered, for the filed report. */
export interface AuditCoverage {
  events: number;
  streams: number;
  /** The log's first and last global positions (null for an empty log). */
  firstPosition: bigint | null;
  lastPosition: bigint | null;
  /** The chain over the whole log, and the last stored checkpoint. */
  chainHead: ChainHead;
}

export interface AuditReport {
  ok: boolean;
  checks: AuditCheckResult[];
  failureCount: number;
  coverage: AuditCoverage;
  /** Where the time went: milliseconds per phase, in order. */
  timings: [phase: string, ms: number][];
}

/** Adds up milliseconds per phase. */
class Timings {
  private readonly phases = new Map<string, number>();

  async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(phase, performance.now() - started);
    }
  }

  add(phase: string, ms: number): void {
    this.phases.set(phase, (this.phases.get(phase) ?? 0) + ms);
  }

  list(): [string, number][] {
    return [...this.phases];
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export async function runAudit(sql: SqlClient, options: AuditOptions = {}): Promise<AuditReport> {
  const batchSize = options.batchSize ?? 5000;
  const limit = options.maxFailuresShown ?? 20;
  const models = options.readModels ?? registeredReadModels();
  const extraChecks = options.checks ?? registeredAuditChecks();
  return sql.transaction(async (tx) => {
    // One snapshot for the log and the live read models: appends committing meanwhile are not
    // half-seen (inline projections commit with their append; async ones with their checkpoint).
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const eventsSchema = await schemaOf(tx, 'events');
    const liveSchemas = new Map<string, string>();
    const replayed: Replayed[] = [];
    for (const model of models) {
      const schema = await schemaOf(tx, model.table);
      liveSchemas.set(model.table, schema);
      // Unqualified names resolve to pg_temp first: the projections write into these copies.
      await tx.query(
        `CREATE TEMP TABLE ${model.table} (LIKE ${quote(schema)}.${model.table} INCLUDING ALL) ON COMMIT DROP`,
      );
      replayed.push({ model, until: 'async' in model.feed ? await checkpointOf(tx, model.name) : null });
    }

    const integrity = {
      chain: new StreamChainCheck(limit),
      snapshots: new SnapshotCheck(options.streamKinds ?? registeredStreamKinds(), options.integrityKey ?? null, limit),
    };
    const timings = new Timings();
    const { checks, events, streams } = await checkLogAndReplay(tx, replayed, integrity, timings, batchSize, limit);
    checks.push(integrity.chain.result(), await timings.time('snapshots', () => integrity.snapshots.result(tx)));
    const checkpoints = await timings.time('log chain and checkpoints', () =>
      checkLogCheckpoints(tx, {
        integrityKey: options.integrityKey ?? null,
        exported: options.exportedCheckpoints ?? null,
        limit,
      }),
    );
    checks.push(checkpoints.result);
    for (const model of models) {
      checks.push(
        await timings.time(`compare ${model.table}`, () =>
          compareReadModel(tx, model, liveSchemas.get(model.table)!, eventsSchema, limit),
        ),
      );
    }
    const journal = liveSchemas.get('ledger_journal');
    if (journal) {
      checks.push(await timings.time('journal sums', () => checkJournalSums(tx, journal, eventsSchema, limit)));
    }
    for (const check of extraChecks) {
      checks.push(await timings.time(check.name, () => check.run(tx, { maxFailuresShown: limit })));
    }
    const failureCount = checks.reduce((total, check) => total + check.failureCount, 0);
    const bounds = await tx.query<{ first: string | null; last: string | null }>(
      `SELECT min(global_position)::text AS first, max(global_position)::text AS last FROM events`,
    );
    const coverage: AuditCoverage = {
      events,
      streams,
      firstPosition: bounds.rows[0].first === null ? null : BigInt(bounds.rows[0].first),
      lastPosition: bounds.rows[0].last === null ? null : BigInt(bounds.rows[0].last),
      chainHead: checkpoints.head,
    };
    return { ok: failureCount === 0, checks, failureCount, coverage, timings: timings.list() };
  });
}

async function schemaOf(tx: SqlExecutor, table: string): Promise<string> {
  const { rows } = await tx.query<{ schema: string | null }>(
    `SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.oid = to_regclass($1)`,
    [table],
  );
  if (!rows[0]?.schema) throw new Error(`table ${table} not found: is this a Lootledger database?`);
  return rows[0].schema;
}

/** Where an async read model's subscription stands in this snapshot (what its live table reflects). */
async function checkpointOf(tx: SqlExecutor, name: string): Promise<LogPosition> {
  const { rows } = await tx.query<{ tx: string; pos: string }>(
    `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) } : LOG_START;
}

/**
 * One pass over the log in (stream, version) order: versions, coin events, balance chain, event
 * hashes, snapshots; replays as it goes.
 */
async function checkLogAndReplay(
  tx: SqlExecutor,
  replayed: readonly Replayed[],
  integrity: { chain: StreamChainCheck; snapshots: SnapshotCheck },
  timings: Timings,
  batchSize: number,
  limit: number,
): Promise<{ checks: AuditCheckResult[]; events: number; streams: number }> {
  const versions = new FailureList(limit);
  const shapes = new FailureList(limit);
  const doubleEntry = new FailureList(limit);
  const chain = new FailureList(limit);
  let events = 0;
  let streams = 0;
  let playerStreams = 0;
  let coinEvents = 0;
  let settlements = 0;
  let otherEvents = 0;
  let replayedEvents = 0;

  let currentStream: string | null = null;
  let expectedVersion = 1;
  let balance: bigint | null = 0n;
  let after: [string, number] = ['', 0];

  for (;;) {
    const read = performance.now();
    const { rows } = await tx.query<EventRow & { hash: string; chain_content: string }>(
      `SELECT ${EVENT_COLUMNS}, encode(e.hash, 'hex') AS hash,
              event_chain_content(e.stream_id, e.stream_version, e.event_id, e.event_type, e.data, e.metadata, e.created_at) AS chain_content
         FROM events e WHERE (e.stream_id, e.stream_version) > ($1, $2::integer)
        ORDER BY e.stream_id, e.stream_version LIMIT $3::integer`,
      [after[0], after[1], batchSize],
    );
    if (rows.length === 0) break;
    await integrity.snapshots.prefetch(
      tx,
      rows.map((row) => row.stream_id),
    );
    const checked = performance.now();
    timings.add('log pass: read', checked - read);
    const toReplay: RecordedEvent[] = [];
    for (const row of rows) {
      events++;
      const version = Number(row.stream_version);
      const where = describeEvent(row.stream_id, version, row.event_id);
      if (row.stream_id !== currentStream) {
        currentStream = row.stream_id;
        streams++;
        expectedVersion = 1;
        balance = 0n;
        if (playerIdOfStream(row.stream_id) !== null) playerStreams++;
        integrity.chain.enterStream();
        integrity.snapshots.enterStream(row.stream_id);
      }
      const recorded = toRecordedEvent(row);
      integrity.chain.event({
        where,
        streamId: row.stream_id,
        version,
        hash: row.hash,
        chainContent: row.chain_content,
      });
      integrity.snapshots.event(recorded, where);
      if (version !== expectedVersion) {
        versions.add(`${where}: expected version ${expectedVersion}, found ${version} (a gap in the stream)`);
      }
      expectedVersion = version + 1;

      if (row.event_type === COUNTER_ACCOUNTS_SETTLED && sourceOfHouseStream(row.stream_id) !== null) {
        // Between two counter-accounts: both legs must name one, differently, with a positive amount.
        settlements++;
        try {
          readCounterSettlement(recorded.data);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (reason.includes('counter-account')) doubleEntry.add(`${where}: ${reason}: its amount has no second leg`);
          else shapes.add(`${where}: ${reason}`);
          continue;
        }
        toReplay.push(recorded);
        continue;
      }
      const isCoinEvent = (COIN_EVENT_TYPES as readonly string[]).includes(row.event_type);
      if (!isCoinEvent || playerIdOfStream(row.stream_id) === null) {
        otherEvents++;
        toReplay.push(recorded);
        continue;
      }
      coinEvents++;
      const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
      let movement;
      try {
        movement = readCoinMovement(row.event_type, data);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (reason.includes('counter_account')) {
          doubleEntry.add(
            `${where}: no valid counter-account (${String(data?.counter_account)}): its amount has no second leg`,
          );
        } else {
          shapes.add(`${where}: ${reason}`);
        }
        // Follow the chain from what the event claims, so one bad event is reported once.
        balance = /^-?\d+$/.test(String(data?.balance_after)) ? BigInt(String(data.balance_after)) : null;
        continue;
      }
      if (balance !== null && balance + movement.amount !== movement.balanceAfter) {
        chain.add(
          `${where}: balance before ${formatAmount(balance)} + amount ${formatAmount(movement.amount)} != balance_after ${formatAmount(movement.balanceAfter)}`,
        );
      }
      if (movement.balanceAfter < 0n)
        chain.add(`${where}: negative balance_after ${formatAmount(movement.balanceAfter)}`);
      balance = movement.balanceAfter;
      toReplay.push(recorded);
    }
    timings.add('log pass: check (versions, coin events, hashes, snapshots)', performance.now() - checked);
    for (const { model, until } of replayed) {
      const events = until ? toReplay.filter((event) => compareLogPositions(event, until) <= 0) : toReplay;
      if (events.length > 0) await timings.time(`replay ${model.table}`, () => model.projection.apply(tx, events));
    }
    replayedEvents += toReplay.length;
    const last = rows[rows.length - 1];
    after = [last.stream_id, Number(last.stream_version)];
  }

  const checks: AuditCheckResult[] = [
    {
      name: 'log: stream versions',
      checked: [
        `${events} events in ${streams} streams (${playerStreams} player accounts); versions 1..n without gaps`,
      ],
      failureCount: versions.count,
      failures: versions.shown,
    },
    {
      name: 'coin events: shape',
      checked: [
        `${coinEvents} coin events (signed integer amount, change type, reference); ${settlements} settlements between counter-accounts (positive amount, reason, reference); ${otherEvents} other events`,
      ],
      failureCount: shapes.count,
      failures: shapes.shown,
    },
    {
      name: 'double entry: counter-accounts',
      checked: [
        `${coinEvents} coin events each name a counter-account, ${settlements} settlements two different ones (two legs summing to zero)`,
      ],
      failureCount: doubleEntry.count,
      failures: doubleEntry.shown,
    },
    {
      name: 'balance chain',
      checked: [`${coinEvents} balance_after values: previous balance + amount, never negative`],
      failureCount: chain.count,
      failures: chain.shown,
    },
    {
      name: 'replay',
      checked: [
        `${replayedEvents} events replayed into fresh copies of ${replayed.length} read models: ${replayed.map(({ model }) => model.table).join(', ')}`,
        ...replayed
          .filter(({ until }) => until !== null)
          .map(
            ({ model, until }) =>
              `${model.table} (async) up to its checkpoint, global position ${until!.globalPosition}`,
          ),
      ],
      failureCount: 0,
      failures: [],
    },
  ];
  return { checks, events, streams };
}

/** Row-by-row comparison of a live read model with its fresh replay. */
async function compareReadModel(
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

/** The double-entry sums: zero over all accounts and per event, in the replay and in the live journal. */
async function checkJournalSums(
  tx: SqlExecutor,
  journalSchema: string,
  eventsSchema: string,
  limit: number,
): Promise<AuditCheckResult> {
  const failures = new FailureList(limit);
  const checked: string[] = [];
  for (const [label, table] of [
    ['replayed', 'pg_temp.ledger_journal'],
    ['live', `${quote(journalSchema)}.ledger_journal`],
  ] as const) {
    const total = await tx.query<{ total: string | null; legs: string; accounts: string; counter_accounts: string }>(
      `SELECT sum(amount)::text AS total, count(*)::text AS legs, count(DISTINCT account)::text AS accounts,
              count(DISTINCT account) FILTER (WHERE leg <> $1)::text AS counter_accounts FROM ${table}`,
      [PLAYER_LEG],
    );
    const sum = BigInt(total.rows[0].total ?? '0');
    checked.push(
      `${label} journal: ${total.rows[0].legs} legs over ${total.rows[0].accounts} accounts (${total.rows[0].counter_accounts} counter-accounts) sum to ${formatAmount(sum)}`,
    );
    if (sum !== 0n) failures.add(`${label} journal: the sum over all accounts is ${formatAmount(sum)}, not 0.00`);
    const unbalanced = await tx.query<{
      stream_id: string;
      stream_version: number;
      event_id: string | null;
      total: string;
      legs: string;
      unbalanced: string;
    }>(
      `SELECT j.stream_id, j.stream_version, min(e.event_id::text) AS event_id, sum(j.amount)::text AS total,
              count(*)::text AS legs, (count(*) OVER ())::text AS unbalanced
         FROM ${table} j LEFT JOIN ${quote(eventsSchema)}.events e ON e.stream_id = j.stream_id AND e.stream_version = j.stream_version
        GROUP BY j.stream_id, j.stream_version HAVING sum(j.amount) <> 0 OR count(*) <> 2
        ORDER BY 1, 2 LIMIT $1::integer`,
      [limit],
    );
    failures.uncounted(Number(unbalanced.rows[0]?.unbalanced ?? 0) - unbalanced.rows.length);
    for (const row of unbalanced.rows) {
      failures.add(
        `${label} journal: ${describeEvent(row.stream_id, Number(row.stream_version), row.event_id)}: ${row.legs} legs summing to ${formatAmount(BigInt(row.total))}`,
      );
    }
  }
  checked.push('every event: two legs summing to zero');
  return { name: 'double entry: sums', checked, failureCount: failures.count, failures: failures.shown };
}
