// The shared window of the log's newest events (LogWindow) over a real store (PGlite): what its
// readers share, and that sharing never hides an event the table would have shown. The store's
// contract suite runs with the window on too (postgres-event-store.int.spec.ts).
import { randomUUID } from 'node:crypto';
import type { LogPosition, RecordedEvent } from '../event-store.port';
import { runMigrations } from '../sql/migrator';
import { createSqlClient, type SqlClient } from '../sql/sql-client';
import { anEvent } from '../testing/event-store.contract';
import { eventStoreMigrations } from './event-store.migrations';
import { LogWindow } from './log-window';
import { PostgresEventStore } from './postgres-event-store';

let sql: SqlClient;
let store: PostgresEventStore;

beforeAll(async () => {
  sql = await createSqlClient({ dataDir: 'memory://' });
  await runMigrations(sql, eventStoreMigrations);
  store = new PostgresEventStore(sql);
});

afterAll(() => sql.close());

/** The table's readAll, counted; a fetch can be held after its query ran (its answer delayed). */
function countedReads() {
  const reads = { count: 0, hold: null as Promise<void> | null };
  const readAll = async (after: LogPosition, limit: number): Promise<RecordedEvent[]> => {
    reads.count++;
    const events = await store.readAll(after, limit);
    if (reads.hold) await reads.hold;
    return events;
  };
  return { reads, readAll };
}

async function append(count: number, type = 'ThingHappened'): Promise<readonly RecordedEvent[]> {
  const result = await store.appendToStream(
    `window-${randomUUID()}`,
    Array.from({ length: count }, (_, index) => anEvent(type, { index })),
    'no_stream',
  );
  return result.events;
}

const ids = (events: readonly RecordedEvent[]) => events.map((event) => event.eventId);

it('readers at its end share the fetch of what is new; readers behind it are served from memory', async () => {
  const { reads, readAll } = countedReads();
  const window = new LogWindow(readAll);
  const head = await store.headPosition();
  expect((await window.read(head, 100))!.events).toEqual([]);

  const appended = await append(5);
  reads.count = 0;
  // Twelve readers at the end at once: one fetch that started before some of them were asked, one
  // that started after all of them (a fetch already running may have missed what they saw commit).
  const pages = await Promise.all(Array.from({ length: 12 }, () => window.read(head, 100)));
  for (const page of pages) expect(ids(page!.events)).toEqual(ids(appended));
  expect(reads.count).toBeLessThanOrEqual(2);

  // Behind the end with a full page to give: no fetch at all.
  reads.count = 0;
  const page = await window.read(appended[0], 3);
  expect(ids(page!.events)).toEqual(ids(appended.slice(1, 4)));
  expect(page!.end).toMatchObject({ globalPosition: appended[3].globalPosition });
  expect(reads.count).toBe(0);
});

it('a read sees an append that committed while a fetch started before it was still running', async () => {
  const { reads, readAll } = countedReads();
  const window = new LogWindow(readAll);
  const head = await store.headPosition();
  await window.read(head, 100);

  let release!: () => void;
  reads.hold = new Promise<void>((resolve) => (release = resolve));
  const early = window.read(head, 100); // its fetch's query runs now and finds nothing
  await new Promise((resolve) => setImmediate(resolve));
  const appended = await append(2);
  const late = window.read(head, 100); // asked after the append committed
  reads.hold = null;
  release();
  expect((await early)!.events.length).toBeLessThanOrEqual(2);
  expect(ids((await late)!.events)).toEqual(ids(appended));
});

it('of some types, with how far the page looked; a reader behind its start is sent to the table', async () => {
  const { readAll } = countedReads();
  const window = new LogWindow(readAll, { maxEvents: 6, pageSize: 2 });
  const head = await store.headPosition();
  await window.read(head, 100);
  const things = await append(3, 'ThingHappened');
  const others = await append(3, 'OtherHappened');

  const page = await window.read(head, 2, new Set(['OtherHappened']));
  expect(ids(page!.events)).toEqual(ids(others.slice(0, 2)));
  expect(page!.end).toMatchObject({ globalPosition: others[1].globalPosition });
  const rest = await window.read(page!.end, 10, new Set(['OtherHappened']));
  expect(ids(rest!.events)).toEqual(ids(others.slice(2)));
  expect(rest!.end).toMatchObject({ globalPosition: others[2].globalPosition });

  // Nine events through a window of six, fetched two at a time and trimmed back to six once past
  // seven and a half: the eighth trims the first two, the ninth stays.
  const more = await append(3);
  expect(ids((await window.read(others[2], 10))!.events)).toEqual(ids(more));
  expect(window.size).toBe(7);
  expect(await window.read(head, 10)).toBeNull();
  expect(await window.read(things[0], 10)).toBeNull();
  expect(ids((await window.read(things[1], 10))!.events)).toEqual(ids([things[2], ...others, ...more]));
});
