// The outbox publisher (architecture.md, Scale-out: the log is the outbox): one more checkpointed
// subscriber of the log, handing every event in log order to an EventPublisher (Kafka). It reads
// through the EventStore port, so it works on any adapter; its checkpoint (subscription_checkpoints,
// in the platform's SQL database) moves past a batch only after the broker acknowledged the batch.
// A crash or a failed send therefore sends the batch again: at-least-once, consumers dedupe by
// event id. Across processes one publishes at a time, under the process managers' lease (a crashed
// holder's work is taken over when its lease expires). A broker that is down makes it log, back off
// and retry; the API's requests never wait for it.
import type { OnApplicationShutdown } from '@nestjs/common';
import { compareLogPositions, LOG_START, type LogPosition, type RecordedEvent } from '@lootledger/event-store';
import { ProcessManager, type ProcessManagerDeps } from '../event-sourcing/process-manager';
import type { EventPublisher } from './event-publisher.port';

export interface OutboxPublisherOptions {
  /** Names its checkpoint and lease (default outbox.kafka). */
  readonly name?: string;
  /** Events per batch (one send, one checkpoint move). */
  readonly batchSize?: number;
  /** Pause when it has caught up. */
  readonly pollIntervalMs?: number;
  /** Longest pause between attempts while sends fail. */
  readonly maxBackoffMs?: number;
  /** How long one pass may publish before it yields to the loop (stop requests, status), default 10 s. */
  readonly passMs?: number;
  /** Called after each batch was acknowledged and its checkpoint stored. */
  readonly onPublished?: (batch: PublishedBatch) => void;
}

export interface PublishedBatch {
  readonly events: number;
  readonly first: LogPosition;
  /** The checkpoint now stored. */
  readonly last: LogPosition;
}

/** What this process knows without asking anyone (a gauge reads it). */
export interface OutboxStatus {
  /** The stored checkpoint as this process last read or wrote it (null before its first pass). */
  readonly checkpoint: LogPosition | null;
  /** Events this process has published since it started. */
  readonly publishedEvents: number;
  /** Consecutive failed attempts (0 while sends succeed). */
  readonly failures: number;
  readonly lastError: string | null;
}

/** How far the published log is behind the log's readable head. */
export interface OutboxLag {
  readonly checkpoint: LogPosition;
  readonly head: LogPosition;
  /** Events after the checkpoint, counted up to the cap it was asked with. */
  readonly eventsBehind: number;
  /** True when eventsBehind reached the cap (there may be more). */
  readonly capped: boolean;
}

const DEFAULTS = { name: 'outbox.kafka', batchSize: 500, pollIntervalMs: 100, passMs: 10_000, maxBackoffMs: 5_000 };

export class OutboxPublisher extends ProcessManager implements OnApplicationShutdown {
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private readonly passMs: number;
  private checkpointCreated = false;
  private stored: LogPosition | null = null;
  private published = 0;
  private attemptsFailed = 0;
  private failure: string | null = null;
  private retryAt = 0;

  constructor(
    private readonly source: ProcessManagerDeps,
    private readonly publisher: EventPublisher,
    private readonly settings: OutboxPublisherOptions = {},
  ) {
    super(source, {
      name: settings.name ?? DEFAULTS.name,
      pollIntervalMs: settings.pollIntervalMs ?? DEFAULTS.pollIntervalMs,
    });
    this.batchSize = settings.batchSize ?? DEFAULTS.batchSize;
    this.maxBackoffMs = settings.maxBackoffMs ?? DEFAULTS.maxBackoffMs;
    this.passMs = settings.passMs ?? DEFAULTS.passMs;
  }

  status(): OutboxStatus {
    return {
      checkpoint: this.stored,
      publishedEvents: this.published,
      failures: this.attemptsFailed,
      lastError: this.failure,
    };
  }

  /** The stored checkpoint and the log's readable head (two cheap reads: a gauge's). */
  async positions(): Promise<{ checkpoint: LogPosition; head: LogPosition }> {
    const checkpoint = await this.readCheckpoint();
    return { checkpoint, head: await this.source.store.headPosition() };
  }

  /** The stored checkpoint, the head, and the readable events after the checkpoint counted up to `cap`. */
  async lag(cap = 10_000): Promise<OutboxLag> {
    const { checkpoint, head } = await this.positions();
    const ahead = await this.source.store.readAll(checkpoint, cap);
    return { checkpoint, head, eventsBehind: ahead.length, capped: ahead.length >= cap };
  }

  override async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.publisher.close();
  }

  /** One pass (under the lease): batches from the stored checkpoint until the readable end or passMs. */
  protected override async tick(): Promise<number> {
    // Backing off after a failure: the loop keeps renewing the lease meanwhile.
    if (Date.now() < this.retryAt) return 0;
    const started = Date.now();
    let published = 0;
    try {
      let from = await this.readCheckpoint();
      for (;;) {
        const events = await this.source.store.readAll(from, this.batchSize);
        if (events.length === 0) break;
        await this.publisher.publish(events);
        // Acknowledged: only now may the checkpoint pass the batch.
        const last = positionOf(events[events.length - 1]);
        await this.storeCheckpoint(last);
        from = last;
        published += events.length;
        this.published += events.length;
        this.settings.onPublished?.({ events: events.length, first: positionOf(events[0]), last });
        if (events.length < this.batchSize || Date.now() - started >= this.passMs) break;
      }
      this.attemptsFailed = 0;
      this.failure = null;
    } catch (error) {
      this.attemptsFailed++;
      this.failure = String(error);
      const pauseMs = Math.min(this.maxBackoffMs, this.options.pollIntervalMs * 2 ** Math.min(this.attemptsFailed, 20));
      this.retryAt = Date.now() + pauseMs;
      this.logger.warn(
        `publishing failed (attempt ${this.attemptsFailed}; ${published} events published this pass), again in ${pauseMs} ms: ${this.failure}`,
      );
    }
    return published;
  }

  private async readCheckpoint(): Promise<LogPosition> {
    const name = this.options.name;
    if (!this.checkpointCreated) {
      await this.source.sql.query(
        `INSERT INTO subscription_checkpoints (name, transaction_id, global_position) VALUES ($1, '0'::xid8, 0)
         ON CONFLICT (name) DO NOTHING`,
        [name],
      );
      this.checkpointCreated = true;
    }
    const { rows } = await this.source.sql.query<{ tx: string; pos: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS pos FROM subscription_checkpoints WHERE name = $1`,
      [name],
    );
    const position = rows[0] ? { transactionId: BigInt(rows[0].tx), globalPosition: BigInt(rows[0].pos) } : LOG_START;
    this.stored = position;
    return position;
  }

  /** Moves the checkpoint forward only: a process that lost its lease mid-batch never moves it back. */
  private async storeCheckpoint(position: LogPosition): Promise<void> {
    await this.source.sql.query(
      `UPDATE subscription_checkpoints SET transaction_id = $2::text::xid8, global_position = $3::bigint, updated_at = now()
        WHERE name = $1 AND (transaction_id, global_position) < ($2::text::xid8, $3::bigint)`,
      [this.options.name, position.transactionId.toString(), position.globalPosition.toString()],
    );
    if (!this.stored || compareLogPositions(position, this.stored) > 0) this.stored = position;
  }
}

function positionOf(event: RecordedEvent): LogPosition {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}
