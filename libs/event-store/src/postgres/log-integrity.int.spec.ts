// The log's tamper evidence on PGlite (always) and PostgreSQL (with DATABASE_URL): the append-only
// guard, the per-stream hash chain the database computes (recomputed here independently), signed
// snapshots the loader refuses once changed, and signed log checkpoints.
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store.port';
import { runMigrations } from '../sql/migrator';
import { createSqlClient, type SqlClient } from '../sql/sql-client';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { eventStoreMigrations } from './event-store.migrations';
import {
  CHAIN_START,
  chainEventHash,
  chainLog,
  deriveKey,
  exportCheckpoint,
  parseCheckpointExport,
  readCheckpoints,
  recordCheckpoint,
  signCheckpoint,
  type LogCheckpoint,
} from './log-integrity';
import { PostgresEventStore, type RejectedSnapshot } from './postgres-event-store';

const KEY = 'integrity-test-key';

function events(count: number, data: Record<string, unknown> = { amount: 100 }): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    eventId: randomUUID(),
    type: 'Credited',
    data: { ...data, n: index },
    metadata: { actor: { type: 'system', id: 'test' } },
  }));
}

/** Lets the test play the attacker: a superuser switches the guard off around its change. */
async function asSuperuser(sql: SqlClient, statement: string, params: unknown[] = []): Promise<void> {
  await sql.query('ALTER TABLE events DISABLE TRIGGER USER');
  try {
    await sql.query(statement, params);
  } finally {
    await sql.query('ALTER TABLE events ENABLE TRIGGER USER');
  }
}

