// The log's tamper evidence end to end, played as an attacker with superuser rights on the
// database: a changed snapshot is refused by the loader after a restart (no invented coins, no
// reused nonce) and named by the audit; a self-consistent rewrite of a credit (log and read models)
// is caught by the hash chain, then, with recomputed hashes, by the stored checkpoints, and with
// those rewritten too, by their signatures and by the exported copy; a deleted event is caught.
import { formatAmount, parseAmount } from '@lootledger/contracts';
import {
  chainLog,
  CHAIN_START,
  parseCheckpointExport,
  type EventStore,
  type LogCheckpoint,
  type SqlClient,
} from '@lootledger/event-store';
import * as fs from 'node:fs';
import type { TestPlayer } from '../identity/testing';
import { PLAYER_ACCOUNT } from '../ledger';
import { EVENT_STORE } from '../platform/database/event-store.provider';
import { SQL_CLIENT } from '../platform/database/tokens';
import { checkpointExportFile, INTEGRITY_KEY } from '../platform/integrity/integrity-key';
import { LogCheckpointer } from '../platform/integrity/log-checkpointer';
import { rehashStream, tamper } from '../platform/testing/tamper';
import { createPersistentTestStore, type PersistentTestStore } from '../platform/testing/test-app';
import { aDemoBox, aFundedPlayer, startGamesTestApp, topUp, waitUntil, type GamesTestApp } from '../games/testing';
import { aPlayer } from '../identity/testing';
import { formatAuditReport } from './audit.report';
import { runAudit, type AuditReport } from './ledger-audit';

/**
 * What these tests attack is PostgreSQL's: snapshots in stream_snapshots and signed log checkpoints.
 * On EventStoreDB (TEST_EVENT_STORE=eventstoredb) the snapshots live on the server and no checkpoint
 * is recorded (docs/scaling-out.md, "EventStoreDB"): every test here is skipped there, saying why.
 */
const it: jest.It =
  process.env.TEST_EVENT_STORE === 'eventstoredb'
    ? (((name: string, fn: () => Promise<void>) =>
        global.it.skip(
          `${name} [skipped: PostgreSQL-only integrity features; the log is on EventStoreDB]`,
          fn,
        )) as jest.It)
    : global.it;

let store: PersistentTestStore;
let app: GamesTestApp;
let sql: SqlClient;
let key: string;

async function start(): Promise<void> {
  // Only the tests record checkpoints: the app's own every 10 s would land at whatever position a
  // slow machine has reached (once before a test's events, so the tampered credit was under #2).
  app = await startGamesTestApp({ ledgerCheckpointIntervalMs: 24 * 3_600_000 }, store);
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  key = app.app.get<string>(INTEGRITY_KEY);
}

beforeEach(async () => {
  store = await createPersistentTestStore();
  await start();
});
afterEach(async () => {
  await app.close();
  await store.drop();
});

const exported = (): LogCheckpoint[] =>
  parseCheckpointExport(fs.readFileSync(checkpointExportFile(app.config), 'utf8'));
const audit = (options: { key?: string | null; exported?: LogCheckpoint[] | null } = {}) =>
  runAudit(sql, {
    integrityKey: options.key === undefined ? key : options.key,
    exportedCheckpoints: options.exported === undefined ? null : options.exported,
  });
const failuresOf = (report: AuditReport, check: string) =>
  report.checks.find((candidate) => candidate.name === check)?.failures ?? [];

/** Records checkpoints until one covers every event (one still in an open transaction is not readable yet). */
async function checkpointEverything(): Promise<void> {
  await waitUntil(
    async () => {
      await app.app.get(LogCheckpointer).checkpoint();
      const { rows } = await sql.query<{ covered: boolean }>(
        `SELECT (SELECT count(*) FROM events) = (SELECT coalesce(max(event_count), 0) FROM log_checkpoints) AS covered`,
      );
      return rows[0].covered;
    },
    (covered) => covered,
  );
}

async function eventsOf(player: TestPlayer) {
  return app.app.get<EventStore>(EVENT_STORE).readStream(PLAYER_ACCOUNT.streamId(player.id));
}

