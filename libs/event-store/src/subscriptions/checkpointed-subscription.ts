// Runs a projection over the global log from its stored checkpoint, exactly once: each batch is
// applied and checkpointed in ONE transaction of the read model's database, so a crash anywhere
// leaves read model and checkpoint in step. The batch is read first, outside the transaction; the
// transaction then locks the checkpoint row and applies the batch only if the checkpoint is still
// where the batch started (a log in the same database, the PostgreSQL adapter, is then read again
// inside the transaction from where it is). Two processes running the same projection take turns,
// never repeat. The checkpoint row's statements are in checkpoint-rows.ts.
import {
  compareLogPositions,
  isSqlLog,
  LOG_START,
  type EventStore,
  type LogPosition,
  type Projection,
  type RecordedEvent,
} from '../event-store.port';
import type { SqlClient, SqlExecutor } from '../sql/sql-client';
import { loadCheckpoint, lockCheckpoint, moveCheckpoint, resetCheckpoint } from './checkpoint-rows';

export interface CheckpointedSubscriptionOptions {
  /** Name of the checkpoint row; defaults to the projection's name. */
  name?: string;
  /** Events per transaction. */
  batchSize?: number;
  /** Pause of the polling loop when it has caught up. */
  pollIntervalMs?: number;
  /** Called when a batch fails (it rolled back and is retried later). Defaults to console.error. */
  onError?: (error: unknown, subscription: CheckpointedSubscription) => void;
  /**
   * The database of the read model and its checkpoint row (subscription_checkpoints). Defaults to
   * the store's own database when the store is a SQL log; required for any other store.
   */
  sql?: SqlClient;
}

interface Waiter {
  position: LogPosition;
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class CheckpointedSubscription {
  readonly name: string;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly onError: (error: unknown, subscription: CheckpointedSubscription) => void;
  /** The last checkpoint this instance committed or read (never ahead of the stored one). */
  private position: LogPosition = LOG_START;
  private loaded = false;
  /** Serialises this instance's batches (the polling loop, catchUp and waitFor share them). */
  private exclusive: Promise<unknown> = Promise.resolve();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  /** A poke that came while the loop was looking (not pausing). */
  private poked = false;
  private waiters: Waiter[] = [];
  private pumping = false;
  private failure: unknown = null;
  private readonly sql: SqlClient;
  /** The log lives in the read model's database: batches are read inside their transaction. */
  private readonly readsInTransaction: boolean;

  constructor(
    private readonly store: EventStore,
    readonly projection: Projection,
    options: CheckpointedSubscriptionOptions = {},
  ) {
    this.name = options.name ?? projection.name;
    const sql = options.sql ?? (isSqlLog(store) ? store.sql : undefined);
    if (!sql) throw new TypeError(`Subscription ${this.name}: a store that is not a SQL log needs options.sql`);
    this.sql = sql;
    this.readsInTransaction = isSqlLog(store) && store.sql === sql;
    this.batchSize = options.batchSize ?? 500;
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.onError =
      options.onError ?? ((error) => console.error(`Subscription ${this.name}: batch failed, retrying`, error));
  }

  /** The position this instance knows to be applied. */
  get checkpoint(): LogPosition {
    return this.position;
  }

  /** The last batch failure, cleared by the next successful batch. */
  get lastError(): unknown {
    return this.failure;
  }

  get running(): boolean {
    return this.loop !== null;
  }

  /** Starts the polling loop (a no-op when it runs). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.runLoop();
  }

  /** Runs the polling loop's next look now instead of after its pause (someone saw new events). */
  poke(): void {
    if (this.wake) this.wake();
    else this.poked = true;
  }

  /** Stops the polling loop after its current batch. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Applies batches until the log's readable end; returns the checkpoint reached. */
  async catchUp(): Promise<LogPosition> {
    while ((await this.processNextBatch()) >= this.batchSize) {
      // full batch: there may be more
    }
    return this.position;
  }

  /**
   * Resolves once this projection has applied the log up to `position` (e.g. an append's
   * lastPosition, to read your own writes); rejects after timeoutMs.
   */
  waitFor(position: LogPosition, timeoutMs = 5000): Promise<void> {
    if (compareLogPositions(this.position, position) >= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        position,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((other) => other !== waiter);
          reject(new Error(`Subscription ${this.name}: position not reached within ${timeoutMs} ms`));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
      this.pump();
    });
  }

