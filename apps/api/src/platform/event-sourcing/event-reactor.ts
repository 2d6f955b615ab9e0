// The event reactor: background work that follows the log from a stored checkpoint (log-checkpoint.ts)
// and reacts to the event types it names (a recharge order crediting a player, an approved adjustment
// moving coins, the Kafka outbox publishing everything). It shares the lease, loop and stop() of
// platform/scheduling/background-work.ts. Its reactions carry deterministic ids (their keys derive
// from the event), so reacting twice to one event (after a crash, before the checkpoint moved)
// appends nothing the second time; a crash anywhere is finished on restart. Tests drive it with
// runOnce() or catchUp() (passes until everything written before the call is handled).
import {
  compareLogPositions,
  type EventStore,
  type LogPage,
  type LogPosition,
  type RecordedEvent,
  type SqlClient,
} from '@lootledger/event-store';
import { BackgroundWork, type BackgroundWorkDeps } from '../scheduling/background-work';
import { LogCheckpoint } from './log-checkpoint';

export interface EventReactorOptions {
  /** Unique: names the checkpoint and the lease (`process.<name>`). */
  readonly name: string;
  /** The event types it reacts to (handle); 'all': every event; none: it only ticks (a ProcessManager's). */
  readonly reactsTo?: readonly string[] | 'all';
  /** Pause of the loop when it has nothing to do. */
  readonly pollIntervalMs: number;
  /** Events per read. */
  readonly batchSize?: number;
  /** How long one pass may read on before it yields to the loop (stop requests); default: to the end. */
  readonly passMs?: number;
  /**
   * Where a reactor with no checkpoint yet starts: 'log-start' (default: it reacts to the whole
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

/** What every event reactor needs from the platform (one instance, from EventSourcingModule). */
export interface EventReactorDeps extends BackgroundWorkDeps {
  readonly store: EventStore;
  readonly sql: SqlClient;
}

/** How a page was handled: how many events, the last before the first failure (the checkpoint may move there). */
export interface HandledPage {
  readonly count: number;
  readonly upTo: LogPosition | null;
  readonly failure: { readonly index: number; readonly error: unknown } | null;
}

/** How many partitions of a page are handled at once (partitionBy). */
const PARTITIONS_AT_ONCE = 16;

/**
 * How often a reactor that only looked past events it does not react to writes how far it looked.
 * Writing it on every pass cost a commit per reactor per poll under load; a position held only in
 * memory loses nothing when the process dies: the next holder looks through those events again and
 * finds nothing to do. A handled event's position is written at once.
 */
const LOOKED_THROUGH_SAVE_MS = 1_000;

/** catchUp: how long it waits for the log's readable end to pass what was written, and how often it looks. */
const CATCH_UP_TIMEOUT_MS = 30_000;
const CATCH_UP_PAUSE_MS = 10;

export abstract class EventReactor extends BackgroundWork {
  private readonly checkpointRow: LogCheckpoint;
  /** How far this holder has looked (null: read it from the stored checkpoint). */
  private position: LogPosition | null = null;
  /** The position last read from or written to the checkpoint, and when. */
  private storedPosition: LogPosition | null = null;
  private storedAt = 0;

  protected constructor(
    private readonly reactorDeps: EventReactorDeps,
    protected readonly options: EventReactorOptions,
  ) {
    super(reactorDeps, options);
    this.checkpointRow = new LogCheckpoint(reactorDeps.sql, options.name);
  }

  /**
   * Reacts to one event of the types it names. Must be idempotent: after a crash it may see an
   * event again. A throw stops the pass; the event is tried again later.
   */
  protected handle(_event: RecordedEvent): Promise<void> {
    return Promise.resolve();
  }

  /** The checkpoint as stored now (a read: another process may hold the lease). */
  protected readStoredCheckpoint(): Promise<LogPosition> {
    return this.checkpointRow.read();
  }

  /** The stored checkpoint as this process last read or wrote it (null before its first pass). */
  protected get storedCheckpoint(): LogPosition | null {
    return this.storedPosition;
  }

  protected override get backoffBaseMs(): number {
    return this.options.pollIntervalMs;
  }

  protected override async loopTurn(): Promise<number> {
    await this.runOnce();
    return this.options.pollIntervalMs;
  }

