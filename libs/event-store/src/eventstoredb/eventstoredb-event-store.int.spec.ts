// Runs the event store contract on EventStoreDB: always on the wire-level test double (the real
// client over a real gRPC socket), and on a real server when EVENTSTORE_URL is set (infra/
// eventstoredb.compose.yml starts one). Read models and checkpoints live in PostgreSQL when
// DATABASE_URL is set, else in PGlite. Then what is particular to the adapter.
import { randomUUID } from 'node:crypto';
import { LOG_START, type RecordedEvent } from '../event-store.port';
import { eventStoreMigrations, readSideMigrations } from '../postgres/event-store.migrations';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from '../postgres/event-rows';
import { runMigrations } from '../sql/migrator';
import { createSqlClient, type SqlClient } from '../sql/sql-client';
import { CheckpointedSubscription } from '../subscriptions/checkpointed-subscription';
import {
  anEvent,
  describeEventStoreContract,
  type ContractCapabilities,
  type EventStoreFixture,
} from '../testing/event-store.contract';
import { EventStoreDbTestDouble, type EventStoreDbTestDoubleOptions } from '../testing/eventstoredb-test-double';
import { createTestDatabase } from '../testing/test-database';
import { eventsMirror } from './events-mirror';
import {
  EventStoreDbEventStore,
  SNAPSHOT_STREAM_PREFIX,
  type EventStoreDbEventStoreOptions,
} from './eventstoredb-event-store';

const ESDB: ContractCapabilities = {
  missing: {
    inlineProjections:
      'EventStoreDB has no transaction an inline projection could join (its read models follow checkpointed subscriptions); nor can an append commit late there: $all is in commit order',
    crossStreamEventIds:
      'EventStoreDB keeps no index of all event ids: the adapter checks an id only within its stream (the project derives ids from their stream id)',
  },
};

/** The read side: a fresh PostgreSQL database (DATABASE_URL) or PGlite, with the checkpoints table. */
async function readSide(): Promise<{ sql: SqlClient; close(): Promise<void> }> {
  const database = await createTestDatabase('ll_esdb_test');
  const sql = await createSqlClient(
    database.url ? { databaseUrl: database.url, poolSize: 8 } : { dataDir: 'memory://' },
  );
  await runMigrations(sql, readSideMigrations);
  return {
    sql,
    async close() {
      await sql.close();
      await database.drop();
    },
  };
}

async function fixtureOn(
  url: string,
  stop: () => Promise<void>,
  options: EventStoreDbEventStoreOptions = {},
): Promise<EventStoreFixture & { store: EventStoreDbEventStore }> {
  const store = EventStoreDbEventStore.connect(url, options);
  const side = await readSide();
  return {
    store,
    sql: side.sql,
    withUpcast: (upcast) => store.withUpcast(upcast),
    async close() {
      await store.close();
      await stop();
      await side.close();
    },
  };
}

async function doubleFixture(
  doubleOptions: EventStoreDbTestDoubleOptions = {},
  storeOptions: EventStoreDbEventStoreOptions = {},
) {
  const double = await EventStoreDbTestDouble.start(doubleOptions);
  return { double, ...(await fixtureOn(double.url, () => double.stop(), storeOptions)) };
}

describeEventStoreContract('EventStoreDB test double, BatchAppend (servers since 21.10)', () => doubleFixture(), ESDB);
describeEventStoreContract(
  'EventStoreDB test double, Append (a server without BatchAppend)',
  () => doubleFixture({ batchAppend: false }),
  ESDB,
);

const realServer = process.env.EVENTSTORE_URL;
if (realServer) {
  describeEventStoreContract(
    'EventStoreDB at EVENTSTORE_URL',
    () => fixtureOn(realServer, async () => undefined),
    ESDB,
  );
} else {
  describe('EventStore contract: EventStoreDB at EVENTSTORE_URL', () => {
    it.skip('needs EVENTSTORE_URL (a real server: infra/eventstoredb.compose.yml)', () => undefined);
  });
}

/** A double and the adapter on it, without a read side (most adapter tests need none). */
async function storeOnDouble(
  doubleOptions: EventStoreDbTestDoubleOptions = {},
  storeOptions: EventStoreDbEventStoreOptions = {},
) {
  const double = await EventStoreDbTestDouble.start(doubleOptions);
  const store = EventStoreDbEventStore.connect(double.url, storeOptions);
  return {
    double,
    store,
    async close() {
      await store.close();
      await double.stop();
    },
  };
}

