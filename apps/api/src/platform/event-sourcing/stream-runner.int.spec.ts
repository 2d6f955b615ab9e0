// The stream runner on a real database (a fresh PostgreSQL database with DATABASE_URL, else PGlite),
// with a small stream kind: decisions, idempotent commands, conflicts between processes, snapshots,
// upcasting, extensions, inline read models.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore, type SqlClient } from '@lootledger/event-store';
import { DomainError } from '../errors/domain-error';
import { openTestSql } from '../testing/test-database';
import { systemContext } from './command-context';
import { defineEvent, MalformedEventError } from './event-definition';
import { commandEventId, StreamRunner } from './stream-runner';
import {
  COUNTER,
  COUNTER_VALUES,
  COUNTER_VALUES_MIGRATIONS,
  lower,
  raise,
  type CounterState,
} from './testing/counter-stream';

let close: () => Promise<void>;
let sql: SqlClient;
let store: PostgresEventStore;
const context = systemContext('test', new Date('2026-11-23T12:00:00Z'));

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_runner', COUNTER_VALUES_MIGRATIONS));
  store = await PostgresEventStore.open(sql, { batchAppends: true });
});
afterAll(() => close());

/** A runner as one process has it (its own state cache). */
function aRunner(): StreamRunner<CounterState> {
  return new StreamRunner(COUNTER, { store, inline: () => [COUNTER_VALUES.projection] });
}

async function readModelValue(id: string): Promise<number | undefined> {
  const { rows } = await sql.query<{ value: number }>(`SELECT value FROM test_counter_values WHERE counter_id = $1`, [
    id,
  ]);
  return rows[0]?.value;
}