  protected override onLeaseTaken(): void {
    // Taken over from another process: its checkpoint moved on without us.
    this.position = null;
  }

  protected override beforeRelease(): Promise<void> {
    return this.flushCheckpoint();
  }

  private get reactsToAny(): boolean {
    const types = this.options.reactsTo ?? [];
    return types === 'all' || types.length > 0;
  }

  /**
   * Passes until every event written before the call is handled (a test, a drain): runOnce reads
   * only below the oldest transaction in flight on the server, in any database, so an event that
   * committed behind one is handled once that one ends. Throws after timeoutMs (a transaction held
   * open that long, or another process holding the lease).
   */
  async catchUp(now: Date = this.now(), timeoutMs = CATCH_UP_TIMEOUT_MS): Promise<number> {
    const target = this.reactsToAny ? await this.reactorDeps.store.writtenHead() : null;
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

  /** Creates the checkpoint if there is none (at the log's start or its head, options.startAt). */
  async initCheckpoint(): Promise<void> {
    await this.checkpoint();
  }

  /** Every event of its types up to the log's readable end (or passMs); returns how many it handled. */
  protected override async pass(_now: Date): Promise<number> {
    if (!this.reactsToAny) return 0;
    const batchSize = this.options.batchSize ?? 100;
    const started = Date.now();
    let worked = 0;
    for (;;) {
      const page = await this.readPage(await this.checkpoint(), batchSize);
      const handled = await this.handlePage(page.events);
      worked += handled.count;
      // A throw ends the pass: the checkpoint moves to the last event before the first that
      // failed, which is tried again (with any after it). Handling is idempotent, so one write
      // per page is enough (a crash before it repeats the page's events, appending nothing).
      if (handled.upTo) await this.commit(handled.upTo);
      if (handled.failure) throw handled.failure.error;
      await this.lookedThrough(page.end);
      if (page.events.length < batchSize) break;
      if (this.options.passMs !== undefined && Date.now() - started >= this.options.passMs) break;
    }
    return worked;
  }

  private async readPage(from: LogPosition, batchSize: number): Promise<LogPage> {
    const types = this.options.reactsTo ?? [];
    if (types !== 'all') return this.reactorDeps.store.readAllOfTypes(from, batchSize, types);
    const events = await this.reactorDeps.store.readAll(from, batchSize);
    return { events, end: events.length > 0 ? positionOf(events[events.length - 1]) : from };
  }

  /**
   * Handles a page: in log order, or by partitions (options.partitionBy). A reactor that handles a
   * page at once (the outbox: one send per page) overrides this.
   */
  protected async handlePage(events: readonly RecordedEvent[]): Promise<HandledPage> {
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
    return { count, upTo: upTo >= 0 ? positionOf(events[upTo]) : null, failure: failed };
  }

  private async checkpoint(): Promise<LogPosition> {
    if (this.position) return this.position;
    const start = this.options.startAt === 'head' ? await this.reactorDeps.store.headPosition() : undefined;
    this.position = await this.checkpointRow.open(start);
    this.storedPosition = this.position;
    this.storedAt = Date.now();
    return this.position;
  }

  /** Handled up to `position`: written at once, before the next page is read. */
  protected async commit(position: LogPosition): Promise<void> {
    if (this.position && compareLogPositions(position, this.position) <= 0) return;
    this.position = positionOf(position);
    await this.flushCheckpoint();
  }

  /** Events looked past without reacting: remembered at once, written at most every LOOKED_THROUGH_SAVE_MS. */
  private async lookedThrough(position: LogPosition): Promise<void> {
    if (this.position && compareLogPositions(position, this.position) <= 0) return;
    this.position = positionOf(position);
    if (Date.now() - this.storedAt >= LOOKED_THROUGH_SAVE_MS) await this.flushCheckpoint();
  }

  /** Writes the position this holder has reached, when it is ahead of the stored one. */
  private async flushCheckpoint(): Promise<void> {
    const position = this.position;
    if (!position || (this.storedPosition && compareLogPositions(position, this.storedPosition) <= 0)) return;
    await this.checkpointRow.advance(position);
    this.storedPosition = position;
    this.storedAt = Date.now();
  }
}

function positionOf(position: LogPosition): LogPosition {
  return { transactionId: position.transactionId, globalPosition: position.globalPosition };
}
