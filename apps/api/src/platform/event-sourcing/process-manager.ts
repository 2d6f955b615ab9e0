// The process manager: the one way a step that spans streams is driven (a recharge order crediting
// a player, an approved adjustment moving coins, a delivery bill following its trade offer). It
// follows the log from a stored checkpoint, reacting to the event types it names with commands on
// other streams, and may do periodic work of its own (tick: due items, timers). Across processes
// one instance works at a time, under a lease. Its commands carry deterministic ids (their keys
// derive from the event or the item), so reacting twice to one event (after a crash, before the
// checkpoint moved) appends nothing the second time; a crash anywhere is finished on restart.
// Background work: its loop runs only in a process whose ROLE runs it (worker, all); the lease is
// `process.<name>` (platform/cluster/leases.ts: an advisory lock that frees when its holder dies,
// so another process takes over on its next pass). wake() wakes the holder wherever it runs.
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  compareLogPositions,
  LOG_START,
  type EventStore,
  type LogPosition,
  type Migration,
  type RecordedEvent,
  type SqlClient,
} from '@lootledger/event-store';
import type { ClusterSignals } from '../cluster/cluster-signals';
import type { Leases } from '../cluster/leases';

export const PROCESS_MANAGER_MIGRATIONS: readonly Migration[] = [
  {
    id: 'platform-001-process-leases',
    sql: `
CREATE TABLE IF NOT EXISTS process_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);`,
  },
  // Leases are advisory locks now (a dead holder's lock frees with its connection): no rows to expire.
  { id: 'platform-002-drop-process-leases', sql: `DROP TABLE IF EXISTS process_leases;` },
];

/** The signal that wakes a process manager (by name) in whichever process holds it. */
const WAKE_SIGNAL = 'process-manager.wake';

export interface ProcessManagerOptions {
  /** Unique: names the checkpoint and the lease. */
  readonly name: string;
  /** The event types it reacts to (handle); none: it only ticks. */
  readonly reactsTo?: readonly string[];
  /** Pause of the loop when it has nothing to do. */
  readonly pollIntervalMs: number;
  /** Events per read. */
  readonly batchSize?: number;
  /**
   * Where a process with no checkpoint yet starts: 'log-start' (default: it reacts to the whole
   * history) or 'head' (the log's readable head when it first starts: a feature switched on over an
   * existing database reacts only to what happens from then on). Call initCheckpoint() before the
   * app serves requests so nothing lands between the head it takes and its first pass.
   */
  readonly startAt?: 'log-start' | 'head';
  /**
   * Handles a page's events in parallel across partitions (in log order within each): the key of
   * an event's partition, e.g. the stream its command appends to. Events whose commands touch
   * different streams then share the store's group commits instead of waiting on each other's.
   * Absent: one event at a time, in log order.
   */
  readonly partitionBy?: (event: RecordedEvent) => string;
}

/** How many partitions of a page are handled at once (partitionBy). */
const PARTITIONS_AT_ONCE = 16;

/** What every process manager needs from the platform (one instance, from EventSourcingModule). */
export interface ProcessManagerDeps {
  readonly store: EventStore;
  readonly sql: SqlClient;
  /** This process's leases: one holder of a process manager's lease works at a time. */
  readonly leases: Leases;
  /** Signals to the fleet (wake()); absent: wake() wakes this instance only. */
  readonly signals?: ClusterSignals;
  /** false: onApplicationBootstrap does not start the loop (ROLE=api). Default true. */
  readonly runsBackgroundWork?: boolean;
}

/**
 * How often a process that only looked past events it does not react to writes how far it looked.
 * Writing it on every pass cost a commit per process manager per poll under load; a position held
 * only in memory loses nothing when the process dies: the next holder looks through those events
 * again and finds nothing to do. A handled event's position is written at once.
 */
const LOOKED_THROUGH_SAVE_MS = 1_000;

/** catchUp: how long it waits for the log's readable end to pass what was written, and how often it looks. */
const CATCH_UP_TIMEOUT_MS = 30_000;
const CATCH_UP_PAUSE_MS = 10;

