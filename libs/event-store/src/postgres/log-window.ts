// The newest stretch of the log, held in memory and shared by every reader of one process. About a
// dozen readers follow the log (process managers, the push tail, async read models); each used to
// fetch every new event itself, so each event was read from the table a dozen times and every poll
// of a process manager was a transaction of its own. Readers at the window's end now share one fetch
// of what is new since the window's end; a reader behind it is served from memory; a reader behind
// the window's start (catching up from an old checkpoint) reads the table as before.
//
// Nothing is served stale: a read at the window's end waits for a fetch that started after the read
// was asked for (joining one in flight when there is one), so a reader sees everything the table
// would have shown it at that moment, whichever process appended it. Events enter the window only as
// the table's readAll returns them, below the oldest transaction in flight, so no late commit can
// land inside it.
import { compareLogPositions, type LogPage, type LogPosition, type RecordedEvent } from '../event-store.port';

export interface LogWindowOptions {
  /** Events kept in memory (the oldest are dropped beyond it). Default 10,000. */
  readonly maxEvents?: number;
  /** Events per fetch. Default 1,000. */
  readonly pageSize?: number;
}

type ReadAll = (after: LogPosition, limit: number) => Promise<RecordedEvent[]>;

export class LogWindow {
  private readonly maxEvents: number;
  private readonly pageSize: number;
  /** In log order; together with start and end: every readable event in (start, end]. */
  private events: RecordedEvent[] = [];
  private start: LogPosition | null = null;
  private end: LogPosition | null = null;
  /** Fetches started so far; the one in flight, with its number. */
  private fetchesStarted = 0;
  private fetchesDone = 0;
  private inFlight: Promise<void> | null = null;
  /** The last fetch filled its page: there may be more to read now. */
  private lastFetchFull = false;

  constructor(
    private readonly readAll: ReadAll,
    options: LogWindowOptions = {},
  ) {
    this.maxEvents = options.maxEvents ?? 10_000;
    this.pageSize = options.pageSize ?? 1_000;
  }

  /**
   * The next events after a position (of some types only, when given), as the table would return
   * them now, with how far the page has looked (LogPage.end); null when the position lies before the
   * window (read the table instead).
   */
  async read(after: LogPosition, limit: number, types?: ReadonlySet<string>): Promise<LogPage | null> {
    const askedAt = this.fetchesStarted;
    for (;;) {
      if (this.end === null || compareLogPositions(after, this.end) > 0) {
        // Ahead of the window (the first reader, or one that jumped to the head): it starts there.
        if (this.inFlight) await this.inFlight;
        else this.restartAt(after);
        continue;
      }
      if (compareLogPositions(after, this.start!) < 0) return null;
      const page = this.slice(after, limit, types);
      if (page.events.length >= limit) return page;
      // The page reaches the window's end: it is the whole answer once the window holds what a fetch
      // that started after the read was asked for found, and that fetch did not stop at its page size.
      if (this.fetchesDone > askedAt && !this.lastFetchFull) return page;
      await this.fetch();
    }
  }

  /** How many events the window holds now. */
  get size(): number {
    return this.events.length;
  }

  private restartAt(position: LogPosition): void {
    this.events = [];
    this.start = position;
    this.end = position;
    this.lastFetchFull = false;
  }

  /** Joins the fetch in flight, or starts one from the window's end. */
  private fetch(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const from = this.end!;
    this.fetchesStarted++;
    const fetched = this.readAll(from, this.pageSize).then(
      (events) => {
        this.fetchesDone++;
        this.inFlight = null;
        this.lastFetchFull = events.length >= this.pageSize;
        // The window restarted elsewhere while this fetch ran: what it read belongs to the old one.
        if (this.end === null || compareLogPositions(this.end, from) !== 0) return;
        if (events.length === 0) return;
        this.events.push(...events);
        const last = events[events.length - 1];
        this.end = { transactionId: last.transactionId, globalPosition: last.globalPosition };
        this.trim();
      },
      (error: unknown) => {
        this.fetchesDone++;
        this.inFlight = null;
        throw error;
      },
    );
    this.inFlight = fetched;
    return fetched;
  }

  /** Drops the oldest events beyond maxEvents (in chunks, so a trim is rare). */
  private trim(): void {
    if (this.events.length <= this.maxEvents + this.maxEvents / 4) return;
    const dropped = this.events.length - this.maxEvents;
    const lastDropped = this.events[dropped - 1];
    this.events = this.events.slice(dropped);
    this.start = { transactionId: lastDropped.transactionId, globalPosition: lastDropped.globalPosition };
  }

  private slice(after: LogPosition, limit: number, types: ReadonlySet<string> | undefined): LogPage {
    const events: RecordedEvent[] = [];
    for (let index = this.firstAfter(after); index < this.events.length && events.length < limit; index++) {
      const event = this.events[index];
      if (!types || types.has(event.type)) events.push(event);
    }
    const last = events[events.length - 1];
    const end =
      events.length >= limit ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : this.end!;
    return { events, end };
  }

  /** The index of the first event after a position (binary search: the window is in log order). */
  private firstAfter(position: LogPosition): number {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLogPositions(this.events[middle], position) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