  /**
   * Applies the next batch after the stored checkpoint in one transaction with the checkpoint
   * move. Returns the number of events applied (0 when there was nothing to do).
   */
  processNextBatch(): Promise<number> {
    const run = this.exclusive.then(() => this.applyBatch());
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /**
   * Starts the projection over: in one transaction, `prepare` (e.g. empty the read model) runs and
   * the checkpoint goes back to the log's start. The next batches rebuild the read model.
   */
  reset(prepare?: (tx: SqlExecutor) => Promise<void>): Promise<void> {
    const run = this.exclusive.then(async () => {
      await this.ensureCheckpoint();
      await resetCheckpoint(this.sql, this.name, prepare);
      this.position = LOG_START;
    });
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  private async applyBatch(): Promise<number> {
    await this.ensureCheckpoint();
    try {
      const outcome = this.readsInTransaction ? await this.applyFromSqlLog() : await this.applyFromOutside();
      this.failure = null;
      this.advance(outcome.position);
      return outcome.applied;
    } catch (error) {
      this.failure = error;
      throw error;
    }
  }

  /**
   * The log is in this database. The batch is read outside any transaction first (an idle poll takes
   * no transaction id and no lock, and a store with a log window serves it from memory); it is
   * applied if the locked checkpoint is still where the read began, else read again from there in the
   * transaction that applies it (another process moved the checkpoint meanwhile).
   */
  private async applyFromSqlLog(): Promise<{ applied: number; position: LogPosition }> {
    if (!isSqlLog(this.store)) throw new Error('unreachable: not a SQL log');
    const log = this.store;
    const from = this.position;
    const ahead = await log.readAll(from, this.batchSize);
    if (ahead.length === 0) return { applied: 0, position: from };
    return this.sql.transaction(async (tx) => {
      const stored = await lockCheckpoint(tx, this.name);
      const events =
        compareLogPositions(stored, from) === 0 ? ahead : await log.readAllWith(tx, stored, this.batchSize);
      if (events.length === 0) return { applied: 0, position: stored };
      return this.applyAndMove(tx, events);
    });
  }

  /**
   * The log is elsewhere: the batch is read first, then applied only if the stored checkpoint is
   * still where the read began (another process may have applied it meanwhile: then read again
   * from where that one left off).
   */
  private async applyFromOutside(): Promise<{ applied: number; position: LogPosition }> {
    for (;;) {
      const from = this.position;
      const events = await this.store.readAll(from, this.batchSize);
      if (events.length === 0) return { applied: 0, position: from };
      const outcome = await this.sql.transaction(async (tx) => {
        const stored = await lockCheckpoint(tx, this.name);
        if (compareLogPositions(stored, from) !== 0) return { moved: stored };
        return this.applyAndMove(tx, events);
      });
      if ('moved' in outcome) {
        this.follow(outcome.moved);
        continue;
      }
      return outcome;
    }
  }

  private async applyAndMove(
    tx: SqlExecutor,
    events: readonly RecordedEvent[],
  ): Promise<{ applied: number; position: LogPosition }> {
    await this.projection.apply(tx, events);
    const last = events[events.length - 1];
    await moveCheckpoint(tx, this.name, last);
    return {
      applied: events.length,
      position: { transactionId: last.transactionId, globalPosition: last.globalPosition },
    };
  }

  private async ensureCheckpoint(): Promise<void> {
    if (this.loaded) return;
    this.advance(await loadCheckpoint(this.sql, this.name));
    this.loaded = true;
  }

  /** Takes over the stored checkpoint another process moved (forwards, or back to the start by a reset). */
  private follow(stored: LogPosition): void {
    this.position = stored;
    this.advance(stored);
  }

  private advance(position: LogPosition): void {
    if (compareLogPositions(position, this.position) > 0) this.position = position;
    const reached = this.waiters.filter((waiter) => compareLogPositions(this.position, waiter.position) >= 0);
    if (reached.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => !reached.includes(waiter));
    for (const waiter of reached) {
      clearTimeout(waiter.timer);
      waiter.resolve();
    }
  }

  /** Runs batches while someone waits: waitFor does not sit out the polling interval. */
  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    void (async () => {
      try {
        while (this.waiters.length > 0) {
          let applied = 0;
          try {
            applied = await this.processNextBatch();
          } catch (error) {
            this.onError(error, this);
            await delay(this.pollIntervalMs);
            continue;
          }
          // Nothing readable yet: an earlier transaction is still open. Look again shortly.
          if (applied === 0 && this.waiters.length > 0) await delay(2);
        }
      } finally {
        this.pumping = false;
      }
    })();
  }

  private async runLoop(): Promise<void> {
    while (!this.stopping) {
      this.poked = false;
      let failed = false;
      try {
        if ((await this.processNextBatch()) >= this.batchSize) continue;
      } catch (error) {
        failed = true;
        this.onError(error, this);
      }
      if (this.stopping) break;
      // Poked during the look: what arrived may not have been in it (a failed batch still pauses).
      if (this.poked && !failed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