it('refuses a changed snapshot after a restart: no invented coins, no reused nonce; the audit names it', async () => {
  const box = await aDemoBox(app.client);
  const price = parseAmount(box.price)!;
  const player = await aFundedPlayer(app, formatAmount(price * 2n));
  const first = await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token });
  expect(first.status).toBe(200);

  // A genuine snapshot right after the top-up, as the stream runner saves them.
  const events = await eventsOf(player);
  const streamId = PLAYER_ACCOUNT.streamId(player.id);
  const afterTopUp = PLAYER_ACCOUNT.fold(PLAYER_ACCOUNT.initialState(), [PLAYER_ACCOUNT.events.read(events[0])]);
  const eventStore = app.app.get<EventStore>(EVENT_STORE);
  await eventStore.saveSnapshot({
    streamId,
    version: 1,
    schema: PLAYER_ACCOUNT.snapshot!.schema,
    state: PLAYER_ACCOUNT.snapshot!.save(afterTopUp),
  });
  const sound = await audit();
  expect(sound.ok).toBe(true);
  expect(sound.checks.find((check) => check.name === 'snapshots')?.checked[0]).toMatch(/^1 snapshots compared/);

  // The attacker: 1000.00 coins, version moved to the head (the seed pair's nonce stays the old one).
  const head = events[events.length - 1].streamVersion;
  const { rows } = await sql.query<{ state: string }>(`SELECT state FROM stream_snapshots WHERE stream_id = $1`, [
    streamId,
  ]);
  const forged = { ...JSON.parse(rows[0].state), balance: '100000' };
  await sql.query(`UPDATE stream_snapshots SET state = $2, version = $3 WHERE stream_id = $1`, [
    streamId,
    JSON.stringify(forged),
    head,
  ]);
  const caught = await audit();
  expect(caught.ok).toBe(false);
  expect(failuresOf(caught, 'snapshots')).toEqual(
    expect.arrayContaining([
      expect.stringContaining(
        `stream ${streamId} v${head}: snapshot ${PLAYER_ACCOUNT.snapshot!.schema}: its checksum does not match`,
      ),
      expect.stringContaining(
        `stream ${streamId} v${head} (event ${events[head - 1].eventId}): snapshot ${PLAYER_ACCOUNT.snapshot!.schema} differs from the fold`,
      ),
    ]),
  );

  const nonceBefore = (await app.client.get<{ nonce: number }>('/api/fairness', { token: player.token })).body.data
    .nonce;
  await app.close();
  await start(); // no cached state: the account loads from its snapshot, or from its log
  const tooDear = await app.client.post('/api/box/open', { id: box.id, num: 2 }, { token: player.token });
  expect(tooDear.status).toBe(422);
  expect(tooDear.body.error).toBe('INSUFFICIENT_BALANCE');
  const second = await app.client.post<{ bean: string; fairness: { nonce: number }[] }>(
    '/api/box/open',
    { id: box.id, num: 1 },
    { token: player.token },
  );
  expect(second.status).toBe(200);
  expect(second.body.data.bean).toBe('0.00');
  expect(second.body.data.fairness[0].nonce).toBe(nonceBefore);

  // The refused snapshot is kept as evidence: the audit keeps failing until someone looks.
  const after = await audit();
  expect(failuresOf(after, 'snapshots')).toContainEqual(
    expect.stringContaining(
      `stream ${streamId}: snapshot ${PLAYER_ACCOUNT.snapshot!.schema} at v${head} was refused by the loader`,
    ),
  );
});

