// Group commit for appends: appends to different streams that arrive while earlier ones are in
// flight travel together in one transaction (one multi-stream INSERT, the inline projections once
// over all of them, one COMMIT), so the round trips and commits per append fall as load rises.
// Each append keeps its own outcome: its expected version is checked for its stream alone, and
// one that does not go through (a stale version, a re-append, a race with another process) is
// settled on its own by the single-append path, never failing the others. A batch holds at most
// one append per stream; a later append to the same stream waits for the next batch.
import type { AppendResult, ExpectedVersion, NewEvent, Projection, RecordedEvent } from '../event-store.port';
import type { SqlClient } from '../sql/sql-client';
import { toDate } from './event-rows';

export interface AppendBatcherOptions {
  /** Appends per batch at most. */
  maxBatch?: number;
  /**
   * Batches in flight at once (each holds one connection). 1 measured best here (2 cores): batches
   * grow with the load instead of splitting, and they do not contend for the log's hot index pages.
   */
  maxInFlight?: number;
  /**
   * A batch in flight longer than this (ms) stops counting against maxInFlight: one slow append (a
   * long projection, a lock wait) never holds the others up.
   */
  stallMs?: number;
}

export interface BatchedAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedVersion;
  projections: readonly Projection[];
}

interface Pending extends BatchedAppend {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** Settles one append alone (the store's single-append path): used for every append a batch did not take. */
export type AppendAlone = (append: BatchedAppend) => Promise<AppendResult>;

const BATCH_APPEND_SQL = `WITH input AS (
  SELECT * FROM unnest($1::text[], $2::int4[], $3::int4[], $4::int4[], $5::uuid[], $6::text[], $7::jsonb[], $8::jsonb[])
    AS i(stream_id, expected, req, ord, event_id, event_type, data, metadata)
), heads AS (
  SELECT s.stream_id, (SELECT coalesce(max(e.stream_version), 0) FROM events e WHERE e.stream_id = s.stream_id) AS version
    FROM (SELECT DISTINCT stream_id FROM input) s
)
INSERT INTO events (stream_id, stream_version, event_id, event_type, data, metadata)
SELECT i.stream_id, h.version + i.ord, i.event_id, i.event_type, i.data, i.metadata
  FROM input i JOIN heads h ON h.stream_id = i.stream_id
 WHERE i.expected IS NULL OR h.version = i.expected
 ORDER BY i.req, i.ord
RETURNING event_id::text AS event_id, stream_id, stream_version, global_position::text AS global_position_text,
  transaction_id::text AS transaction_id_text, created_at`;

interface BatchRow {
  event_id: string;
  stream_id: string;
  stream_version: number | string;
  global_position_text: string;
  transaction_id_text: string;
  created_at: Date | string;
}

export class AppendBatcher {
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly stallMs: number;
  private queue: Pending[] = [];
  /** Start times of the batches in flight. */
  private readonly inFlight = new Set<{ startedAt: number }>();
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly busyStreams = new Set<string>();

  constructor(
    private readonly sql: SqlClient,
    private readonly appendAlone: AppendAlone,
    options: AppendBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 64;
    this.maxInFlight = options.maxInFlight ?? 1;
    this.stallMs = options.stallMs ?? 50;
  }

  append(append: BatchedAppend): Promise<AppendResult> {
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ ...append, resolve, reject });
      this.pump();
    });
  }

  /** Batches in flight that are not stalled. */
  private running(now: number): number {
    let running = 0;
    for (const batch of this.inFlight) if (now - batch.startedAt < this.stallMs) running++;
    return running;
  }

  private pump(): void {
    while (this.queue.length > 0 && this.running(performance.now()) < this.maxInFlight) {
      const batch: Pending[] = [];
      const waiting: Pending[] = [];
      const streams = new Set<string>();
      for (const pending of this.queue) {
        const fits =
          batch.length < this.maxBatch &&
          !this.busyStreams.has(pending.streamId) &&
          !streams.has(pending.streamId) &&
          (batch.length === 0 || sameProjections(batch[0].projections, pending.projections));
        if (fits) {
          batch.push(pending);
          streams.add(pending.streamId);
        } else {
          waiting.push(pending);
        }
      }
      if (batch.length === 0) break;
      this.queue = waiting;
      for (const stream of streams) this.busyStreams.add(stream);
      const flight = { startedAt: performance.now() };
      this.inFlight.add(flight);
      void this.run(batch).finally(() => {
        for (const stream of streams) this.busyStreams.delete(stream);
        this.inFlight.delete(flight);
        this.pump();
      });
    }
    // Appends wait: look again when the oldest batch in flight would count as stalled.
    if (this.queue.length > 0 && this.inFlight.size > 0 && !this.stallTimer) {
      const oldest = Math.min(...[...this.inFlight].map((batch) => batch.startedAt));
      this.stallTimer = setTimeout(
        () => {
          this.stallTimer = null;
          this.pump();
        },
        Math.max(1, oldest + this.stallMs - performance.now()),
      );
      this.stallTimer.unref?.();
    }
  }

  private async run(batch: readonly Pending[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0], () => this.appendAlone(batch[0]));
    let taken: Map<Pending, RecordedEvent[]>;
    try {
      taken = await this.sql.transaction(async (tx) => {
        const { rows } = await tx.query<BatchRow>(BATCH_APPEND_SQL, parameters(batch), {
          name: 'event_store_append_batch',
        });
        const byEventId = new Map(rows.map((row) => [row.event_id, row]));
        const recorded = new Map<Pending, RecordedEvent[]>();
        for (const pending of batch) {
          const events = pending.events.map((event) => ({ event, row: byEventId.get(event.eventId.toLowerCase()) }));
          if (events.some(({ row }) => !row)) continue;
          recorded.set(
            pending,
            events.map(({ event, row }) => ({
              globalPosition: BigInt(row!.global_position_text),
              transactionId: BigInt(row!.transaction_id_text),
              streamId: pending.streamId,
              streamVersion: Number(row!.stream_version),
              eventId: event.eventId.toLowerCase(),
              type: event.type,
              data: event.data,
              metadata: event.metadata ?? {},
              createdAt: toDate(row!.created_at),
            })),
          );
        }
        const all = [...recorded.values()].flat().sort((a, b) => (a.globalPosition < b.globalPosition ? -1 : 1));
        if (all.length > 0) for (const projection of batch[0].projections) await projection.apply(tx, all);
        return recorded;
      });
    } catch {
      // A race with another writer (unique violation), or anything else: each append alone.
      await Promise.all(batch.map((pending) => settle(pending, () => this.appendAlone(pending))));
      return;
    }
    await Promise.all(
      batch.map((pending) => {
        const events = taken.get(pending);
        if (!events) return settle(pending, () => this.appendAlone(pending)); // version mismatch or re-append: sorted out alone
        const last = events[events.length - 1];
        pending.resolve({
          nextExpectedVersion: last.streamVersion,
          lastGlobalPosition: last.globalPosition,
          lastPosition: { transactionId: last.transactionId, globalPosition: last.globalPosition },
          idempotent: false,
          events,
        });
        return undefined;
      }),
    );
  }
}

async function settle(pending: Pending, work: () => Promise<AppendResult>): Promise<void> {
  try {
    pending.resolve(await work());
  } catch (error) {
    pending.reject(error);
  }
}

function sameProjections(a: readonly Projection[], b: readonly Projection[]): boolean {
  return a === b || (a.length === b.length && a.every((projection, index) => projection === b[index]));
}

function parameters(batch: readonly Pending[]): unknown[] {
  const columns: unknown[][] = [[], [], [], [], [], [], [], []];
  batch.forEach((pending, req) => {
    const expected = pending.expected === 'any' ? null : pending.expected === 'no_stream' ? 0 : pending.expected;
    pending.events.forEach((event, index) => {
      columns[0].push(pending.streamId);
      columns[1].push(expected);
      columns[2].push(req);
      columns[3].push(index + 1);
      columns[4].push(event.eventId);
      columns[5].push(event.type);
      columns[6].push(JSON.stringify(event.data));
      columns[7].push(JSON.stringify(event.metadata ?? {}));
    });
  });
  return columns;
}