describe('EventStoreDB adapter (on the test double)', () => {
  const ours = (prefix: string, events: readonly RecordedEvent[]) =>
    events.filter((event) => event.streamId.startsWith(prefix));

  it('appends through the call the server advertises: BatchAppend, else Append', async () => {
    for (const batchAppend of [true, false]) {
      const { double, store, close } = await storeOnDouble({ batchAppend });
      try {
        await store.appendToStream(`calls-${randomUUID()}`, [anEvent()], 'no_stream');
        expect(double.calls.get('Streams.BatchAppend(write)') ?? 0).toBe(batchAppend ? 1 : 0);
        expect(double.calls.get('Streams.Append') ?? 0).toBe(batchAppend ? 0 : 1);
      } finally {
        await close();
      }
    }
  });

  it('hides system events and its snapshot streams from every reader of the port', async () => {
    const { double, store, close } = await storeOnDouble();
    try {
      const prefix = `sys${randomUUID().slice(0, 8)}`;
      const first = await store.appendToStream(`${prefix}-a`, [anEvent('Seen')], 'no_stream');
      double.appendSystemEvent('$stats-127.0.0.1:2113', '$statsCollected', { proc: {} });
      await store.saveSnapshot({ streamId: `${prefix}-a`, version: 1, schema: 'state-v1', state: { n: 1n } });
      double.appendSystemEvent('$scavenges', '$scavengeStarted', {});
      expect(double.records.some((record) => record.streamId.startsWith(SNAPSHOT_STREAM_PREFIX))).toBe(true);
      expect(double.records.some((record) => record.streamId.startsWith('$$'))).toBe(true);

      const all = await store.readAll(LOG_START, 1000);
      expect(all.every((event) => !event.streamId.startsWith('$') && !event.type.startsWith('$'))).toBe(true);
      expect(all.some((event) => event.streamId.startsWith(SNAPSHOT_STREAM_PREFIX))).toBe(false);
      expect(ours(prefix, all).map((event) => event.type)).toEqual(['Seen']);
      // The head is the port's last event, not the system or snapshot events written after it.
      expect(await store.headPosition()).toEqual(first.lastPosition);
      const page = await store.readAllOfTypes(LOG_START, 10, ['$statsCollected', 'StreamSnapshot']);
      expect(page.events).toEqual([]);
      // It looked through to the very end (past the system events) without delivering any.
      const last = double.records[double.records.length - 1];
      expect(page.end).toEqual({ transactionId: last.commit, globalPosition: last.prepare });
      await expect(store.appendToStream('$settings', [anEvent()], 'any')).rejects.toThrow(TypeError);
      await expect(store.appendToStream(`${SNAPSHOT_STREAM_PREFIX}x`, [anEvent()], 'any')).rejects.toThrow(TypeError);
    } finally {
      await close();
    }
  });

  it('keeps one snapshot per stream and shape ($maxCount 1), and refuses one whose signature does not verify', async () => {
    const rejected: string[] = [];
    const { double, store, close } = await storeOnDouble(
      {},
      { onRejectedSnapshot: (snapshot) => rejected.push(snapshot.reason) },
    );
    try {
      const stream = `snap-${randomUUID()}`;
      await store.appendToStream(stream, [anEvent(), anEvent(), anEvent()], 'no_stream');
      for (const version of [1, 2, 3]) {
        await store.saveSnapshot({ streamId: stream, version, schema: 'wallet-v1', state: { version } });
      }
      const metadata = double.records.filter((record) => record.streamId.startsWith(`$$${SNAPSHOT_STREAM_PREFIX}`));
      expect(metadata).toHaveLength(1);
      expect(JSON.parse(Buffer.from(metadata[0].data).toString('utf8'))).toMatchObject({ $maxCount: 1 });
      expect(await store.loadSnapshot(stream, 'wallet-v1')).toMatchObject({ version: 3, state: { version: 3 } });

      // Another process's key: the signature does not verify, so the snapshot is not used.
      const stranger = EventStoreDbEventStore.connect(double.url, {
        integrityKey: 'another key',
        onRejectedSnapshot: (snapshot) => rejected.push(snapshot.reason),
      });
      try {
        expect(await stranger.loadSnapshot(stream, 'wallet-v1')).toBeNull();
      } finally {
        await stranger.close();
      }
      expect(rejected).toEqual(['its checksum does not match its content']);
    } finally {
      await close();
    }
  });

  it('finds a re-append deep in a long stream from a cold process, and after its ids were evicted', async () => {
    const double = await EventStoreDbTestDouble.start();
    const writer = EventStoreDbEventStore.connect(double.url, { pageSize: 4 });
    const stream = `deep-${randomUUID()}`;
    const early = [anEvent('Early')];
    try {
      await writer.appendToStream(stream, early, 'no_stream');
      for (let version = 1; version <= 12; version++) await writer.appendToStream(stream, [anEvent()], version);
      // A process that never saw the stream, with room for only a few ids at a time.
      const cold = EventStoreDbEventStore.connect(double.url, { pageSize: 4, knownIdsBudget: 5 });
      try {
        for (const expected of [13, 'any', 5] as const) {
          await expect(cold.appendToStream(stream, early, expected)).resolves.toMatchObject({
            idempotent: true,
            nextExpectedVersion: 13,
          });
          // Another stream's ids push this one's out; the next check reads it again.
          await cold.appendToStream(`other-${randomUUID()}`, [anEvent(), anEvent(), anEvent()], 'no_stream');
        }
        expect(await cold.hasEvent(stream, early[0].eventId)).toBe(true);
        expect(await cold.streamVersion(stream)).toBe(13);
      } finally {
        await cold.close();
      }
    } finally {
      await writer.close();
      await double.stop();
    }
  });

  it('accepts an id already recorded in another stream (what it cannot promise; see docs/scaling-out.md)', async () => {
    const { store, close } = await storeOnDouble();
    try {
      const [shared] = [anEvent()];
      await store.appendToStream(`one-${randomUUID()}`, [shared], 'no_stream');
      await expect(store.appendToStream(`two-${randomUUID()}`, [shared], 'no_stream')).resolves.toMatchObject({
        idempotent: false,
      });
    } finally {
      await close();
    }
  });

  it('looks up the positions a server does not report in stream reads, so read-your-own-writes still works', async () => {
    const { double, store, sql, close } = await doubleFixture({ positionsInStreamReads: false });
    try {
      const prefix = `nopos${randomUUID().slice(0, 8)}`;
      await store.appendToStream(`${prefix}-a`, [anEvent(), anEvent()], 'no_stream');
      const appended = await store.appendToStream(`${prefix}-b`, [anEvent(), anEvent()], 'no_stream');
      const inAll = double.records.filter((record) => record.streamId === `${prefix}-b`);
      expect(appended.events.map((event) => [event.transactionId, event.globalPosition])).toEqual(
        inAll.map((record) => [record.commit, record.prepare]),
      );
      expect(appended.lastPosition).toEqual(await store.headPosition());
      // Stream reads cannot say where an event is in $all: their positions are marked unknown.
      expect((await store.readStream(`${prefix}-b`)).map((event) => event.globalPosition)).toEqual([-1n, -1n]);
      // A re-append answers with the recorded position too.
      const again = await store.appendToStream(
        `${prefix}-b`,
        appended.events.map((e) => ({ ...e, eventId: e.eventId })),
        0,
      );
      expect(again).toMatchObject({ idempotent: true, lastPosition: appended.lastPosition });

      await sql.query(`CREATE TABLE seen_${prefix} (stream_id text, stream_version integer)`);
      const subscription = new CheckpointedSubscription(
        store,
        {
          name: `nopos-${prefix}`,
          async apply(tx, events) {
            for (const event of events.filter((e) => e.streamId.startsWith(prefix))) {
              await tx.query(`INSERT INTO seen_${prefix} VALUES ($1, $2)`, [event.streamId, event.streamVersion]);
            }
          },
        },
        { sql },
      );
      await subscription.waitFor(appended.lastPosition);
      const { rows } = await sql.query(`SELECT count(*)::int AS n FROM seen_${prefix}`);
      expect(rows[0]).toEqual({ n: 4 });
    } finally {
      await close();
    }
  });

  it('mirrors the log into the PostgreSQL events table, exactly as the port reads it, hash-chained and append-only', async () => {
    const { double, store, close } = await storeOnDouble();
    const database = await createTestDatabase('ll_esdb_mirror');
    const sql = await createSqlClient(database.url ? { databaseUrl: database.url } : { dataDir: 'memory://' });
    try {
      await runMigrations(sql, eventStoreMigrations);
      const prefix = `mirror${randomUUID().slice(0, 8)}`;
      await store.appendToStream(`${prefix}-a`, [anEvent('A', { n: 1 }), anEvent('B', { n: 2 })], 'no_stream');
      double.appendSystemEvent('$stats-x', '$statsCollected', {});
      await store.appendToStream(
        `${prefix}-b`,
        [{ ...anEvent('C'), metadata: { actor: { type: 'system', id: 't' } } }],
        'no_stream',
      );
      const last = await store.appendToStream(`${prefix}-a`, [anEvent('D', { nested: { x: [1, 'two'] } })], 2);
      const mirror = new CheckpointedSubscription(store, eventsMirror, { sql, batchSize: 2 });
      await mirror.waitFor(last.lastPosition);

      const { rows } = await sql.query<EventRow & { hashed: boolean }>(
        `SELECT ${EVENT_COLUMNS}, e.hash IS NOT NULL AS hashed FROM events e ORDER BY e.transaction_id, e.global_position`,
      );
      expect(rows.map(toRecordedEvent)).toEqual(await store.readAll(LOG_START, 1000));
      expect(rows.every((row) => row.hashed)).toBe(true);
      await expect(sql.query(`UPDATE events SET data = '{}' WHERE stream_id = $1`, [`${prefix}-a`])).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await sql.close();
      await database.drop();
      await close();
    }
  });
});
