// The one contract suite of the event store: every adapter and driver runs it (PGlite always,
// PostgreSQL when DATABASE_URL is set, EventStoreDB on its test double, or on a real server when
// EVENTSTORE_URL is set). Tests share one store and keep apart by stream-id prefix. Read models
// and subscription checkpoints live in a PostgreSQL/PGlite database (the store's own for the SQL
// adapters). What a store cannot do is declared in its capabilities, with the reason: every test
// that needs it is skipped under a title that says so; everything else runs unchanged.
import { randomUUID } from 'node:crypto';
import {
  compareLogPositions,
  EventIdConflictError,
  LOG_START,
  WrongExpectedVersionError,
  type EventStore,
  type LogPosition,
  type NewEvent,
  type Projection,
  type RecordedEvent,
} from '../event-store.port';
import type { SqlClient } from '../sql/sql-client';
import { LogTail } from '../subscriptions/log-tail';
import {
  CheckpointedSubscription,
  type CheckpointedSubscriptionOptions,
} from '../subscriptions/checkpointed-subscription';
import { replayProjection } from '../subscriptions/replay-projection';

export interface EventStoreFixture {
  store: EventStore;
  /** The database of read models and subscription checkpoints (the store's own for a SQL log). */
  sql: SqlClient;
  /** The same log, read through an upcaster. */
  withUpcast(upcast: (event: RecordedEvent) => RecordedEvent): EventStore;
  close(): Promise<void>;
}

export interface ContractCapabilities {
  /**
   * What the store cannot do, each with the reason (absent: it can). The tests that need it are
   * skipped, with the reason in their title.
   */
  missing?: {
    /** Several connections at once (PostgreSQL): needed to hold one transaction open while others commit. */
    concurrentConnections?: string;
    /** Projections applied in the append's own transaction (AppendOptions.inline): SQL adapters only. */
    inlineProjections?: string;
    /** An event id recorded in one stream is refused in every other stream (EventIdConflictError). */
    crossStreamEventIds?: string;
  };
}

export function anEvent(type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent {
  return { eventId: randomUUID(), type, data };
}

function someEvents(count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => anEvent(type, { index }));
}

/** A read model that records which events it saw: no primary key, so a duplicate would show. */
function recordingProjection(
  name: string,
  table: string,
  prefix: string,
  crashOn?: (event: RecordedEvent) => boolean,
): Projection {
  return {
    name,
    async apply(tx, events) {
      for (const event of events) {
        if (!event.streamId.startsWith(prefix)) continue;
        await tx.query(`INSERT INTO ${table} (stream_id, stream_version, event_id) VALUES ($1, $2, $3)`, [
          event.streamId,
          event.streamVersion,
          event.eventId,
        ]);
        // Crashes after writing: the write must roll back with the rest of the transaction.
        if (crashOn?.(event)) throw new Error(`projection crashed on ${event.streamId}@${event.streamVersion}`);
      }
    },
  };
}

