// The event ids of the streams this EventStoreDB adapter has read, to recognise re-appends (the
// server knows a retry only at the same position): a stream's history never changes, so what was
// read stays true, and a stream is read once, then only what was appended since; kept within a
// budget of ids, least recently used stream out first.
import { FORWARDS, START, type EventStoreDBClient } from '@eventstore/db-client';
import { readRaw } from './server-reads';

export interface KnownStream {
  /** Versions 1..version have been read: their ids are in `ids`. */
  version: number;
  /** Event id → the version it is recorded at. */
  ids: Map<string, number>;
}

/**
 * The ids of streams this process has read, least recently used first out once the budget of ids
 * is spent (a stream evicted is read again the next time it is needed).
 */
export class KnownIds {
  private readonly streams = new Map<string, KnownStream>();
  private total = 0;

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly pageSize: number,
    private readonly budget: number,
  ) {}

  /**
   * Brings this process's record of a stream's ids up to a version (or to the stream's end): reads
   * only the events it has not seen. A stream's history never changes, so what was read stays true.
   */
  async learn(streamId: string, upTo?: number): Promise<KnownStream> {
    const known = this.get(streamId);
    for (;;) {
      const from = known.version;
      if (upTo !== undefined && from >= upTo) return known;
      const count = upTo === undefined ? this.pageSize : Math.min(this.pageSize, upTo - from);
      const events = await readRaw(this.client, streamId, from === 0 ? START : BigInt(from), count, FORWARDS);
      // A concurrent learn may have moved it meanwhile: extend() keeps only what follows on.
      if (events.length > 0) {
        this.extend(
          streamId,
          known,
          Number(events[0].revision) + 1,
          events.map((event) => event.id.toLowerCase()),
        );
      }
      if (events.length < count) return known;
    }
  }

  /** The stream's entry (a fresh one when unknown or evicted), marked as just used. */
  get(streamId: string): KnownStream {
    let known = this.streams.get(streamId);
    if (known) this.streams.delete(streamId);
    else known = { version: 0, ids: new Map() };
    this.streams.set(streamId, known);
    return known;
  }

  /**
   * Records the ids of versions from, from+1, ... in an entry: only what directly follows what it
   * knows. An entry evicted meanwhile stays valid for whoever holds it; it just no longer counts.
   */
  extend(streamId: string, known: KnownStream, from: number, ids: readonly string[]): void {
    if (from > known.version + 1) return;
    let added = 0;
    for (let index = known.version + 1 - from; index < ids.length; index++) {
      known.ids.set(ids[index], from + index);
      known.version = from + index;
      added++;
    }
    if (this.streams.get(streamId) !== known) return;
    this.total += added;
    for (const [other, entry] of this.streams) {
      if (this.total <= this.budget) break;
      if (other === streamId) continue;
      this.streams.delete(other);
      this.total -= entry.ids.size;
    }
  }
}