function suite(name: string, open: () => Promise<{ sql: SqlClient; database?: TestDatabase }>): void {
  describe(`log integrity (${name})`, () => {
    let sql: SqlClient;
    let database: TestDatabase | undefined;
    let store: PostgresEventStore;
    const rejected: RejectedSnapshot[] = [];

    beforeAll(async () => {
      ({ sql, database } = await open());
      await runMigrations(sql, eventStoreMigrations);
      store = new PostgresEventStore(sql, {
        integrityKey: KEY,
        onRejectedSnapshot: (snapshot) => rejected.push(snapshot),
      });
    });

    afterAll(async () => {
      await sql.close();
      await database?.drop();
    });

    it('refuses UPDATE, DELETE and TRUNCATE on the log', async () => {
      await store.appendToStream('guard-1', events(2), 'no_stream');
      await expect(sql.query(`UPDATE events SET data = '{}'::jsonb WHERE stream_id = 'guard-1'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql.query(`DELETE FROM events WHERE stream_id = 'guard-1'`)).rejects.toThrow(/append-only/);
      await expect(sql.query('TRUNCATE events')).rejects.toThrow(/append-only/);
      expect(await store.streamVersion('guard-1')).toBe(2);
    });

    it('chains every event to its stream predecessor (single, multi-event and batched appends)', async () => {
      const batched = new PostgresEventStore(sql, { batchAppends: true, integrityKey: KEY });
      await store.appendToStream('chain-1', events(1), 'no_stream');
      await store.appendToStream('chain-1', events(3), 1);
      await Promise.all(
        ['chain-2', 'chain-3', 'chain-4'].map((stream) => batched.appendToStream(stream, events(2), 'any')),
      );
      await Promise.all(
        ['chain-2', 'chain-3', 'chain-4'].map((stream) => batched.appendToStream(stream, events(1), 2)),
      );
      const { rows } = await sql.query<{ stream_id: string; stream_version: number; content: string; hash: string }>(
        `SELECT stream_id, stream_version, encode(hash, 'hex') AS hash,
                event_chain_content(stream_id, stream_version, event_id, event_type, data, metadata, created_at) AS content
           FROM events WHERE stream_id LIKE 'chain-%' ORDER BY stream_id, stream_version`,
      );
      expect(rows).toHaveLength(4 + 3 * 3);
      let previous: Buffer = Buffer.alloc(0);
      for (const row of rows) {
        if (Number(row.stream_version) === 1) previous = Buffer.alloc(0);
        const expected = chainEventHash(previous, row.content);
        expect(row.hash).toBe(expected.toString('hex'));
        previous = expected;
      }
    });

    it('refuses a changed snapshot, one moved to another version, and one over a rewritten event', async () => {
      const stream = 'snapshot-1';
      await store.appendToStream(stream, events(6), 'no_stream');
      await store.saveSnapshot({ streamId: stream, version: 2, schema: 's1', state: { balance: 208n } });
      expect((await store.loadSnapshot(stream, 's1'))?.state).toEqual({ balance: 208n });

      // The attacker's edit: more coins, version moved to the head.
      await sql.query(
        `UPDATE stream_snapshots SET state = '{"balance":{"$bigint":"100000"}}', version = 6 WHERE stream_id = $1`,
        [stream],
      );
      expect(await store.loadSnapshot(stream, 's1')).toBeNull();
      expect(rejected.at(-1)).toMatchObject({
        streamId: stream,
        version: 6,
        reason: expect.stringMatching(/checksum/),
      });
      // A refused snapshot is set aside as evidence; the next one takes its place.
      const { rows: aside } = await sql.query<{ schema: string }>(
        `SELECT schema FROM stream_snapshots WHERE stream_id = $1`,
        [stream],
      );
      expect(aside.map((row) => row.schema)).toEqual([expect.stringMatching(/^s1#refused@6@[0-9a-f]{16}$/)]);
      await store.saveSnapshot({ streamId: stream, version: 2, schema: 's1', state: { balance: 208n } });
      expect((await store.loadSnapshot(stream, 's1'))?.version).toBe(2);

      // Moving the whole signed row to another version does not verify either.
      await sql.query(`UPDATE stream_snapshots SET version = 4 WHERE stream_id = $1`, [stream]);
      expect(await store.loadSnapshot(stream, 's1')).toBeNull();

      // A snapshot over an event that was rewritten since (hash recomputed by the attacker or not).
      await store.saveSnapshot({ streamId: stream, version: 3, schema: 's1', state: { balance: 300n } });
      await asSuperuser(sql, `UPDATE events SET hash = sha256(hash) WHERE stream_id = $1 AND stream_version = 3`, [
        stream,
      ]);
      expect(await store.loadSnapshot(stream, 's1')).toBeNull();
      expect(rejected.at(-1)?.reason).toMatch(/not the one it was taken at/);
    });

    it('refuses a snapshot signed with another key', async () => {
      const stream = 'snapshot-2';
      await store.appendToStream(stream, events(2), 'no_stream');
      await new PostgresEventStore(sql, { integrityKey: 'another-key' }).saveSnapshot({
        streamId: stream,
        version: 2,
        schema: 's1',
        state: { balance: 1n },
      });
      expect(await store.loadSnapshot(stream, 's1')).toBeNull();
    });

    /**
     * A checkpoint covering every event in the log. The readable head stops below the oldest
     * transaction open anywhere in the cluster (another suite's process may hold one for a moment),
     * so this waits until a checkpoint reaches the log's event count, not for a fixed time.
     */
    async function checkpointOfWholeLog(): Promise<LogCheckpoint> {
      const { rows } = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM events`);
      const total = BigInt(rows[0].n);
      for (let attempt = 0; attempt < 400; attempt++) {
        const checkpoint = (await recordCheckpoint(sql, KEY)) ?? (await readCheckpoints(sql)).at(-1);
        if (checkpoint?.eventCount === total) return checkpoint;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the readable head never reached the end of the log');
    }

    it('records signed checkpoints that chain every event hash in feed order', async () => {
      const first = await checkpointOfWholeLog();
      expect(await recordCheckpoint(sql, KEY)).toBeNull(); // nothing new since
      await store.appendToStream('checkpoint-1', events(3), 'no_stream');
      const second = await checkpointOfWholeLog();
      expect(second.seq).toBeGreaterThan(first.seq);
      expect(second.eventCount).toBe(first.eventCount + 3n);

      const { rows } = await sql.query<{ hash: string }>(
        `SELECT encode(hash, 'hex') AS hash FROM events ORDER BY transaction_id, global_position`,
      );
      const chain = rows.reduce<Buffer>((acc, row) => chainLog(acc, Buffer.from(row.hash, 'hex')), CHAIN_START);
      expect(second.chainHash).toBe(chain.toString('hex'));
      expect(second.eventCount).toBe(BigInt(rows.length));
      expect(second.signature).toBe(signCheckpoint(deriveKey(KEY, 'checkpoint'), second));
      expect(second.signature).not.toBe(signCheckpoint(deriveKey('another-key', 'checkpoint'), second));

      const stored = await readCheckpoints(sql);
      expect(parseCheckpointExport(stored.map(exportCheckpoint).join('\n'))).toEqual(stored);
      await expect(sql.query(`UPDATE log_checkpoints SET signature = 'x'`)).rejects.toThrow(/append-only/);
    });
  });
}

suite('PGlite', async () => ({ sql: await createSqlClient({ dataDir: 'memory://' }) }));
if (process.env.DATABASE_URL) {
  suite('PostgreSQL', async () => {
    const database = await createTestDatabase();
    return { sql: await createSqlClient({ databaseUrl: database.url, poolSize: 4 }), database };
  });
}
