// The process manager base on a real database: it reacts to its event types only, keeps its
// checkpoint across restarts, tries a failed event again without skipping it, passes, and works in
// one process at a time (the lease: an advisory lock on PostgreSQL, taken over at once when its
// holder's connection dies).
import { randomUUID } from 'node:crypto';
import { compareLogPositions, PostgresEventStore, type RecordedEvent, type SqlClient } from '@lootledger/event-store';
import { AdvisoryLeases, leasesFor, type Leases } from '../cluster/leases';
import { openTestSql } from '../testing/test-database';
import { waitUntil } from '../testing/wait-until';
import { PROCESS_MANAGER_MIGRATIONS, ProcessManager, type ProcessManagerDeps } from './process-manager';

let close: () => Promise<void>;
let sql: SqlClient;
let store: PostgresEventStore;

const allLeases: Leases[] = [];

beforeAll(async () => {
  ({ sql, close } = await openTestSql('ll_process', PROCESS_MANAGER_MIGRATIONS));
  store = await PostgresEventStore.open(sql);
});
afterAll(async () => {
  await Promise.all(allLeases.map((leases) => leases.close()));
  await close();
});

/** What one process has: the log, the database and leases of its own (a holder of its own). */
function aProcess(): ProcessManagerDeps {
  const leases = leasesFor(sql);
  allLeases.push(leases);
  return { store, sql, leases };
}

/** Records what it handled; fails on the events named in `failOn` (once each, or always). */
class RecordingProcess extends ProcessManager {
  readonly handled: string[] = [];
  readonly ticks: Date[] = [];
  readonly failOn = new Map<string, 'once' | 'always'>();

  constructor(deps: ProcessManagerDeps, name: string, startAt?: 'log-start' | 'head') {
    super(deps, { name, reactsTo: [wanted(name)], pollIntervalMs: 50, batchSize: 2, startAt });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const label = String(event.data.label);
    const failing = this.failOn.get(label);
    if (failing) {
      if (failing === 'once') this.failOn.delete(label);
      throw new Error(`cannot handle ${label}`);
    }
    this.handled.push(label);
  }

  /** Records each pass that ran (under the lease, at its time) after its events. */
  protected override async pass(now: Date): Promise<number> {
    const handled = await super.pass(now);
    this.ticks.push(now);
    return handled;
  }
}

/** Handles a page by streams (partitionBy): an event waits on its gate, if it has one. */
class PartitionedProcess extends ProcessManager {
  readonly handled: string[] = [];
  readonly failOnce = new Set<string>();
  readonly gates = new Map<string, Promise<void>>();

  constructor(deps: ProcessManagerDeps, name: string) {
    super(deps, { name, reactsTo: [wanted(name)], pollIntervalMs: 50, partitionBy: (event) => event.streamId });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const label = String(event.data.label);
    await this.gates.get(label);
    if (this.failOnce.delete(label)) throw new Error(`cannot handle ${label}`);
    this.handled.push(label);
  }
}

/** Each process reacts to a type of its own: the tests share one log. */
function wanted(name: string): string {
  return `Wanted-${name}`;
}

