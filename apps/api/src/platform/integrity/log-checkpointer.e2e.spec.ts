// When the log's signed checkpoints are recorded, proven against the audit: a graceful stop records
// one over the last event (so a superuser's self-consistent rewrite of the tail while the platform is
// stopped fails the audit, which it passed when the tail was left to the next start), a start records
// one over what an earlier run left uncovered, every LEDGER_CHECKPOINT_EVERY_EVENTS appended events
// record one, and the audit counts the events after the last exported checkpoint.
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  createSqlClient,
  parseCheckpointExport,
  PostgresEventStore,
  type EventStore,
  type LogCheckpoint,
  type SqlClient,
  type SqlExecutor,
} from '@lootledger/event-store';
import { formatAuditReport } from '../../audit/audit.report';
import { runAudit, type AuditReport } from '../../audit/ledger-audit';
import { SeedPairsService } from '../../games';
import { aPlayer } from '../../identity/testing';
import { EVENT_STORE } from '../database/event-store.provider';
import { SQL_CLIENT } from '../database/tokens';
import { shutdownGracefully } from '../shutdown/graceful-shutdown';
import { ApiClient } from '../testing/api-client';
import { rehashStream, tamper } from '../testing/tamper';
import {
  createPersistentTestStore,
  settledProcesses,
  startTestApp,
  type PersistentTestStore,
  type TestApp,
} from '../testing/test-app';
import { checkpointExportFile, INTEGRITY_KEY } from './integrity-key';
import { LogCheckpointer } from './log-checkpointer';

/** Signed checkpoints are PostgreSQL's (docs/scaling-out.md, "EventStoreDB"): skipped there, saying why. */
const it: jest.It =
  process.env.TEST_EVENT_STORE === 'eventstoredb'
    ? (((name: string, fn: () => Promise<void>) =>
        global.it.skip(`${name} [skipped: signed log checkpoints are PostgreSQL-only]`, fn)) as jest.It)
    : global.it;

/** No checkpoint by the clock: only the ones under test (start, stop, every N events, the test's own). */
const NOT_BY_THE_CLOCK = { ledgerCheckpointIntervalMs: 24 * 3_600_000 };

let store: PersistentTestStore;
/** The app now running on the store (null once stopped). */
let running: TestApp | null = null;

beforeEach(async () => {
  store = await createPersistentTestStore();
});
afterEach(async () => {
  await running?.close();
  running = null;
  await store.drop();
});

async function start(overrides: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  running = await startTestApp({ ...NOT_BY_THE_CLOCK, ...overrides }, store);
  return running;
}

/** The graceful stop main.ts runs on SIGTERM: HTTP drains, the hooks run, the database closes. */
async function stopGracefully(app: TestApp): Promise<void> {
  running = null;
  await shutdownGracefully(app.app, { drainTimeoutMs: 5_000 });
}

/** The store's database opened directly, as `npm run audit` (or an attacker) does with the platform stopped. */
function openStoreDirectly(): Promise<SqlClient> {
  return createSqlClient({
    databaseUrl: store.database.url,
    dataDir: path.join(store.dataDir, 'pglite'),
    poolSize: 2,
  });
}

function exportedOf(app: TestApp): LogCheckpoint[] {
  const file = checkpointExportFile(app.config);
  return fs.existsSync(file) ? parseCheckpointExport(fs.readFileSync(file, 'utf8')) : [];
}

/** The log's event count and its last event in feed order (the order checkpoints chain). */
async function logHead(sql: SqlExecutor): Promise<{ count: bigint; last: string }> {
  const { rows } = await sql.query<{ count: string; last: string }>(
    `SELECT (SELECT count(*) FROM events)::text AS count,
            (SELECT transaction_id::text || '/' || global_position::text FROM events
              ORDER BY transaction_id DESC, global_position DESC LIMIT 1) AS last`,
  );
  return { count: BigInt(rows[0].count), last: rows[0].last };
}

const at = (checkpoint: LogCheckpoint) => `${checkpoint.position.transactionId}/${checkpoint.position.globalPosition}`;

async function storedCheckpoints(sql: SqlExecutor): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM log_checkpoints');
  return Number(rows[0].n);
}

const failedChecks = (report: AuditReport) =>
  report.checks.filter((check) => check.failureCount > 0).map((check) => check.name);

