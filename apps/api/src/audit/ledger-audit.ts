// The audit (architecture.md, "Pinned for auditors"): inside one snapshot transaction it reads the
// whole log, checks stream versions (1..n, no gaps), every coin event's shape, its double entry and
// its balance_after chain, every settlement between two counter-accounts (`house-{source}`), replays
// the log through every registered read model's own projection code into fresh temporary copies of
// their tables, and compares them with the live ones row by row (an async read model up to its
// checkpoint), then runs every registered check (a game's draws, ...). The same pass recomputes
// every event's hash and refolds every snapshotted stream; then the whole log's chain is compared
// with the signed checkpoints, stored and exported (log-integrity-audit.ts). Each check is a file of
// checks/ (stream versions, coin events, read models, journal sums); this file runs them. Every
// failure names the stream and the event. Nothing is written: the temporary tables are dropped with
// the transaction.
import {
  compareLogPositions,
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
  type LogCheckpoint,
  type RecordedEvent,
  type SqlClient,
  type SqlExecutor,
} from '@lootledger/event-store';
import {
  describeEvent,
  registeredAuditChecks,
  registeredReadModels,
  registeredStreamKinds,
  type AnyStreamKind,
  type AuditCheck,
  type AuditCheckResult,
  type ReadModel,
} from '../platform/event-sourcing';
import { Timings } from './audit-timings';
import { CoinEventsCheck } from './checks/coin-events.check';
import { checkJournalSums } from './checks/journal-sums.check';
import {
  checkpointOf,
  compareReadModel,
  quote,
  replayResult,
  schemaOf,
  type Replayed,
} from './checks/read-models.check';
import { StreamVersionsCheck } from './checks/stream-versions.check';
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

/**
 * One pass over the log in (stream, version) order: versions, coin events, balance chain, event
 * hashes, snapshots (each check in checks/ or log-integrity-audit.ts); replays as it goes.
 */
async function checkLogAndReplay(
  tx: SqlExecutor,
  replayed: readonly Replayed[],
  integrity: { chain: StreamChainCheck; snapshots: SnapshotCheck },
  timings: Timings,
  batchSize: number,
  limit: number,
): Promise<{ checks: AuditCheckResult[]; events: number; streams: number }> {
  const versions = new StreamVersionsCheck(limit);
  const coins = new CoinEventsCheck(limit);
  let replayedEvents = 0;
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
      const version = Number(row.stream_version);
      const where = describeEvent(row.stream_id, version, row.event_id);
      if (versions.event(row.stream_id, version, where)) {
        coins.enterStream();
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
      if (coins.event(row, recorded, where)) toReplay.push(recorded);
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

  const checks = [versions.result(), ...coins.results(), replayResult(replayed, replayedEvents)];
  return { checks, events: versions.events, streams: versions.streams };
}
