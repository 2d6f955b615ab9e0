// The log as the process managers follow it on a store whose read models trail it (EventStoreDB):
// only up to where every read model has applied it. A process manager that reacts to an event and
// then reads a read model finds the event there, as it does on PostgreSQL (where those read models
// commit with the append). Appends and stream reads go straight to the log, and so does
// headPosition: a follower starting now starts at the log's head.
import {
  compareLogPositions,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  type Snapshot,
} from '@lootledger/event-store';

export class ProjectedFeed implements EventStore {
  constructor(
    private readonly log: EventStore,
    /** How far every read model has applied the log. */
    private readonly horizon: () => LogPosition | Promise<LogPosition>,
  ) {}

  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    return this.log.appendToStream(streamId, events, expected, options);
  }

  readStream(streamId: string, options?: { fromVersion?: number; limit?: number }): Promise<RecordedEvent[]> {
    return this.log.readStream(streamId, options);
  }

  streamVersion(streamId: string): Promise<number> {
    return this.log.streamVersion(streamId);
  }

  hasEvent(streamId: string, eventId: string): Promise<boolean> {
    return this.log.hasEvent(streamId, eventId);
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const horizon = await this.horizon();
    if (compareLogPositions(after, horizon) >= 0) return [];
    return (await this.log.readAll(after, limit)).filter((event) => compareLogPositions(event, horizon) <= 0);
  }

  /**
   * The log's own head: where a follower starting now begins (the log tail, a process manager
   * starting at the head). What lies between the horizon and it is delivered once applied.
   */
  headPosition(): Promise<LogPosition> {
    return this.log.headPosition();
  }

  /** The log's written head: the feed delivers up to it once every read model has applied it. */
  writtenHead(): Promise<LogPosition> {
    return this.log.writtenHead();
  }

  /** A page cut at the horizon has looked through to it: nothing of the types lies unread before it. */
  async readAllOfTypes(after: LogPosition, limit: number, types: readonly string[]): Promise<LogPage> {
    const horizon = await this.horizon();
    if (compareLogPositions(after, horizon) >= 0) return { events: [], end: after };
    const page = await this.log.readAllOfTypes(after, limit, types);
    const events = page.events.filter((event) => compareLogPositions(event, horizon) <= 0);
    if (events.length === page.events.length && compareLogPositions(page.end, horizon) <= 0) return page;
    return { events, end: horizon };
  }

  saveSnapshot<State>(snapshot: Snapshot<State>): Promise<void> {
    return this.log.saveSnapshot(snapshot);
  }

  loadSnapshot<State>(streamId: string, schema: string): Promise<Snapshot<State> | null> {
    return this.log.loadSnapshot(streamId, schema);
  }
}