export abstract class ProcessManager implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  /** How far this holder has looked (null: read it from the stored checkpoint). */
  private position: LogPosition | null = null;
  /** The position last written to subscription_checkpoints, and when. */
  private storedPosition: LogPosition | null = null;
  private storedAt = 0;
  private exclusive: Promise<unknown> = Promise.resolve();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeLoop: (() => void) | null = null;
  private failures = 0;
  private holding = false;
  private readonly unsubscribe: () => void;

  protected constructor(
    private readonly deps: ProcessManagerDeps,
    protected readonly options: ProcessManagerOptions,
  ) {
    this.logger = new Logger(options.name);
    this.unsubscribe =
      deps.signals?.on(WAKE_SIGNAL, (data) => {
        if (data.name === options.name) this.wakeLoop?.();
      }) ?? (() => undefined);
  }

  /** Whether this process runs the loop (its ROLE runs background work). */
  protected get runsHere(): boolean {
    return this.deps.runsBackgroundWork ?? true;
  }

  /**
   * Reacts to one event of the types it names, with commands on other streams. Must be idempotent:
   * after a crash it may see an event again. A throw stops the pass; the event is tried again later.
   */
  protected handle(_event: RecordedEvent): Promise<void> {
    return Promise.resolve();
  }

  /** Periodic work (due items, timers); returns how many items it worked. */
  protected tick(_now: Date): Promise<number> {
    return Promise.resolve(0);
  }

  onApplicationBootstrap(): void | Promise<void> {
    if (this.runsHere) this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe();
    await this.stop();
  }

  /** Starts the loop (a no-op when it runs). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Stops the loop after its current pass and gives the lease up. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeLoop?.();
    await this.loop;
    this.loop = null;
    await this.exclusive;
    if (this.holding) await this.flushCheckpoint().catch(() => undefined);
    this.holding = false;
    await this.deps.leases.release(this.leaseName).catch(() => undefined);
  }

  /** Runs a pass now instead of after the pause (new work arrived), in whichever process holds the lease. */
  wake(): void {
    this.wakeLoop?.();
    this.deps.signals?.tellOthersSoon(WAKE_SIGNAL, { name: this.options.name });
  }

  private get leaseName(): string {
    return `process.${this.options.name}`;
  }

  /**
   * One pass, after any running one: every event up to the log's readable end, then one tick.
   * Returns the events handled plus the items ticked (0: nothing to do). Skipped (0) while another
   * process holds the lease.
   */
  runOnce(now: Date = new Date()): Promise<number> {
    const run = this.exclusive.then(() => this.pass(now));
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /**
   * Passes until every event written before the call is handled (a test, a drain): runOnce reads
   * only below the oldest transaction in flight on the server, in any database, so an event that
   * committed behind one is handled once that one ends. Throws after timeoutMs (a transaction held
   * open that long, or another process holding the lease).
   */
  async catchUp(now: Date = new Date(), timeoutMs = CATCH_UP_TIMEOUT_MS): Promise<number> {
    const target = (this.options.reactsTo ?? []).length > 0 ? await this.deps.store.writtenHead() : null;
    const deadline = Date.now() + timeoutMs;
    let worked = 0;
    for (;;) {
      worked += await this.runOnce(now);
      if (!target || (this.position && compareLogPositions(this.position, target) >= 0)) return worked;
      if (Date.now() > deadline) {
        throw new Error(`${this.options.name} did not reach the log's written head within ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_PAUSE_MS));
    }
  }

  private async pass(now: Date): Promise<number> {
    if (!(await this.lease())) return 0;
    let worked = 0;
    const types = this.options.reactsTo ?? [];
    if (types.length > 0) {
      const batchSize = this.options.batchSize ?? 100;
      for (;;) {
        const from = await this.checkpoint();
        const page = await this.deps.store.readAllOfTypes(from, batchSize, types);
        const { handled, failure } = await this.handlePage(page.events);
        worked += handled.count;
        // A throw ends the pass: the checkpoint moves to the last event before the first that
        // failed, which is tried again (with any after it). Handling is idempotent, so one write
        // per page is enough (a crash before it repeats the page's events, appending nothing).
        if (handled.upTo) await this.saveCheckpoint(handled.upTo);
        if (failure) throw failure.error;
        await this.lookedThrough(page.end);
        if (page.events.length < batchSize) break;
      }
    }
    return worked + (await this.tick(now));
  }

  /**
   * Handles a page: in log order, or by partitions (options.partitionBy). Returns how many events
   * were handled, the last event before the first failure in log order (every event up to it is
   * handled: the checkpoint may move there), and that failure.
   */
  private async handlePage(events: readonly RecordedEvent[]): Promise<{
    handled: { count: number; upTo: RecordedEvent | null };
    failure: { index: number; error: unknown } | null;
  }> {
    let count = 0;
    let failure: { index: number; error: unknown } | null = null;
    const runInOrder = async (indexes: readonly number[]) => {
      for (const index of indexes) {
        if (failure && failure.index < index) return;
        try {
          await this.handle(events[index]);
          count++;
        } catch (error) {
          if (!failure || index < failure.index) failure = { index, error };
          return;
        }
      }
    };
    const partitionOf = this.options.partitionBy;
    if (!partitionOf) {
      await runInOrder(events.map((_, index) => index));
    } else {
      const partitions = new Map<string, number[]>();
      events.forEach((event, index) => {
        const key = partitionOf(event);
        const indexes = partitions.get(key);
        if (indexes) indexes.push(index);
        else partitions.set(key, [index]);
      });
      const queue = [...partitions.values()];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await runInOrder(next);
      };
      await Promise.all(Array.from({ length: Math.min(PARTITIONS_AT_ONCE, queue.length) }, worker));
    }
    const failed = failure as { index: number; error: unknown } | null;
    const upTo = failed ? failed.index - 1 : events.length - 1;
    return { handled: { count, upTo: upTo >= 0 ? events[upTo] : null }, failure: failed };
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let pauseMs = this.options.pollIntervalMs;
      try {
        await this.runOnce();
        this.failures = 0;
      } catch (error) {
        this.failures++;
        // A failing step is tried again, backing off (up to a minute) so a stuck one does not spin.
        pauseMs = Math.min(60_000, this.options.pollIntervalMs * 2 ** Math.min(this.failures, 10));
        this.logger.warn(`pass failed (attempt ${this.failures}), again in ${pauseMs} ms: ${String(error)}`);
      }
      if (this.stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pauseMs);
        timer.unref();
        this.wakeLoop = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeLoop = null;
    }
  }

  /** Takes or renews the lease; false while another live process holds it. */
  private async lease(): Promise<boolean> {
    const held = await this.takeLease();
    // Taken over from another process: its checkpoint moved on without us.
    if (held && !this.holding) this.position = null;
    this.holding = held;
    return held;
  }

  private takeLease(): Promise<boolean> {
    return this.deps.leases.hold(this.leaseName);
  }

  /** Creates the checkpoint if there is none (at the log's start or its head, options.startAt). */
  async initCheckpoint(): Promise<void> {
    await this.checkpoint();
  }

  private async checkpoint(): Promise<LogPosition> {
    if (this.position) return this.position;
    const start = this.options.startAt === 'head' ? await this.deps.store.headPosition() : LOG_START;
    await this.deps.sql.query(
      `INSERT INTO subscription_checkpoints (name, transaction_id, global_position)
       VALUES ($1, $2::text::xid8, $3::bigint) ON CONFLICT (name) DO NOTHING`,
      [this.options.name, start.transactionId.toString(), start.globalPosition.toString()],
    );
    const { rows } = await this.deps.sql.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1`,
      [this.options.name],
    );
    this.position = rows[0] ? { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) } : LOG_START;
    this.storedPosition = this.position;
    this.storedAt = Date.now();
    return this.position;
  }

  /** The last event handled in a page: its position is written before the next page is read. */
  private async saveCheckpoint(position: LogPosition): Promise<void> {
    if (this.position && compareLogPositions(position, this.position) <= 0) return;
    this.position = { transactionId: position.transactionId, globalPosition: position.globalPosition };
    await this.flushCheckpoint();
  }

  /** Events looked past without reacting: remembered at once, written at most every LOOKED_THROUGH_SAVE_MS. */
  private async lookedThrough(position: LogPosition): Promise<void> {
    if (this.position && compareLogPositions(position, this.position) <= 0) return;
    this.position = { transactionId: position.transactionId, globalPosition: position.globalPosition };
    if (Date.now() - this.storedAt >= LOOKED_THROUGH_SAVE_MS) await this.flushCheckpoint();
  }

  /** Writes the position this holder has reached, when it is ahead of the stored one. */
  private async flushCheckpoint(): Promise<void> {
    const position = this.position;
    if (!position || (this.storedPosition && compareLogPositions(position, this.storedPosition) <= 0)) return;
    await this.deps.sql.query(
      `UPDATE subscription_checkpoints SET transaction_id = $2::text::xid8, global_position = $3::bigint, updated_at = now()
        WHERE name = $1`,
      [this.options.name, position.transactionId.toString(), position.globalPosition.toString()],
    );
    this.storedPosition = position;
    this.storedAt = Date.now();
  }
}
