// The log as followers see it on a store whose read models trail it: nothing past the horizon (how
// far every read model has applied the log), pages cut there still say how far they looked, and a
// follower starting now starts at the log's own head.
import { randomUUID } from 'node:crypto';
import {
  compareLogPositions,
  createSqlClient,
  LOG_START,
  PostgresEventStore,
  type LogPosition,
  type SqlClient,
} from '@lootledger/event-store';
import { ProjectedFeed } from './projected-feed';

let sql: SqlClient;
let log: PostgresEventStore;

beforeAll(async () => {
  sql = await createSqlClient({ dataDir: 'memory://' });
  log = await PostgresEventStore.open(sql);
});
afterAll(() => sql.close());

const event = (type: string) => ({ eventId: randomUUID(), type, data: {} });

it('delivers the log only up to the horizon, and pages cut there end at it', async () => {
  const first = await log.appendToStream(`feed-${randomUUID()}`, [event('Wanted'), event('Other')], 'no_stream');
  const second = await log.appendToStream(`feed-${randomUUID()}`, [event('Wanted')], 'no_stream');
  let horizon: LogPosition = LOG_START;
  const feed = new ProjectedFeed(log, () => horizon);

  expect(await feed.readAll(LOG_START, 100)).toEqual([]);
  expect(await feed.readAllOfTypes(LOG_START, 100, ['Wanted'])).toEqual({ events: [], end: LOG_START });
  // A follower starting now starts at the log's head, not at the horizon.
  expect(await feed.headPosition()).toEqual(second.lastPosition);

  horizon = first.lastPosition;
  expect((await feed.readAll(LOG_START, 100)).map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
  const page = await feed.readAllOfTypes(LOG_START, 100, ['Wanted']);
  expect(page.events.map((e) => e.eventId)).toEqual([first.events[0].eventId]);
  expect(page.end).toEqual(horizon);
  // Nothing more until the horizon moves; then the rest, up to the log's head.
  expect(await feed.readAllOfTypes(page.end, 100, ['Wanted'])).toEqual({ events: [], end: page.end });
  horizon = second.lastPosition;
  const rest = await feed.readAllOfTypes(page.end, 100, ['Wanted']);
  expect(rest.events.map((e) => e.eventId)).toEqual([second.events[0].eventId]);
  expect(compareLogPositions(rest.end, second.lastPosition)).toBeGreaterThanOrEqual(0);
  // A full page ends at its last event, as the log's own does.
  const [firstWanted] = first.events;
  expect((await feed.readAllOfTypes(LOG_START, 1, ['Wanted'])).end).toEqual({
    transactionId: firstWanted.transactionId,
    globalPosition: firstWanted.globalPosition,
  });
});