export function describeEventStoreContract(
  title: string,
  createFixture: () => Promise<EventStoreFixture>,
  capabilities: ContractCapabilities,
): void {
  const missing = capabilities.missing ?? {};
  /** A test that needs capabilities: skipped, with the reason in its title, when the store lacks one. */
  const needs = (needed: readonly (keyof NonNullable<ContractCapabilities['missing']>)[]) => {
    const reasons = needed.filter((capability) => missing[capability] !== undefined).map((c) => missing[c]!);
    return reasons.length === 0
      ? it
      : (name: string, fn: () => Promise<void>) => it.skip(`${name} [skipped: ${reasons.join('; ')}]`, fn);
  };
  const inlineProjections = missing.inlineProjections === undefined;

  describe(`EventStore contract: ${title}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;
    let sql: SqlClient;
    let prefix: string;

    beforeAll(async () => {
      fixture = await createFixture();
      store = fixture.store;
      sql = fixture.sql;
    });
    afterAll(async () => {
      await fixture?.close();
    });
    beforeEach(() => {
      prefix = `t${randomUUID().slice(0, 8)}`;
    });

    const streamOf = (name: string) => `${prefix}-${name}`;
    /** A subscription whose read model and checkpoint live in the fixture's SQL database. */
    const subscribe = (projection: Projection, options: CheckpointedSubscriptionOptions = {}) =>
      new CheckpointedSubscription(store, projection, { ...options, sql });
    const ours = (events: readonly RecordedEvent[]) => events.filter((event) => event.streamId.startsWith(prefix));

    async function readModelTable(): Promise<string> {
      const table = `read_model_${prefix}`;
      await sql.query(
        `CREATE TABLE ${table} (stream_id text NOT NULL, stream_version integer NOT NULL, event_id uuid NOT NULL)`,
      );
      return table;
    }

    async function readModelRows(table: string): Promise<string[]> {
      const { rows } = await sql.query<{ stream_id: string; stream_version: number }>(
        `SELECT stream_id, stream_version FROM ${table} ORDER BY stream_id, stream_version`,
      );
      return rows.map((row) => `${row.stream_id}@${row.stream_version}`);
    }

    async function storedCheckpoint(name: string) {
      const { rows } = await sql.query<{ tx: string; pos: string }>(
        'SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1',
        [name],
      );
      return { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) };
    }

    /**
     * Waits until readAll can deliver up to a position. Any transaction in flight on the server,
     * even in another database (other test runs), holds the readable end back for a moment.
     */
    async function readable(position: LogPosition): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (compareLogPositions(await store.headPosition(), position) < 0) {
        if (Date.now() > deadline) throw new Error('the log did not become readable up to the position within 10 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }

    async function allOfOurs(): Promise<RecordedEvent[]> {
      return ours(await store.readAll(LOG_START, 1_000_000));
    }

    const labels = (events: readonly RecordedEvent[]) =>
      [...events].map((event) => `${event.streamId}@${event.streamVersion}`).sort();

    describe('appendToStream', () => {
      it('appends to a new stream and reads it back in order', async () => {
        const stream = streamOf('a');
        const events = [anEvent('CoinsCredited', { amount: 6888 }), anEvent('CoinsDebited', { amount: -100 })];
        events[0] = { ...events[0], metadata: { actor: { type: 'system', id: 'test' }, schema: 1 } };
        const result = await store.appendToStream(stream, events, 'no_stream');

        expect(result.idempotent).toBe(false);
        expect(result.nextExpectedVersion).toBe(2);
        expect(result.events.map((event) => event.streamVersion)).toEqual([1, 2]);
        expect(result.lastGlobalPosition).toBe(result.events[1].globalPosition);
        expect(result.lastPosition).toEqual({
          transactionId: result.events[1].transactionId,
          globalPosition: result.events[1].globalPosition,
        });

        const read = await store.readStream(stream);
        expect(read).toEqual(result.events);
        expect(read[0]).toMatchObject({
          streamId: stream,
          streamVersion: 1,
          eventId: events[0].eventId,
          type: 'CoinsCredited',
          data: { amount: 6888 },
          metadata: { actor: { type: 'system', id: 'test' }, schema: 1 },
        });
        expect(typeof read[0].globalPosition).toBe('bigint');
        expect(typeof read[0].transactionId).toBe('bigint');
        expect(read[0].createdAt).toBeInstanceOf(Date);
        expect(read[1].metadata).toEqual({});
        expect(await store.streamVersion(stream)).toBe(2);
        expect(await store.streamVersion(streamOf('nothing'))).toBe(0);
      });

      it('appends at the exact expected version and refuses a stale one, writing nothing', async () => {
        const stream = streamOf('exact');
        await store.appendToStream(stream, someEvents(2), 'no_stream');
        const next = await store.appendToStream(stream, [anEvent()], 2);
        expect(next.nextExpectedVersion).toBe(3);

        const stale = store.appendToStream(stream, [anEvent()], 2);
        await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
        await expect(stale).rejects.toMatchObject({ streamId: stream, expected: 2, actual: 3 });
        await expect(store.appendToStream(stream, [anEvent()], 7)).rejects.toMatchObject({ expected: 7, actual: 3 });
        await expect(store.appendToStream(streamOf('absent'), [anEvent()], 1)).rejects.toMatchObject({ actual: 0 });
        expect(await store.streamVersion(stream)).toBe(3);
        expect(await store.streamVersion(streamOf('absent'))).toBe(0);
      });

      it("refuses 'no_stream' on an existing stream and appends 'any' at the end", async () => {
        const stream = streamOf('any');
        await store.appendToStream(stream, [anEvent()], 'no_stream');
        await expect(store.appendToStream(stream, [anEvent()], 'no_stream')).rejects.toMatchObject({
          name: 'WrongExpectedVersionError',
          expected: 'no_stream',
          actual: 1,
        });
        const result = await store.appendToStream(stream, someEvents(2), 'any');
        expect(result.nextExpectedVersion).toBe(3);
        const fresh = await store.appendToStream(streamOf('any-fresh'), [anEvent()], 'any');
        expect(fresh.nextExpectedVersion).toBe(1);
      });

      it('lets exactly one of several parallel appends with the same expected version win', async () => {
        const stream = streamOf('race');
        await store.appendToStream(stream, [anEvent()], 'no_stream');
        // Several rounds: on PostgreSQL some rounds race inside the database (unique index), not only
        // on the version check.
        for (let version = 1; version <= 5; version++) {
          const contenders = Array.from({ length: 8 }, (_, index) => [anEvent('Contended', { index })]);
          const outcomes = await Promise.allSettled(
            contenders.map((events) => store.appendToStream(stream, events, version)),
          );
          const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
          const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
          expect(won).toHaveLength(1);
          for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(WrongExpectedVersionError);
          const winner = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
          const [recorded] = await store.readStream(stream, { fromVersion: version });
          expect(recorded.eventId).toBe(contenders[winner][0].eventId);
        }
        expect(await store.streamVersion(stream)).toBe(6);
      });

      it(`settles parallel appends to many streams each on its own: the stale, the repeated and the failing ones alone${
        inlineProjections ? '' : ` [its failing inline projection not checked: ${missing.inlineProjections}]`
      }`, async () => {
        const table = await readModelTable();
        const streams = Array.from({ length: 12 }, (_, index) => streamOf(`many-${index}`));
        for (const stream of streams) await store.appendToStream(stream, [anEvent()], 'no_stream');
        const repeated = someEvents(2);
        await store.appendToStream(streams[3], repeated, 1);
        const inline = recordingProjection('many', table, prefix, (event) => event.streamId === streams[5]);
        const options = inlineProjections ? { inline: [inline] } : {};
        const outcomes = await Promise.allSettled(
          streams.map((stream, index) =>
            index === 3
              ? store.appendToStream(stream, repeated, 1, options) // a retry of a recorded append
              : store.appendToStream(stream, someEvents(2), index === 7 ? 0 : 1, options),
          ),
        );
        outcomes.forEach((outcome, index) => {
          if (index === 5 && inlineProjections)
            expect(outcome).toMatchObject({
              status: 'rejected',
              reason: { message: expect.stringMatching(/crashed/) },
            });
          else if (index === 7)
            expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedVersionError) });
          else if (index === 3)
            expect(outcome).toMatchObject({ status: 'fulfilled', value: { idempotent: true, nextExpectedVersion: 3 } });
          else
            expect(outcome).toMatchObject({
              status: 'fulfilled',
              value: { idempotent: false, nextExpectedVersion: 3 },
            });
        });
        const versions = await Promise.all(streams.map((stream) => store.streamVersion(stream)));
        expect(versions).toEqual(
          streams.map((_, index) => ((index === 5 && inlineProjections) || index === 7 ? 1 : 3)),
        );
        if (!inlineProjections) return;
        // Projected exactly once each, in the append's transaction: nothing of the failed or refused ones.
        const projected = streams
          .filter((_, index) => index !== 3 && index !== 5 && index !== 7)
          .flatMap((stream) => [`${stream}@2`, `${stream}@3`]);
        expect((await readModelRows(table)).sort()).toEqual(projected.sort());
      });

      it("appends every one of several parallel 'any' appends, with no gap in versions", async () => {
        const stream = streamOf('parallel-any');
        const results = await Promise.all(
          Array.from({ length: 10 }, () => store.appendToStream(stream, [anEvent()], 'any')),
        );
        expect(results.map((result) => result.nextExpectedVersion).sort((a, b) => a - b)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
        ]);
        expect((await store.readStream(stream)).map((event) => event.streamVersion)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
        ]);
      });

      it('treats a re-append of recorded event ids as done, even with a stale expected version', async () => {
        const stream = streamOf('retry');
        const events = someEvents(2);
        const first = await store.appendToStream(stream, events, 'no_stream');

        for (const expected of ['no_stream', 0, 'any', 2] as const) {
          const again = await store.appendToStream(stream, events, expected);
          expect(again).toMatchObject({
            idempotent: true,
            nextExpectedVersion: 2,
            lastGlobalPosition: first.lastGlobalPosition,
            lastPosition: first.lastPosition,
            events: [],
          });
        }
        await store.appendToStream(stream, [anEvent()], 2);
        const later = await store.appendToStream(stream, events, 0);
        expect(later).toMatchObject({
          idempotent: true,
          nextExpectedVersion: 3,
          lastGlobalPosition: first.lastGlobalPosition,
        });
        expect(await store.streamVersion(stream)).toBe(3);
      });

      needs(['crossStreamEventIds'])('refuses an event id recorded in another stream', async () => {
        const [taken] = someEvents(1);
        await store.appendToStream(streamOf('owner'), [taken], 'no_stream');

        const elsewhere = store.appendToStream(streamOf('thief'), [anEvent(), taken], 'no_stream');
        await expect(elsewhere).rejects.toBeInstanceOf(EventIdConflictError);
        await expect(elsewhere).rejects.toMatchObject({ eventId: taken.eventId, recordedInStream: streamOf('owner') });
        await expect(store.appendToStream(streamOf('thief'), [taken], 'any')).rejects.toBeInstanceOf(
          EventIdConflictError,
        );
        await expect(store.appendToStream(streamOf('thief'), [taken], 5)).rejects.toBeInstanceOf(EventIdConflictError);
        expect(await store.streamVersion(streamOf('thief'))).toBe(0);
      });

      it('refuses a partial re-append (only some of the ids recorded in the stream), whatever the expected version', async () => {
        const [taken] = someEvents(1);
        await store.appendToStream(streamOf('owner'), [taken], 'no_stream');

        const partial = store.appendToStream(streamOf('owner'), [taken, anEvent()], 'any');
        await expect(partial).rejects.toBeInstanceOf(EventIdConflictError);
        await expect(partial).rejects.toMatchObject({ recordedInStream: streamOf('owner') });
        for (const expected of [1, 0, 'no_stream'] as const) {
          await expect(store.appendToStream(streamOf('owner'), [taken, anEvent()], expected)).rejects.toBeInstanceOf(
            EventIdConflictError,
          );
        }
        expect(await store.streamVersion(streamOf('owner'))).toBe(1);
      });

      it('refuses malformed and duplicated event ids before touching the database', async () => {
        const event = anEvent();
        await expect(store.appendToStream(streamOf('bad'), [{ ...event, eventId: 'nope' }], 'any')).rejects.toThrow(
          TypeError,
        );
        await expect(store.appendToStream(streamOf('bad'), [event, event], 'any')).rejects.toThrow(/twice/);
        expect(await store.streamVersion(streamOf('bad'))).toBe(0);
      });

      it('checks the version only on an empty append', async () => {
        const stream = streamOf('empty');
        const appended = await store.appendToStream(stream, [anEvent()], 'no_stream');
        await expect(store.appendToStream(stream, [], 1)).resolves.toMatchObject({
          nextExpectedVersion: 1,
          lastGlobalPosition: appended.lastGlobalPosition,
          events: [],
        });
        await expect(store.appendToStream(stream, [], 0)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      });

      needs(['inlineProjections'])(
        'applies inline projections in the append transaction, and rolls the append back when one fails',
        async () => {
          const table = await readModelTable();
          const inline = recordingProjection('inline', table, prefix);
          const stream = streamOf('inline');
          const result = await store.appendToStream(stream, someEvents(2), 'no_stream', { inline: [inline] });
          expect(await readModelRows(table)).toEqual([`${stream}@1`, `${stream}@2`]);
          expect(result.events).toHaveLength(2);

          const failing = recordingProjection('failing', table, prefix, (event) => event.streamVersion === 4);
          await expect(store.appendToStream(stream, someEvents(2), 2, { inline: [failing] })).rejects.toThrow(
            /crashed/,
          );
          expect(await store.streamVersion(stream)).toBe(2);
          expect(await readModelRows(table)).toEqual([`${stream}@1`, `${stream}@2`]);

          // A re-append is not projected twice.
          const events = someEvents(1);
          await store.appendToStream(stream, events, 2, { inline: [inline] });
          const again = await store.appendToStream(stream, events, 2, { inline: [inline] });
          expect(again.idempotent).toBe(true);
          expect(await readModelRows(table)).toEqual([`${stream}@1`, `${stream}@2`, `${stream}@3`]);
        },
      );

      if (!inlineProjections) {
        it('refuses inline projections (no transaction to run them in), writing nothing', async () => {
          const table = await readModelTable();
          const stream = streamOf('no-inline');
          const inline = recordingProjection('inline', table, prefix);
          await expect(store.appendToStream(stream, someEvents(1), 'no_stream', { inline: [inline] })).rejects.toThrow(
            TypeError,
          );
          expect(await store.streamVersion(stream)).toBe(0);
          expect(await readModelRows(table)).toEqual([]);
          // No projections is no option: the append goes through.
          await expect(store.appendToStream(stream, someEvents(1), 'no_stream', { inline: [] })).resolves.toMatchObject(
            {
              nextExpectedVersion: 1,
            },
          );
        });
      }
    });

    describe('reading', () => {
      it('reads a stream from a version, with a limit', async () => {
        const stream = streamOf('paged');
        await store.appendToStream(stream, someEvents(5), 'no_stream');
        const page = await store.readStream(stream, { fromVersion: 2, limit: 2 });
        expect(page.map((event) => event.streamVersion)).toEqual([3, 4]);
        expect(page.map((event) => event.data)).toEqual([{ index: 2 }, { index: 3 }]);
        expect((await store.readStream(stream, { fromVersion: 5 })).length).toBe(0);
        expect(await store.readStream(streamOf('none'))).toEqual([]);
      });

      it('tells whether an event id is recorded in a stream', async () => {
        const stream = streamOf('has');
        const [first] = someEvents(1);
        await store.appendToStream(stream, [first], 'no_stream');
        expect(await store.hasEvent(stream, first.eventId)).toBe(true);
        expect(await store.hasEvent(stream, first.eventId.toUpperCase())).toBe(true);
        expect(await store.hasEvent(streamOf('other'), first.eventId)).toBe(false);
        expect(await store.hasEvent(stream, someEvents(1)[0].eventId)).toBe(false);
        expect(await store.hasEvent(stream, 'not-a-uuid')).toBe(false);
      });

      it('reads the whole log in (transaction, position) order, page by page, without gaps or repeats', async () => {
        await store.appendToStream(streamOf('x'), someEvents(3), 'no_stream');
        await store.appendToStream(streamOf('y'), someEvents(2), 'no_stream');
        await readable((await store.appendToStream(streamOf('x'), someEvents(2), 3)).lastPosition);

        const all = await store.readAll(LOG_START, 1_000_000);
        for (let index = 1; index < all.length; index++) {
          expect(compareLogPositions(all[index - 1], all[index])).toBeLessThan(0);
        }
        expect(ours(all).map((event) => `${event.streamId.slice(-1)}${event.streamVersion}`)).toEqual([
          'x1',
          'x2',
          'x3',
          'y1',
          'y2',
          'x4',
          'x5',
        ]);

        const paged: RecordedEvent[] = [];
        let after = LOG_START;
        for (;;) {
          const page = await store.readAll(after, 3);
          if (page.length === 0) break;
          paged.push(...page);
          after = page[page.length - 1];
        }
        expect(paged.map((event) => event.globalPosition)).toEqual(all.map((event) => event.globalPosition));
        const last = all[all.length - 1];
        const lastPosition = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        expect(await store.headPosition()).toEqual(lastPosition);
        expect(await store.writtenHead()).toEqual(lastPosition);
      });

      it('reads the events of some types only, and says how far it looked', async () => {
        const wanted = `Wanted${prefix}`;
        await store.appendToStream(streamOf('t'), someEvents(2), 'no_stream');
        await store.appendToStream(streamOf('t'), someEvents(1, wanted), 2);
        await store.appendToStream(streamOf('t'), someEvents(2), 3);
        await store.appendToStream(streamOf('u'), someEvents(2, wanted), 'no_stream');
        const last = await store.appendToStream(streamOf('t'), someEvents(3), 5);
        await readable(last.lastPosition);

        const all = await store.readAllOfTypes(LOG_START, 1_000_000, [wanted]);
        expect(all.events.map((event) => `${event.streamId.slice(-1)}${event.streamVersion}`)).toEqual([
          't3',
          'u1',
          'u2',
        ]);
        // A partial page looked through to the readable head: nothing of the type lies before it unread.
        expect(compareLogPositions(all.end, last.lastPosition)).toBeGreaterThanOrEqual(0);

        // A full page ends at its last event; the next page starts after it.
        const first = await store.readAllOfTypes(LOG_START, 2, [wanted]);
        expect(first.events.map((event) => event.streamVersion)).toEqual([3, 1]);
        expect(first.end).toEqual({
          transactionId: first.events[1].transactionId,
          globalPosition: first.events[1].globalPosition,
        });
        const rest = await store.readAllOfTypes(first.end, 2, [wanted]);
        expect(rest.events.map((event) => `${event.streamId.slice(-1)}${event.streamVersion}`)).toEqual(['u2']);
        const none = await store.readAllOfTypes(all.end, 10, [wanted]);
        expect(none.events).toEqual([]);
        expect(compareLogPositions(none.end, all.end)).toBeGreaterThanOrEqual(0);
      });

      it('upcasts older event shapes on read', async () => {
        const upcasting = fixture.withUpcast((event) =>
          event.type === 'Renamed' && event.metadata.schema === 1
            ? { ...event, data: { name: String(event.data.title) }, metadata: { ...event.metadata, schema: 2 } }
            : event,
        );
        const stream = streamOf('old');
        const old = await store.appendToStream(
          stream,
          [{ ...anEvent('Renamed', { title: 'old' }), metadata: { schema: 1 } }],
          'no_stream',
        );
        await readable(old.lastPosition);
        const [event] = await upcasting.readStream(stream);
        expect(event.data).toEqual({ name: 'old' });
        expect(ours(await upcasting.readAll(LOG_START, 1_000_000))[0].data).toEqual({ name: 'old' });
      });
    });

    needs(['concurrentConnections', 'inlineProjections'])(
      'never lets an async reader pass an append that commits late',
      async () => {
        const table = await readModelTable();
        const subscription = subscribe(recordingProjection(`late-${prefix}`, table, prefix));
        const first = await store.appendToStream(streamOf('first'), [anEvent()], 'no_stream');
        await readable(first.lastPosition);

        let entered!: () => void;
        let release!: () => void;
        const inside = new Promise<void>((resolve) => (entered = resolve));
        const gate = new Promise<void>((resolve) => (release = resolve));
        const hold: Projection = {
          name: 'hold',
          async apply() {
            entered();
            await gate;
          },
        };
        // Inserted (position and transaction id taken) but not committed until the gate opens.
        const held = store.appendToStream(streamOf('held'), [anEvent()], 'no_stream', { inline: [hold] });
        await inside;
        const second = await store.appendToStream(streamOf('second'), [anEvent()], 'no_stream');
        const third = await store.appendToStream(streamOf('third'), [anEvent()], 'no_stream');

        try {
          expect((await allOfOurs()).map((event) => event.streamId)).toEqual([streamOf('first')]);
          await subscription.catchUp();
          expect(await readModelRows(table)).toEqual([`${streamOf('first')}@1`]);
          await expect(subscription.waitFor(second.lastPosition, 200)).rejects.toThrow(/not reached/);
          // The written head is past the held one: a reader that must see all of it waits for the horizon.
          expect(await store.writtenHead()).toEqual(third.lastPosition);
          expect(compareLogPositions(await store.headPosition(), second.lastPosition)).toBeLessThan(0);
        } finally {
          release();
        }
        const late = await held;
        // The late event has the earlier position: a reader ordered by position alone would skip it.
        expect(late.lastGlobalPosition).toBeLessThan(second.lastGlobalPosition);
        expect(compareLogPositions(first.lastPosition, late.lastPosition)).toBeLessThan(0);
        await readable(third.lastPosition);

        expect((await allOfOurs()).map((event) => event.streamId)).toEqual(
          ['first', 'held', 'second', 'third'].map(streamOf),
        );
        await subscription.waitFor(third.lastPosition);
        expect(await readModelRows(table)).toEqual(
          ['first', 'held', 'second', 'third'].map((name) => `${streamOf(name)}@1`),
        );
      },
    );

    describe('checkpointed subscriptions', () => {
      it('applies every event exactly once, across catch-ups and instances', async () => {
        const table = await readModelTable();
        const name = `once-${prefix}`;
        for (let index = 0; index < 6; index++) {
          await readable((await store.appendToStream(streamOf(`s${index % 3}`), someEvents(3), 'any')).lastPosition);
        }

        const subscription = subscribe(recordingProjection(name, table, prefix), {
          batchSize: 4,
        });
        const reached = await subscription.catchUp();
        expect(reached).toEqual(await store.headPosition());
        expect(await readModelRows(table)).toEqual(labels(await allOfOurs()));

        await readable((await store.appendToStream(streamOf('s0'), someEvents(2), 'any')).lastPosition);
        // Two instances of one projection at once (two processes): they take turns, never repeat.
        const twin = subscribe(recordingProjection(name, table, prefix), { batchSize: 1 });
        await Promise.all([subscription.catchUp(), twin.catchUp(), subscription.catchUp()]);
        expect(await readModelRows(table)).toEqual(labels(await allOfOurs()));
        expect(await readModelRows(table)).toHaveLength(20);
        expect(await storedCheckpoint(name)).toEqual(await store.headPosition());
      });

      it('rolls back read model and checkpoint together when a batch crashes, and resumes without gaps', async () => {
        const table = await readModelTable();
        const name = `crash-${prefix}`;
        for (let index = 0; index < 4; index++) {
          await readable((await store.appendToStream(streamOf(`c${index}`), someEvents(5), 'no_stream')).lastPosition);
        }
        const doomed = (event: RecordedEvent) => event.streamId === streamOf('c2') && event.streamVersion === 3;

        const crashing = subscribe(recordingProjection(name, table, prefix, doomed), {
          batchSize: 7,
        });
        await expect(crashing.catchUp()).rejects.toThrow(/crashed/);
        expect(crashing.lastError).toBeInstanceOf(Error);

        // Exactly the events up to the stored checkpoint are in the read model: nothing of the failed batch.
        const checkpoint = await storedCheckpoint(name);
        const applied = (await allOfOurs()).filter((event) => compareLogPositions(event, checkpoint) <= 0);
        expect(await readModelRows(table)).toEqual(labels(applied));
        expect(await readModelRows(table)).not.toContain(`${streamOf('c2')}@3`);

        // A new instance (a restarted process) resumes from the stored checkpoint.
        const restarted = subscribe(recordingProjection(name, table, prefix), {
          batchSize: 7,
        });
        await restarted.catchUp();
        expect(await readModelRows(table)).toEqual(labels(await allOfOurs()));
        expect(await readModelRows(table)).toHaveLength(20);
      });

      it('waits for a position (read your own writes) and polls while started', async () => {
        const table = await readModelTable();
        const subscription = subscribe(recordingProjection(`poll-${prefix}`, table, prefix), {
          pollIntervalMs: 20,
        });
        const appended = await store.appendToStream(streamOf('w'), someEvents(2), 'no_stream');
        await subscription.waitFor(appended.lastPosition);
        expect(await readModelRows(table)).toEqual([`${streamOf('w')}@1`, `${streamOf('w')}@2`]);

        subscription.start();
        expect(subscription.running).toBe(true);
        try {
          await store.appendToStream(streamOf('w'), someEvents(1), 2);
          const deadline = Date.now() + 5000;
          while ((await readModelRows(table)).length < 3 && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 10));
          expect(await readModelRows(table)).toHaveLength(3);
        } finally {
          await subscription.stop();
        }
        expect(subscription.running).toBe(false);
        await store.appendToStream(streamOf('w'), someEvents(1), 3);
        await new Promise((r) => setTimeout(r, 100));
        expect(await readModelRows(table)).toHaveLength(3);
      });

      it('looks at once when poked (new events seen elsewhere) instead of waiting out its pause', async () => {
        const table = await readModelTable();
        const subscription = subscribe(recordingProjection(`poke-${prefix}`, table, prefix), {
          pollIntervalMs: 600_000,
        });
        subscription.start();
        try {
          await readable((await store.appendToStream(streamOf('p'), someEvents(1), 'no_stream')).lastPosition);
          // Its first look may have come before the append: only a poke gets it looking again.
          for (let round = 1; round <= 3; round++) {
            subscription.poke();
            const deadline = Date.now() + 30_000;
            while ((await readModelRows(table)).length < round && Date.now() < deadline)
              await new Promise((r) => setTimeout(r, 10));
            expect(await readModelRows(table)).toHaveLength(round);
            await readable((await store.appendToStream(streamOf('p'), someEvents(1), round)).lastPosition);
          }
        } finally {
          await subscription.stop();
        }
      });

      it('rebuilds: reset empties the read model with the checkpoint, replay fills fresh tables equal to it', async () => {
        const table = await readModelTable();
        const name = `rebuild-${prefix}`;
        await store.appendToStream(streamOf('r1'), someEvents(4), 'no_stream');
        await readable((await store.appendToStream(streamOf('r2'), someEvents(3), 'no_stream')).lastPosition);
        const subscription = subscribe(recordingProjection(name, table, prefix));
        await subscription.catchUp();
        const live = await readModelRows(table);
        expect(live).toHaveLength(7);

        await subscription.reset((tx) => tx.query(`DELETE FROM ${table}`).then(() => undefined));
        expect(await readModelRows(table)).toEqual([]);
        expect(await storedCheckpoint(name)).toEqual(LOG_START);
        await subscription.catchUp();
        expect(await readModelRows(table)).toEqual(live);

        const fresh = `${table}_replay`;
        await sql.query(`CREATE TABLE ${fresh} (LIKE ${table})`);
        const replayed = await replayProjection(store, recordingProjection('replay', fresh, prefix), {
          batchSize: 3,
          sql,
        });
        expect(replayed.position).toEqual(await store.headPosition());
        const { rows } = await sql.query<{ label: string }>(
          `SELECT stream_id || '@' || stream_version AS label FROM ${fresh} ORDER BY stream_id, stream_version`,
        );
        expect(rows.map((row) => row.label)).toEqual(live);
      });
    });

    describe('log tail (pushes every process sees)', () => {
      it('hands out each event appended after its start once, in log order, to every handler', async () => {
        const before = await store.appendToStream(streamOf('tail-before'), [anEvent()], 'no_stream');
        await readable(before.lastPosition);
        const tail = new LogTail(store, { batchSize: 3 });
        await tail.start();
        await tail.stop(); // polled by hand below
        const seen: string[][] = [[], []];
        tail.subscribe((events) => seen[0].push(...labels(ours(events))));
        const unsubscribe = tail.subscribe((events) => seen[1].push(...labels(ours(events))));
        const first = await store.appendToStream(streamOf('tail'), someEvents(4), 'no_stream');
        await readable(first.lastPosition);
        while ((await tail.poll()) > 0) {
          // drain
        }
        unsubscribe();
        const second = await store.appendToStream(streamOf('tail'), someEvents(1), 4);
        await readable(second.lastPosition);
        while ((await tail.poll()) > 0) {
          // drain
        }
        expect(seen[0]).toEqual([1, 2, 3, 4, 5].map((version) => `${streamOf('tail')}@${version}`));
        expect(seen[1]).toEqual([1, 2, 3, 4].map((version) => `${streamOf('tail')}@${version}`));
      });
    });

    describe('snapshots', () => {
      it('saves and loads the newest snapshot per stream and state shape, bigints included', async () => {
        const stream = streamOf('snap');
        await store.appendToStream(stream, someEvents(9), 'no_stream');
        const state = { balance: 12_345_678_901_234_567_890n, items: [{ id: 'i1', value: 250n }], note: null };
        await store.saveSnapshot({ streamId: stream, version: 5, schema: 'wallet-v1', state });
        expect(await store.loadSnapshot(stream, 'wallet-v1')).toEqual({
          streamId: stream,
          version: 5,
          schema: 'wallet-v1',
          state,
        });
        expect(await store.loadSnapshot(stream, 'wallet-v2')).toBeNull();
        expect(await store.loadSnapshot(streamOf('none'), 'wallet-v1')).toBeNull();

        await store.saveSnapshot({ streamId: stream, version: 3, schema: 'wallet-v1', state: { balance: 1n } });
        expect((await store.loadSnapshot(stream, 'wallet-v1'))?.version).toBe(5);
        await store.saveSnapshot({ streamId: stream, version: 9, schema: 'wallet-v1', state: { balance: 2n } });
        expect(await store.loadSnapshot(stream, 'wallet-v1')).toMatchObject({ version: 9, state: { balance: 2n } });
      });

      it('refuses to snapshot a version the stream does not have', async () => {
        const stream = streamOf('snap-ahead');
        await store.appendToStream(stream, someEvents(2), 'no_stream');
        await expect(
          store.saveSnapshot({ streamId: stream, version: 3, schema: 'wallet-v1', state: { balance: 1n } }),
        ).rejects.toThrow(RangeError);
        expect(await store.loadSnapshot(stream, 'wallet-v1')).toBeNull();
      });
    });
  });
}
