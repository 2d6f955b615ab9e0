// The event reactor base on a real database: a pass moves the stored checkpoint past what it handled,
// a reactor whose lease another process holds reads and writes nothing, one of every type ('all')
// sees every event, and stop() waits for the pass in flight before it writes the checkpoint and
// gives the lease up. Tests await conditions (catchUp), never time.
import { randomUUID } from 'node:crypto';
import {
  compareLogPositions,
  LOG_START,
  PostgresEventStore,
  type RecordedEvent,
  type SqlClient,
} from '@lootledger/event-store';
import { LocalLeases } from '../cluster/leases';
import { openTestSql } from '../testing/test-database';
import { EventReactor, type EventReactorDeps, type EventReactorOptions } from './event-reactor';
import { LogCheckpoint } from './log-checkpoint';
import { PROCESS_MANAGER_MIGRATIONS } from './process-manager';

let close: () => Promise<void>;
let sql: SqlClient;
let store: PostgresEventStore;

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_reactor', PROCESS_MANAGER_MIGRATIONS));
  store = await PostgresEventStore.open(sql);
});
afterAll(() => close());

/** Records the labels it handled; a handle waits on `gate` when there is one. */
class RecordingReactor extends EventReactor {
  readonly handled: string[] = [];
  gate: Promise<void> | null = null;
  onHandle: (() => void) | null = null;

  constructor(deps: EventReactorDeps, options: EventReactorOptions) {
    super(deps, options);
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    this.onHandle?.();
    await this.gate;
    this.handled.push(String(event.data.label ?? event.type));
  }
}

/** A process of its own on the shared database (its own lease holder). */
function aProcess(): EventReactorDeps {
  return { store, sql, leases: LocalLeases.on(sql) };
}

async function record(type: string, ...labels: string[]): Promise<RecordedEvent[]> {
  const stream = `reactor-${randomUUID()}`;
  await store.appendToStream(
    stream,
    labels.map((label) => ({ eventId: randomUUID(), type, data: { label } })),
    'no_stream',
  );
  return store.readStream(stream);
}

describe('EventReactor', () => {
  it('moves its stored checkpoint past the events a pass handled', async () => {
    const name = `reactor-${randomUUID().slice(0, 8)}`;
    const reactor = new RecordingReactor(aProcess(), { name, reactsTo: [`Seen-${name}`], pollIntervalMs: 50 });
    const events = await record(`Seen-${name}`, 'a', 'b');
    expect(await reactor.catchUp()).toBe(2);
    const stored = await new LogCheckpoint(sql, name).read();
    const last = events[events.length - 1];
    expect(stored).toEqual({ transactionId: last.transactionId, globalPosition: last.globalPosition });
    expect(await reactor.runOnce()).toBe(0);
    await reactor.stop();
  });

  it('does nothing while another process holds its lease: no event handled, no checkpoint written', async () => {
    const name = `reactor-${randomUUID().slice(0, 8)}`;
    const options = { name, reactsTo: [`Seen-${name}`], pollIntervalMs: 50 };
    const holder = new RecordingReactor(aProcess(), options);
    const other = new RecordingReactor(aProcess(), options);
    expect(await holder.runOnce()).toBe(0);
    await record(`Seen-${name}`, 'c');
    expect(await other.runOnce()).toBe(0);
    expect(other.handled).toEqual([]);
    expect(await new LogCheckpoint(sql, name).read()).toEqual(LOG_START);
    await holder.stop();
    expect(await other.catchUp()).toBe(1);
    expect(other.handled).toEqual(['c']);
    await other.stop();
  });

  it("reacts to every event with reactsTo 'all'", async () => {
    const name = `reactor-${randomUUID().slice(0, 8)}`;
    const reactor = new RecordingReactor(aProcess(), { name, reactsTo: 'all', pollIntervalMs: 50, batchSize: 2 });
    await record(`One-${name}`, 'd');
    await record(`Other-${name}`, 'e', 'f');
    await reactor.catchUp();
    expect(reactor.handled.slice(-3)).toEqual(['d', 'e', 'f']);
    await reactor.stop();
  });

  it('stop() waits for the pass in flight, writes its checkpoint, then gives the lease up', async () => {
    const name = `reactor-${randomUUID().slice(0, 8)}`;
    const options = { name, reactsTo: [`Seen-${name}`], pollIntervalMs: 50 };
    const reactor = new RecordingReactor(aProcess(), options);
    const events = await record(`Seen-${name}`, 'g');
    let release!: () => void;
    reactor.gate = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (reactor.onHandle = resolve));
    const order: string[] = [];
    const pass = reactor.catchUp().then(() => order.push('pass ended'));
    await entered;
    const stopped = reactor.stop().then(() => order.push('stopped'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    release();
    await Promise.all([pass, stopped]);
    expect(order).toEqual(['pass ended', 'stopped']);
    const stored = await new LogCheckpoint(sql, name).read();
    expect(compareLogPositions(stored, events[0])).toBeGreaterThanOrEqual(0);
    const next = new RecordingReactor(aProcess(), options);
    expect(await next.runOnce()).toBe(0);
    expect(next.handled).toEqual([]);
    await next.stop();
  });
});