it('a graceful stop records a checkpoint over the last event: a rewrite of the tail while stopped fails the audit', async () => {
  const app = await start({ registrationPacket: true });
  const key = app.app.get<string>(INTEGRITY_KEY);
  await settledProcesses(app);
  // An exported checkpoint before the player (the clock's would be there on a running platform).
  await app.app.get(LogCheckpointer).checkpoint();
  const player = await aPlayer(new ApiClient(app.baseUrl)).register();
  await settledProcesses(app); // the registration packet is credited
  await stopGracefully(app);

  const sql = await openStoreDirectly();
  try {
    const exported = exportedOf(app);
    const head = await logHead(sql);
    const last = exported[exported.length - 1];
    const sound = await runAudit(sql, { integrityKey: key, exportedCheckpoints: exported });
    expect(failedChecks(sound)).toEqual([]);

    // The superuser, while the platform is stopped: the registration packet becomes 500.00, in its
    // draw, in its credit and in the read models; the stream's hashes recomputed with the database's
    // own function. Every check but the checkpoints' agrees with the rewritten log.
    const streamId = `player-${player.id}`;
    const { rows } = await sql.query<{ event_id: string; event_type: string }>(
      `SELECT event_id::text, event_type FROM events
        WHERE stream_id = $1 AND event_type IN ('RegistrationPacketDrawn', 'CoinsCredited') ORDER BY stream_version`,
      [streamId],
    );
    expect(rows.map((row) => row.event_type)).toEqual(['RegistrationPacketDrawn', 'CoinsCredited']);
    const [drawn, credited] = rows;
    await tamper(
      sql,
      // Every tier of the draw pays 500.00, so whatever its ticket picks is what the packet says.
      `UPDATE events SET data = jsonb_set(jsonb_set(jsonb_set(data, '{amount}', '"50000"'),
          '{draws,0,roll}', '"50000"'), '{draws,0,tiers}',
          (SELECT jsonb_agg(jsonb_set(tier, '{amount}', '"50000"')) FROM jsonb_array_elements(data->'draws'->0->'tiers') tier))
        WHERE event_id = $1::uuid`,
      [drawn.event_id],
    );
    await tamper(
      sql,
      `UPDATE events SET data = data || '{"amount": "50000", "balance_after": "50000"}'::jsonb WHERE event_id = $1::uuid`,
      [credited.event_id],
    );
    await tamper(sql, ...rehashStream(streamId));
    await sql.query(`UPDATE ledger_journal SET amount = sign(amount) * 50000 WHERE stream_id = $1`, [streamId]);
    await sql.query(`UPDATE ledger_change_records SET bean = 50000, final_bean = 50000 WHERE stream_id = $1`, [
      streamId,
    ]);
    await sql.query(`UPDATE ledger_balances SET balance = 50000 WHERE player_id = $1`, [player.id]);

    // Before checkpoints were recorded at a graceful stop, the tail was uncovered and this passed.
    const rewritten = await runAudit(sql, { integrityKey: key, exportedCheckpoints: exported });
    expect(failedChecks(rewritten)).toEqual(['log: signed checkpoints']);
    expect(rewritten.ok).toBe(false);
    expect(rewritten.checks.find((check) => check.name === 'log: signed checkpoints')!.failures).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^exported checkpoint #${last.seq} at position ${last.position.globalPosition}: the log's chain there is [0-9a-f]{64} over ${head.count} events, the checkpoint says ${last.chainHash}`,
        ),
      ),
    );

    // Because the stop's checkpoint covers the last event: nothing after it.
    expect(at(last)).toBe(head.last);
    expect(last.eventCount).toBe(head.count);
    expect(sound.coverage.chainHead.afterLastExport).toEqual({ checkpoint: last, events: 0n });
    expect(formatAuditReport(sound, 'test')).toContain(
      `0 events after the last exported checkpoint (seq ${last.seq}, position ${last.position.globalPosition})`,
    );
  } finally {
    await sql.close();
  }
});

it('a start records a checkpoint over what an earlier run left uncovered, and exports it', async () => {
  let app = await start();
  await aPlayer(new ApiClient(app.baseUrl)).register();
  await stopGracefully(app);

  // A run that crashed: its last appends are in the log, no checkpoint over them.
  const sql = await openStoreDirectly();
  try {
    const crashed = new PostgresEventStore(sql, { integrityKey: app.app.get<string>(INTEGRITY_KEY) });
    await crashed.appendToStream(
      `probe-${randomUUID()}`,
      [{ eventId: randomUUID(), type: 'ProbeAppended', data: { by: 'a run that crashed' } }],
      'no_stream',
    );
    const { rows } = await sql.query<{ covered: boolean }>(
      `SELECT (SELECT count(*) FROM events) = (SELECT max(event_count) FROM log_checkpoints) AS covered`,
    );
    expect(rows[0].covered).toBe(false);
  } finally {
    await sql.close();
  }

  app = await start();
  const sqlOfApp = app.app.get<SqlClient>(SQL_CLIENT);
  const checkpoints = await sqlOfApp.query<{ seq: number; event_count: string; at: string }>(
    `SELECT seq, event_count::text, transaction_id::text || '/' || global_position::text AS at
       FROM log_checkpoints ORDER BY seq`,
  );
  const probe = await sqlOfApp.query<{ count: string; at: string }>(
    `SELECT (SELECT count(*) FROM events WHERE global_position <= e.global_position)::text AS count,
            transaction_id::text || '/' || global_position::text AS at
       FROM events e WHERE event_type = 'ProbeAppended'`,
  );
  // The start's checkpoint is the one over the crashed run's event (the app may append after it).
  const overProbe = checkpoints.rows.find((checkpoint) => checkpoint.at === probe.rows[0].at);
  expect(overProbe).toBeDefined();
  expect(overProbe!.event_count).toBe(probe.rows[0].count);
  expect(exportedOf(app).map((checkpoint) => checkpoint.seq)).toContain(overProbe!.seq);
});

