// The outbox publisher (architecture.md, Scale-out: the log is the outbox): an event reactor of
// every event type (platform/event-sourcing/event-reactor.ts), handing each page of the log, in log
// order, to an EventPublisher (Kafka) in one send. It reads through the EventStore port, so it works
// on any adapter; its checkpoint (the reactors' own) moves past a page only after the broker
// acknowledged it. A crash or a failed send therefore sends the page again: at-least-once, consumers
// dedupe by event id. Across processes one publishes at a time, under the reactors' lease (a crashed
// holder's work is taken over at once). A broker that is down makes it log, back off and retry
// while it keeps the lease; the API's requests never wait for it.
import type { OnApplicationShutdown } from '@nestjs/common';
import type { LogPosition, RecordedEvent } from '@lootledger/event-store';
import { EventReactor, type EventReactorDeps, type HandledPage } from '../event-sourcing/event-reactor';
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

export class OutboxPublisher extends EventReactor implements OnApplicationShutdown {
  private readonly maxBackoffMs: number;
  private published = 0;
  private publishedThisPass = 0;
  private attemptsFailed = 0;
  private failure: string | null = null;
  private retryAt = 0;

  constructor(
    private readonly source: EventReactorDeps,
    private readonly publisher: EventPublisher,
    private readonly settings: OutboxPublisherOptions = {},
  ) {
    super(source, {
      name: settings.name ?? DEFAULTS.name,
      reactsTo: 'all',
      pollIntervalMs: settings.pollIntervalMs ?? DEFAULTS.pollIntervalMs,
      batchSize: settings.batchSize ?? DEFAULTS.batchSize,
      passMs: settings.passMs ?? DEFAULTS.passMs,
    });
    this.maxBackoffMs = settings.maxBackoffMs ?? DEFAULTS.maxBackoffMs;
  }

  status(): OutboxStatus {
    return {
      checkpoint: this.storedCheckpoint,
      publishedEvents: this.published,
      failures: this.attemptsFailed,
      lastError: this.failure,
    };
  }

  /** The stored checkpoint and the log's readable head (two cheap reads: a gauge's). */
  async positions(): Promise<{ checkpoint: LogPosition; head: LogPosition }> {
    const checkpoint = await this.readStoredCheckpoint();
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

  /** One pass (under the lease): pages from the checkpoint until the readable end or passMs; a failure backs off. */
  protected override async pass(now: Date): Promise<number> {
    // Backing off after a failure: the loop keeps renewing the lease meanwhile.
    if (now.getTime() < this.retryAt) return 0;
    this.publishedThisPass = 0;
    try {
      await super.pass(now);
      this.attemptsFailed = 0;
      this.failure = null;
    } catch (error) {
      this.attemptsFailed++;
      this.failure = String(error);
      const pauseMs = Math.min(this.maxBackoffMs, this.options.pollIntervalMs * 2 ** Math.min(this.attemptsFailed, 20));
      this.retryAt = now.getTime() + pauseMs;
      this.logger.warn(
        `publishing failed (attempt ${this.attemptsFailed}; ${this.publishedThisPass} events published this pass), again in ${pauseMs} ms: ${this.failure}`,
      );
    }
    return this.publishedThisPass;
  }

  /** One send per page; acknowledged, and only then, the checkpoint passes it. */
  protected override async handlePage(events: readonly RecordedEvent[]): Promise<HandledPage> {
    if (events.length === 0) return { count: 0, upTo: null, failure: null };
    await this.publisher.publish(events);
    const last = events[events.length - 1];
    await this.commit(last);
    this.publishedThisPass += events.length;
    this.published += events.length;
    this.settings.onPublished?.({ events: events.length, first: positionOf(events[0]), last: positionOf(last) });
    return { count: events.length, upTo: positionOf(last), failure: null };
  }
}

function positionOf(event: LogPosition): LogPosition {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}