describe('StreamRunner', () => {
  it('decides on the loaded state and appends with the expected version, the inline read model in step', async () => {
    const runner = aRunner();
    const id = randomUUID();
    const first = await runner.execute(id, 'raise/1', raise(3), context);
    expect(first).toMatchObject({ state: { value: 3, raises: 1 }, version: 1, idempotent: false });
    expect(first.events.map((event) => event.type)).toEqual(['CounterRaised']);
    expect(first.events[0].metadata).toMatchObject({
      actor: { type: 'system', id: 'test' },
      schema: 2,
      command: 'raise/1',
      time: '2026-11-23T12:00:00.000Z',
    });
    expect(first.events[0].eventId).toBe(commandEventId(COUNTER.streamId(id), 'raise/1', 0));
    const second = await runner.execute(id, 'lower/1', lower(2), context);
    expect(second).toMatchObject({ state: { value: 1 }, version: 2 });
    expect(await readModelValue(id)).toBe(1);
    expect((await aRunner().load(id)).state).toEqual({ value: 1, raises: 1 });
  });

  it('appends a command once: a repeat is idempotent, even when the state would now refuse it', async () => {
    const runner = aRunner();
    const id = randomUUID();
    await runner.execute(id, 'raise', raise(5), context);
    await runner.execute(id, 'lower/a', lower(5), context);
    // The same command again: nothing appended, answered as applied.
    const again = await runner.execute(id, 'lower/a', lower(5), context);
    expect(again).toMatchObject({ idempotent: true, version: 2, state: { value: 0 }, events: [] });
    // From another process, whose cache does not know the stream.
    expect(await aRunner().execute(id, 'lower/a', lower(5), context)).toMatchObject({ idempotent: true, version: 2 });
    // A new command the state refuses is refused, and appends nothing.
    await expect(aRunner().execute(id, 'lower/b', lower(1), context)).rejects.toMatchObject({
      key: 'INSUFFICIENT_BALANCE',
    });
    expect(await store.streamVersion(COUNTER.streamId(id))).toBe(2);
  });

  it('answers a repeat decided on an older state with the stream as it now is, the first run included', async () => {
    const id = randomUUID();
    const [one, other] = [aRunner(), aRunner()];
    await one.execute(id, 'raise/0', raise(1), context);
    await other.load(id); // the other process holds version 1
    await one.execute(id, 'raise/1', raise(2), context);
    // The same command in the other process, decided on its version 1: recorded already, nothing appended.
    const repeat = await other.execute(id, 'raise/1', raise(2), context);
    expect(repeat).toMatchObject({ idempotent: true, version: 2, state: { value: 3, raises: 2 }, events: [] });
    expect((await other.load(id)).version).toBe(2);
  });

  it('answers an empty decision without appending', async () => {
    const id = randomUUID();
    const result = await aRunner().execute(id, 'nothing', () => [], context);
    expect(result).toMatchObject({ idempotent: false, version: 0, events: [], position: null });
    expect(await store.streamVersion(COUNTER.streamId(id))).toBe(0);
  });

  it('decides again on a version conflict: parallel commands from several processes all land, in order', async () => {
    const id = randomUUID();
    const processes = [aRunner(), aRunner(), aRunner()];
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => processes[index % 3].execute(id, `raise/${index}`, raise(1), context)),
    );
    const loaded = await aRunner().load(id);
    expect(loaded).toMatchObject({ state: { value: 30, raises: 30 }, version: 30 });
    const versions = (await store.readStream(COUNTER.streamId(id))).map((event) => event.streamVersion);
    expect(versions).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(await readModelValue(id)).toBe(30);
  });

  it('never decides a refusal on a stale cache: it looks at the stream first', async () => {
    const id = randomUUID();
    const stale = aRunner();
    await stale.execute(id, 'raise/1', raise(1), context);
    // Another process raises it; this one's cache still says 1.
    await aRunner().execute(id, 'raise/2', raise(10), context);
    expect(stale.cachedState(id)).toEqual({ value: 1, raises: 1 });
    const lowered = await stale.execute(id, 'lower', lower(5), context);
    expect(lowered).toMatchObject({ state: { value: 6 }, version: 3, idempotent: false });
  });

  it('refuses with 409 CONCURRENT_CHANGE when the stream keeps moving beyond its attempts', async () => {
    const id = randomUUID();
    let overtaken = 0;
    // Every append of this process is overtaken by another process's append to the same stream.
    const overtakenStore = Object.assign(Object.create(store) as PostgresEventStore, {
      appendToStream: async (...args: Parameters<PostgresEventStore['appendToStream']>) => {
        overtaken++;
        await aRunner().execute(id, `other/${overtaken}`, raise(1), context);
        return store.appendToStream(...args);
      },
    });
    const loser = new StreamRunner(COUNTER, { store: overtakenStore, inline: () => [] });
    await expect(loser.execute(id, 'loser', raise(100), context)).rejects.toEqual(new DomainError('CONCURRENT_CHANGE'));
    expect(overtaken).toBe(COUNTER.maxAttempts);
    const loaded = await aRunner().load(id);
    expect(loaded.state).toEqual({ value: COUNTER.maxAttempts, raises: COUNTER.maxAttempts });
  });

  it('keeps loads flat with snapshots: a cold load folds fewer events than a snapshot interval', async () => {
    const id = randomUUID();
    const runner = aRunner();
    for (let index = 0; index < 23; index++) await runner.execute(id, `raise/${index}`, raise(1), context);
    const snapshot = await store.loadSnapshot<CounterState>(COUNTER.streamId(id), 'counter@1');
    expect(snapshot).toMatchObject({ version: 20, state: { value: 20, raises: 20 } });
    const cold = await aRunner().load(id);
    expect(cold).toEqual({ state: { value: 23, raises: 23 }, version: 23, eventsRead: 3 });
  });

  it('ignores a snapshot it cannot restore and folds the stream from its start', async () => {
    const id = randomUUID();
    for (let index = 0; index < 5; index++) await aRunner().execute(id, `raise/${index}`, raise(2), context);
    const broken = new StreamRunner(
      Object.assign(Object.create(COUNTER) as typeof COUNTER, {
        snapshot: {
          ...COUNTER.snapshot!,
          restore: () => {
            throw new Error('unreadable');
          },
        },
      }),
      { store, inline: () => [] },
    );
    expect(await broken.load(id)).toEqual({ state: { value: 10, raises: 5 }, version: 5, eventsRead: 5 });
  });

  it('upcasts an event written with an older schema when it loads it', async () => {
    const id = randomUUID();
    await store.appendToStream(
      COUNTER.streamId(id),
      [{ eventId: randomUUID(), type: 'CounterRaised', data: { step: 7 }, metadata: { schema: 1 } }],
      'no_stream',
    );
    expect((await aRunner().load(id)).state).toEqual({ value: 7, raises: 1 });
  });

  it('refuses a stored event its kind does not know, and a decision of one', async () => {
    const id = randomUUID();
    await store.appendToStream(
      COUNTER.streamId(id),
      [{ eventId: randomUUID(), type: 'SomethingElse', data: {}, metadata: { schema: 1 } }],
      'no_stream',
    );
    await expect(aRunner().load(id)).rejects.toBeInstanceOf(MalformedEventError);

    const other = randomUUID();
    await expect(
      aRunner().execute(other, 'odd', () => [{ type: 'SomethingElse', data: {} }], context),
    ).rejects.toBeInstanceOf(MalformedEventError);
    expect(await store.streamVersion(COUNTER.streamId(other))).toBe(0);
  });

  it("folds another context's event through the extension it registered", async () => {
    const doubled = defineEvent('CounterDoubled', { parse: () => ({}) });
    COUNTER.extend(doubled, (state) => ({ ...state, value: state.value * 2 }));
    const id = randomUUID();
    const runner = aRunner();
    await runner.execute(id, 'raise', raise(4), context);
    const result = await runner.execute(id, 'double', () => [{ type: 'CounterDoubled', data: {} }], context);
    expect(result.state.value).toBe(8);
    expect((await aRunner().load(id)).state.value).toBe(8);
    expect(await readModelValue(id)).toBe(4); // the read model ignores what it does not know
  });

  it('commits work of the command in the append transaction, and only when it appends', async () => {
    const id = randomUUID();
    const seen: string[] = [];
    const record = async (_tx: unknown, events: readonly { type: string }[]) => {
      seen.push(...events.map((event) => event.type));
    };
    await aRunner().execute(id, 'raise', raise(1), context, { inTransaction: record });
    await aRunner().execute(id, 'raise', raise(1), context, { inTransaction: record });
    await expect(
      aRunner().execute(id, 'failing', raise(1), context, {
        inTransaction: async () => {
          throw new Error('audit log unavailable');
        },
      }),
    ).rejects.toThrow('audit log unavailable');
    expect(seen).toEqual(['CounterRaised']);
    expect(await store.streamVersion(COUNTER.streamId(id))).toBe(1);
    expect(await readModelValue(id)).toBe(1);
  });
});