it('records a checkpoint every LEDGER_CHECKPOINT_EVERY_EVENTS events appended, off the append', async () => {
  // An API process (the count is every process's): no background transaction of its own is in
  // flight when it records, so the checkpoint reaches the append that set it off.
  const app = await start({ ledgerCheckpointEveryEvents: 5, role: 'api' });
  const sql = app.app.get<SqlClient>(SQL_CLIENT);
  const checkpointer = app.app.get(LogCheckpointer);
  const eventStore = app.app.get<EventStore>(EVENT_STORE);
  // From here the log moves only with what the test appends; the count starts again at a checkpoint.
  await checkpointer.checkpoint();
  const before = await storedCheckpoints(sql);

  const streamId = `probe-${randomUUID()}`;
  const appendOne = (version: number) =>
    eventStore.appendToStream(
      streamId,
      [{ eventId: randomUUID(), type: 'ProbeAppended', data: { n: version + 1 } }],
      version,
    );
  for (let version = 0; version < 4; version++) await appendOne(version);
  await checkpointer.idle();
  expect(await storedCheckpoints(sql)).toBe(before);

  await appendOne(4);
  await checkpointer.idle();
  expect(await storedCheckpoints(sql)).toBe(before + 1);
  const head = await logHead(sql);
  const last = exportedOf(app).at(-1)!;
  expect(at(last)).toBe(head.last);
  expect(last.eventCount).toBe(head.count);

  // One append of five events counts five.
  await eventStore.appendToStream(
    streamId,
    Array.from({ length: 5 }, (_, index) => ({ eventId: randomUUID(), type: 'ProbeAppended', data: { n: 6 + index } })),
    5,
  );
  await checkpointer.idle();
  expect(await storedCheckpoints(sql)).toBe(before + 2);
});

it('the audit counts the events after the last exported checkpoint: 0 after a stop, k after k more', async () => {
  let app = await start();
  await aPlayer(new ApiClient(app.baseUrl)).register();
  await settledProcesses(app);
  await stopGracefully(app);

  // An API process: no background work, so the log moves only with the test's registrations.
  app = await start({ role: 'api' });
  const sql = app.app.get<SqlClient>(SQL_CLIENT);
  const key = app.app.get<string>(INTEGRITY_KEY);
  const audit = () => runAudit(sql, { integrityKey: key, exportedCheckpoints: exportedOf(app) });
  await app.app.get(LogCheckpointer).checkpoint();
  const covered = await audit();
  expect(failedChecks(covered)).toEqual([]);
  const last = exportedOf(app).at(-1)!;
  expect(covered.coverage.chainHead.afterLastExport).toEqual({ checkpoint: last, events: 0n });

  const before = await logHead(sql);
  const client = new ApiClient(app.baseUrl);
  const players = [await aPlayer(client).register(), await aPlayer(client).register()];
  // A registration's first seed pair is committed in-process after it answers; have it now (the
  // call converges on that commit), so the count below holds all that the registrations append.
  const seedPairs = app.app.get(SeedPairsService);
  for (const player of players) await seedPairs.activePair(player.id);
  const k = (await logHead(sql)).count - before.count;
  expect(k).toBeGreaterThan(0n);
  // The audit reads the log below the server's transactions in flight (other databases' too).
  await app.app.get(LogCheckpointer).untilWrittenIsReadable();
  const uncovered = await audit();
  expect(uncovered.coverage.chainHead.afterLastExport).toEqual({ checkpoint: last, events: k });
  expect(formatAuditReport(uncovered, 'test')).toContain(
    `uncovered tail:  ${k} events after the last exported checkpoint (seq ${last.seq}, position ${last.position.globalPosition})`,
  );
  expect(
    (await runAudit(sql, { integrityKey: key, exportedCheckpoints: null })).coverage.chainHead.afterLastExport,
  ).toBeNull();
});