async function record(name: string, stream: string, ...labels: string[]): Promise<void> {
  const version = await store.streamVersion(stream);
  const appended = await store.appendToStream(
    stream,
    labels.map((label) => ({
      eventId: randomUUID(),
      type: label.startsWith('other') ? 'Unwanted' : wanted(name),
      data: { label },
    })),
    version,
  );
  // Readers stay below the oldest transaction in flight on the server (other test runs too).
  const deadline = Date.now() + 10_000;
  while (compareLogPositions(await store.headPosition(), appended.lastPosition) < 0) {
    if (Date.now() > deadline) throw new Error('the log did not become readable within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('ProcessManager', () => {
  it("starts at the log's head when told to (a feature switched on over history), then keeps its checkpoint", async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    await record(name, 'h-1', 'before-1', 'before-2');
    const first = new RecordingProcess(aProcess(), name, 'head');
    await first.initCheckpoint();
    await record(name, 'h-1', 'after-1');
    expect(await first.runOnce()).toBe(1);
    expect(first.handled).toEqual(['after-1']);
    await first.stop();
    // Restarted: the checkpoint exists, so what happened while it was down is handled, not skipped.
    await record(name, 'h-2', 'while-down');
    const second = new RecordingProcess(aProcess(), name, 'head');
    await second.initCheckpoint();
    expect(await second.runOnce()).toBe(1);
    expect(second.handled).toEqual(['while-down']);
    await second.stop();
    // The default reacts to the whole history.
    const fromStart = new RecordingProcess(aProcess(), `${name}-all`);
    await record(`${name}-all`, 'h-3', 'old');
    expect(await fromStart.runOnce()).toBe(1);
    expect(fromStart.handled).toEqual(['old']);
    await fromStart.stop();
  });

  it('reacts to its event types in log order, and a new instance resumes after its checkpoint', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const first = new RecordingProcess(aProcess(), name);
    await record(name, 'p-1', 'a', 'other-1', 'b');
    await record(name, 'p-2', 'c', 'other-2', 'd', 'e');
    expect(await first.runOnce(new Date('2026-11-23T10:00:00Z'))).toBe(5);
    expect(first.handled).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(first.ticks).toEqual([new Date('2026-11-23T10:00:00Z')]);
    expect(await first.runOnce()).toBe(0);
    await first.stop();

    await record(name, 'p-1', 'f');
    const restarted = new RecordingProcess(aProcess(), name);
    await restarted.runOnce();
    expect(restarted.handled).toEqual(['f']);
    await restarted.stop();
  });

  it('tries a failing event again on the next pass, never skipping it or repeating what it handled', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const process = new RecordingProcess(aProcess(), name);
    await record(name, `q-${randomUUID()}`, 'g', 'h', 'i');
    process.failOn.set('h', 'once');
    await expect(process.runOnce()).rejects.toThrow('cannot handle h');
    expect(process.handled).toEqual(['g']);
    await process.runOnce();
    expect(process.handled).toEqual(['g', 'h', 'i']);
    await process.stop();
  });

  it('works in one process at a time: another takes over once the holder stops, or at once when it dies', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const holder = new RecordingProcess(aProcess(), name);
    const other = new RecordingProcess(aProcess(), name);
    await record(name, `r-${randomUUID()}`, 'j');
    await holder.runOnce();
    await record(name, `r-${randomUUID()}`, 'k');
    expect(await other.runOnce()).toBe(0);
    expect(other.handled).toEqual([]);
    expect(other.ticks).toEqual([]);
    await holder.stop();
    await other.runOnce();
    expect(other.handled).toEqual(['k']);

    // A holder that died without stopping (kill -9): on PostgreSQL its lock connection ends with it
    // and the lock frees at once, with no expiry to wait out; on PGlite its holder goes away.
    const dying = aProcess();
    const crashed = new RecordingProcess(dying, `${name}-b`);
    await record(`${name}-b`, `r-${randomUUID()}`, 'l');
    await crashed.runOnce();
    expect(crashed.handled).toEqual(['l']);
    const successor = new RecordingProcess(aProcess(), `${name}-b`);
    await record(`${name}-b`, `r-${randomUUID()}`, 'm');
    expect(await successor.runOnce()).toBe(0);
    if (dying.leases instanceof AdvisoryLeases) {
      await sql.query(`SELECT pg_terminate_backend($1)`, [await dying.leases.backendPid()]);
    } else {
      await dying.leases.close();
    }
    // The server ends the backend a moment later: pass until the successor holds the lease.
    const deadline = Date.now() + 30_000;
    while (!successor.handled.includes('m') && Date.now() < deadline) {
      await successor.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // It resumes from the dead holder's checkpoint: 'l' was handled once, by the holder.
    expect(successor.handled).toEqual(['m']);
    await Promise.all([other.stop(), successor.stop()]);
  });

  // PGlite is one connection: a transaction held open there blocks the append itself.
  (process.env.DATABASE_URL ? it : it.skip)(
    'catches up to everything written before the call, past a transaction still in flight',
    async () => {
      const name = `pm-${randomUUID().slice(0, 8)}`;
      const process = new RecordingProcess(aProcess(), name);
      await record(name, `u-${randomUUID()}`, 'before');
      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      // A transaction with an id of its own, begun before the append and still open after it.
      const held = sql.transaction(async (tx) => {
        await tx.query('SELECT pg_current_xact_id()');
        entered();
        await gate;
      });
      await inside;
      await store.appendToStream(
        `u-${randomUUID()}`,
        [{ eventId: randomUUID(), type: wanted(name), data: { label: 'late' } }],
        'no_stream',
      );
      try {
        // One pass reads below the open transaction: the committed 'late' is not readable yet.
        await process.runOnce();
        expect(process.handled).toEqual(['before']);
        await expect(process.catchUp(new Date(), 200)).rejects.toThrow(/did not reach the log's written head/);
        const caughtUp = process.catchUp();
        let settled = false;
        void caughtUp.finally(() => (settled = true)).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(settled).toBe(false);
        release();
        await held;
        expect(await caughtUp).toBe(1);
      } finally {
        release();
      }
      expect(process.handled).toEqual(['before', 'late']);
      await process.stop();
    },
  );

  it('does not start its loop in a process that runs no background work (ROLE=api)', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const apiProcess = new RecordingProcess({ ...aProcess(), runsBackgroundWork: false }, name);
    await record(name, `t-${randomUUID()}`, 'n');
    await apiProcess.onApplicationBootstrap();
    // A started loop's first pass would be queued ahead of this one and take the event; none is.
    expect(await apiProcess.runOnce()).toBe(1);
    expect(apiProcess.handled).toEqual(['n']);
    await apiProcess.stop();
  });

  it('runs its loop once started, and stops cleanly', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const process = new RecordingProcess(aProcess(), name);
    await record(name, `s-${randomUUID()}`, 'm');
    process.start();
    const deadline = Date.now() + 30_000;
    while (!process.handled.includes('m') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await process.stop();
    expect(process.handled).toContain('m');
    const ticked = process.ticks.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(process.ticks.length).toBe(ticked);
  });

  it('handles the partitions of a page in parallel, each in log order', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const process = new PartitionedProcess(aProcess(), name);
    await record(name, `u-a-${name}`, 'a1', 'a2');
    await record(name, `u-b-${name}`, 'b1', 'b2');
    // a1 is held until b2 is handled: one event at a time, the pass would never finish.
    let release!: () => void;
    process.gates.set('a1', new Promise((resolve) => (release = resolve)));
    const pass = process.runOnce();
    await waitUntil(
      async () => process.handled.length,
      (count) => count === 2,
    );
    expect(process.handled).toEqual(['b1', 'b2']);
    release();
    expect(await pass).toBe(4);
    expect(process.handled).toEqual(['b1', 'b2', 'a1', 'a2']);
    expect(await process.runOnce()).toBe(0);
    await process.stop();
  });

  it('by partitions, moves its checkpoint only to the event before the first that failed in log order', async () => {
    const name = `pm-${randomUUID().slice(0, 8)}`;
    const process = new PartitionedProcess(aProcess(), name);
    await record(name, `v-a-${name}`, 'c1', 'c2');
    await record(name, `v-b-${name}`, 'd1');
    await record(name, `v-a-${name}`, 'c3');
    process.failOnce.add('d1');
    // d1 fails only once c3, after it in the log, is handled in the other partition.
    process.gates.set(
      'd1',
      waitUntil(async () => process.handled.includes('c3'), Boolean).then(() => undefined),
    );
    await expect(process.runOnce()).rejects.toThrow('cannot handle d1');
    // The other partition went on past the failure (c3)...
    expect([...process.handled].sort()).toEqual(['c1', 'c2', 'c3']);
    // ...but the checkpoint stayed before d1: d1 and everything after it come again (handling is
    // idempotent), nothing before it does.
    process.handled.length = 0;
    process.gates.clear();
    expect(await process.runOnce()).toBe(2);
    expect([...process.handled].sort()).toEqual(['c3', 'd1']);
    expect(await process.runOnce()).toBe(0);
    await process.stop();
  });
});