it('catches a self-consistent rewrite of a credit: by the chain, by the checkpoints, by their signatures and the export', async () => {
  const player = await aPlayer(app.client).register();
  await topUp(app, player.id, '10.00');
  await checkpointEverything();
  expect((await audit({ exported: exported() })).ok).toBe(true);

  // 10.00 becomes 990.00 in the log and in every read model that shows it.
  const credit = (await eventsOf(player)).find((event) => event.type === 'CoinsCredited')!;
  const streamId = credit.streamId;
  await tamper(
    sql,
    `UPDATE events SET data = data || '{"amount": "99000", "balance_after": "99000"}'::jsonb WHERE event_id = $1::uuid`,
    [credit.eventId],
  );
  await sql.query(`UPDATE ledger_journal SET amount = sign(amount) * 99000 WHERE stream_id = $1`, [streamId]);
  await sql.query(`UPDATE ledger_change_records SET bean = 99000, final_bean = 99000 WHERE stream_id = $1`, [streamId]);
  await sql.query(`UPDATE ledger_balances SET balance = 99000 WHERE player_id = $1`, [player.id]);
  expect((await app.client.get<{ bean: string }>('/api/me', { token: player.token })).body.data.bean).toBe('990.00');

  const byChain = await audit();
  expect(failuresOf(byChain, 'log: hash chain per stream')).toEqual([
    expect.stringContaining(
      `stream ${streamId} v${credit.streamVersion} (event ${credit.eventId}): its hash does not follow from its content`,
    ),
  ]);

  // A better attacker recomputes the stream's hashes with the database's own function.
  await tamper(sql, ...rehashStream(streamId));
  const byCheckpoint = await audit();
  expect(failuresOf(byCheckpoint, 'log: hash chain per stream')).toEqual([]);
  // A background process may have taken a checkpoint before the credit (checkpointEverything then
  // takes another): every checkpoint at or past the credit in log order fails, none before it.
  const past = await sql.query<{ seq: string }>(
    `SELECT seq::text AS seq FROM log_checkpoints
      WHERE (transaction_id, global_position) >= (SELECT transaction_id, global_position FROM events WHERE event_id = $1::uuid)
      ORDER BY seq`,
    [credit.eventId],
  );
  expect(past.rows.length).toBeGreaterThan(0);
  expect(failuresOf(byCheckpoint, 'log: signed checkpoints')).toEqual(
    past.rows.map(({ seq }) =>
      expect.stringMatching(
        new RegExp(
          `^stored checkpoint #${seq} at position \\d+: the log's chain there is [0-9a-f]{64} over \\d+ events, the checkpoint says`,
        ),
      ),
    ),
  );

  // And rewrites the stored checkpoints to the new chain (each to the chain at its position; those
  // before the credit already agree): he cannot sign them, nor reach the export.
  const { rows } = await sql.query<{ hash: string; at: string }>(
    `SELECT encode(hash, 'hex') AS hash, transaction_id::text || '/' || global_position::text AS at
       FROM events ORDER BY transaction_id, global_position`,
  );
  const chainAt = new Map<string, string>();
  rows.reduce<Buffer>((acc, row) => {
    const chain = chainLog(acc, Buffer.from(row.hash, 'hex'));
    chainAt.set(row.at, chain.toString('hex'));
    return chain;
  }, CHAIN_START);
  const stored = await sql.query<{ seq: string; at: string; chain: string }>(
    `SELECT seq::text AS seq, transaction_id::text || '/' || global_position::text AS at,
            encode(chain_hash, 'hex') AS chain FROM log_checkpoints ORDER BY seq`,
  );
  const rewritten = stored.rows.filter((checkpoint) => chainAt.get(checkpoint.at) !== checkpoint.chain);
  expect(rewritten.map((checkpoint) => checkpoint.seq)).toEqual(past.rows.map((row) => row.seq));
  await sql.transaction(async (tx) => {
    await tx.query('ALTER TABLE log_checkpoints DISABLE TRIGGER USER');
    for (const checkpoint of rewritten) {
      await tx.query(`UPDATE log_checkpoints SET chain_hash = decode($1, 'hex') WHERE seq = $2`, [
        chainAt.get(checkpoint.at),
        Number(checkpoint.seq),
      ]);
    }
    await tx.query('ALTER TABLE log_checkpoints ENABLE TRIGGER USER');
  });
  const bySignature = await audit();
  expect(failuresOf(bySignature, 'log: signed checkpoints')).toEqual(
    rewritten.map(({ seq }) => `stored checkpoint #${seq}: its signature does not match (forged or changed)`),
  );
  const byExport = await audit({ key: null, exported: exported() });
  expect(failuresOf(byExport, 'log: signed checkpoints')).toEqual([
    ...rewritten.map(
      ({ seq }) => `checkpoint #${seq}: the stored one differs from the exported one (rewritten in the database)`,
    ),
    ...rewritten.map(({ seq }) =>
      expect.stringMatching(new RegExp(`^exported checkpoint #${seq} at position \\d+: the log's chain there is`)),
    ),
  ]);
  const mismatches = 2 * rewritten.length;
  expect(formatAuditReport(byExport, 'test')).toContain(
    `FAILED: ${mismatches} mismatch(es) (log: signed checkpoints: ${mismatches})`,
  );
});

it('catches a deleted event, the last of its stream (no gap), against the checkpoints', async () => {
  const box = await aDemoBox(app.client);
  const player = await aFundedPlayer(app, box.price);
  await app.client.post('/api/box/open', { id: box.id, num: 1 }, { token: player.token });
  await checkpointEverything();
  const events = await eventsOf(player);
  const last = events[events.length - 1];

  await tamper(sql, `DELETE FROM events WHERE event_id = $1::uuid`, [last.eventId]);
  const report = await audit({ exported: exported() });
  expect(report.ok).toBe(false);
  expect(failuresOf(report, 'log: stream versions')).toEqual([]);
  expect(failuresOf(report, 'log: hash chain per stream')).toEqual([]);
  // Background processes may still append after the opening, so checkpointEverything can take more
  // than one checkpoint; the last covers the deleted event, and the report names it.
  const { rows } = await sql.query<{ seq: string }>('SELECT max(seq)::text AS seq FROM log_checkpoints');
  const lastSeq = rows[0].seq;
  expect(failuresOf(report, 'log: signed checkpoints')).toEqual(
    expect.arrayContaining([
      // At the deleted event's position: "the event at its position N is no longer in the log
      // (deleted)"; past it: its chain "was changed, added or deleted".
      expect.stringMatching(
        new RegExp(
          `^stored checkpoint #${lastSeq}[: ].*(no longer in the log \\(deleted\\)|changed, added or deleted)`,
        ),
      ),
    ]),
  );
  const text = formatAuditReport(report, 'test');
  expect(text).toMatch(/covered: +\d+ events in \d+ streams/);
  expect(text).toMatch(new RegExp(`last checkpoint: #${lastSeq} at position \\d+`));
});
