// Follows the log from "now" on, in memory, for pushes that every process must see (websocket
// fan-out: each API process tells its own connections). No checkpoint: a process starting later
// starts at the log's head then; a crash loses only pushes, never data. Like every async reader it
// stays below the oldest transaction in flight, so an append that commits late is not skipped.
import type { EventStore, LogPosition, RecordedEvent } from '../event-store.port';

export type LogTailHandler = (events: readonly RecordedEvent[]) => void;

export interface LogTailOptions {
  pollIntervalMs?: number;
  batchSize?: number;
  onError?: (error: unknown) => void;
}

export class LogTail {
  private readonly handlers = new Set<LogTailHandler>();
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly onError: (error: unknown) => void;
  private position: LogPosition | null = null;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly store: EventStore,
    options: LogTailOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.batchSize = options.batchSize ?? 1000;
    this.onError = options.onError ?? ((error) => console.error('LogTail: poll failed', error));
  }

  /** Adds a handler for every batch of new events; returns its removal. A throwing handler is reported, not retried. */
  subscribe(handler: LogTailHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Starts following from the log's current head. */
  async start(): Promise<void> {
    if (this.loop) return;
    this.position = await this.store.headPosition();
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Reads and hands out what is new; returns how many events. */
  async poll(): Promise<number> {
    if (!this.position) this.position = await this.store.headPosition();
    const events = await this.store.readAll(this.position, this.batchSize);
    if (events.length === 0) return 0;
    const last = events[events.length - 1];
    this.position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    for (const handler of this.handlers) {
      try {
        handler(events);
      } catch (error) {
        this.onError(error);
      }
    }
    return events.length;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      try {
        if ((await this.poll()) >= this.batchSize) continue;
      } catch (error) {
        this.onError(error);
      }
      if (this.stopping) break;
      await new Promise<void>((resolve) => {
        this.timer = setTimeout(resolve, this.pollIntervalMs);
        this.wake = resolve;
      });
      this.wake = null;
    }
  }
}
