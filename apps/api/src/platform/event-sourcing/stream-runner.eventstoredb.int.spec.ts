// The stream runner on a store without transactions (EventStoreDB, on its test double; the read
// side in PostgreSQL with DATABASE_URL, else PGlite): the read model follows a subscription and an
// answer waits for it; work that must go with an append is prepared in a SQL transaction and
// commits only with an append that wrote something.
import { randomUUID } from 'node:crypto';
import {
  CheckpointedSubscription,
  EventStoreDbEventStore,
  readSideMigrations,
  type SqlClient,
} from '@lootledger/event-store';
import { EventStoreDbTestDouble } from '@lootledger/event-store/testing';
import { DomainError } from '../errors/domain-error';
import { openTestSql } from '../testing/test-database';
import { systemContext } from './command-context';
import { StreamRunner, type InAppendTransaction } from './stream-runner';
import {
  COUNTER,
  COUNTER_VALUES,
  COUNTER_VALUES_MIGRATIONS,
  lower,
  raise,
  type CounterState,
} from './testing/counter-stream';

let double: EventStoreDbTestDouble;
let store: EventStoreDbEventStore;
let sql: SqlClient;
let close: () => Promise<void>;
let values: CheckpointedSubscription;
const context = systemContext('test', new Date('2026-11-23T12:00:00Z'));

beforeAll(async () => {
  double = await EventStoreDbTestDouble.start();
  store = EventStoreDbEventStore.connect(double.url);
  ({ sql, close } = await openTestSql('ll_runner_esdb', [
    ...readSideMigrations,
    ...COUNTER_VALUES_MIGRATIONS,
    { id: 'test-runner-work', sql: 'CREATE TABLE IF NOT EXISTS test_runner_work (note text NOT NULL)' },
  ]));
  // Never polls by itself within a test: only an append's wait can bring it forward.
  values = new CheckpointedSubscription(store, COUNTER_VALUES.projection, { sql, pollIntervalMs: 600_000 });
});
afterAll(async () => {
  await store.close();
  await double.stop();
  await close();
});

/** A runner as one process has it, its appends completed outside the log. */
function aRunner(): StreamRunner<CounterState> {
  return new StreamRunner(COUNTER, {
    store,
    inline: () => [],
    outside: { sql, readOwnWrites: (_kind, position) => values.waitFor(position) },
  });
}

const valueOf = async (id: string) =>
  (await sql.query<{ value: number }>(`SELECT value FROM test_counter_values WHERE counter_id = $1`, [id])).rows[0]
    ?.value;
const notes = async () =>
  (await sql.query<{ note: string }>(`SELECT note FROM test_runner_work ORDER BY note`)).rows.map((row) => row.note);
const note =
  (text: string): InAppendTransaction =>
  async (tx, events) => {
    await tx.query(`INSERT INTO test_runner_work (note) VALUES ($1)`, [`${text}@${events[0].streamVersion}`]);
  };

it('answers once the read model has applied the append (read your own writes)', async () => {
  const runner = aRunner();
  const id = randomUUID();
  const first = await runner.execute(id, 'raise/1', raise(3), context);
  expect(first).toMatchObject({ version: 1, idempotent: false });
  expect(await valueOf(id)).toBe(3);
  await runner.execute(id, 'lower/1', lower(1), context);
  expect(await valueOf(id)).toBe(2);
  expect(double.records.filter((record) => record.streamId === COUNTER.streamId(id))).toHaveLength(2);
});

it('commits the work that goes with an append only when the append wrote something', async () => {
  const runner = aRunner();
  const id = randomUUID();
  const before = await notes();
  await runner.execute(id, 'raise/a', raise(5), context, { inTransaction: note(`${id}-raise`) });
  expect(await notes()).toEqual([...before, `${id}-raise@1`].sort());

  // A repeat writes nothing: its work is rolled back.
  const again = await aRunner().execute(id, 'raise/a', raise(5), context, { inTransaction: note(`${id}-again`) });
  expect(again.idempotent).toBe(true);
  // The work refuses: nothing is appended anywhere.
  const refusing: InAppendTransaction = async (tx) => {
    await tx.query(`INSERT INTO test_runner_work (note) VALUES ('refused')`);
    throw new DomainError('INSUFFICIENT_BALANCE');
  };
  await expect(runner.execute(id, 'raise/b', raise(1), context, { inTransaction: refusing })).rejects.toMatchObject({
    key: 'INSUFFICIENT_BALANCE',
  });
  expect(await store.streamVersion(COUNTER.streamId(id))).toBe(1);
  expect(await notes()).toEqual([...before, `${id}-raise@1`].sort());
  expect(await valueOf(id)).toBe(5);
});

it('prepares the work again when a concurrent append wins, and commits it once, with its own version', async () => {
  const id = randomUUID();
  const [one, other] = [aRunner(), aRunner()];
  await one.execute(id, 'raise/0', raise(1), context);
  await other.load(id); // both processes now hold version 1
  await one.execute(id, 'raise/1', raise(1), context);
  // `other` decides on its stale version 1 first: refused by the server, its work rolled back, decided again.
  const before = await notes();
  const late = await other.execute(id, 'raise/2', raise(1), context, { inTransaction: note(`${id}-late`) });
  expect(late.version).toBe(3);
  expect(await notes()).toEqual([...before, `${id}-late@3`].sort());
  expect(await valueOf(id)).toBe(3);
});
