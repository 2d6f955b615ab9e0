// The EventStoreDB adapter of the EventStore port (@eventstore/db-client over gRPC; KurrentDB speaks
// the same protocol). Versions: the port counts from 1 (0 = no stream), the server's revisions from
// 0. Positions: $all's (commit, prepare) are the port's (transactionId, globalPosition), so feed
// readers order and checkpoint as on PostgreSQL. System events ($-streams, $-types) and the
// adapter's snapshot streams never reach readers of the port.
//
// What the server gives and the port needs besides:
// - Idempotency. The server recognises a retry only at the same position; the port promises that
//   a re-append of recorded ids is a no-op whatever the expected version. So the adapter knows
//   which ids each stream holds (streams' history never changes: it reads each stream once, then
//   only what was appended since, and keeps them within a budget), checks them before appending,
//   and after a refused append reads the stream to tell a retry, a partial retry (EventIdConflict)
//   and a real conflict apart. 'any' becomes the exact current revision, so the server's check
//   always applies. What it cannot promise: an id recorded in ANOTHER stream is not refused
//   (there is no index of all ids); the project's ids are derived from their stream's id.
// - Positions. An append's answer carries no usable position for every event, so the appended
//   events are read back (their creation time and positions, and whether this call wrote them: each
//   event of a call carries the call's id in its metadata, stripped on read). A server that reports
//   no positions in stream reads gets them looked up in $all.
// - No transactions: inline projections are refused; read models follow checkpointed
//   subscriptions. No multi-stream atomicity: one append writes one stream.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  EventIdConflictError,
  LOG_START,
  WrongExpectedVersionError,
  compareLogPositions,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  type Snapshot,
} from '../event-store.port';
import { isUuid, validateEventIds } from '../event-ids';
import { deriveKey, hmacEquals, snapshotChecksum } from '../postgres/log-integrity';
import { decodeState, encodeState, type RejectedSnapshot } from '../postgres/postgres-event-store';

export interface EventStoreDbEventStoreOptions {
  /** Upcasts an event of an older data shape when it is read (readStream, readAll). */
  upcast?: (event: RecordedEvent) => RecordedEvent;
  /** Signs snapshots (LEDGER_CHECKPOINT_KEY); without one, a random key per process. */
  integrityKey?: string | Buffer;
  /** Told about every snapshot the loader refused (the stream is then folded from its log). */
  onRejectedSnapshot?: (rejected: RejectedSnapshot) => void;
  /** Event ids kept in memory to recognise re-appends (streams beyond it are read again when needed). */
  knownIdsBudget?: number;
  /** Events per read of $all or of a stream. */
  pageSize?: number;
}

/** Streams of this prefix hold the adapter's snapshots: reserved, and hidden from readers of the port. */
export const SNAPSHOT_STREAM_PREFIX = 'snapshots-';

/** The metadata key carrying the id of the append call that wrote an event (stripped on read). */
const APPEND_ID = '$appendId';

/** What the server sends for "no position" (stream reads on older servers). */
const NO_POSITION = (1n << 64n) - 1n;

/** The first page of a small read of $all (room for a few system events besides). */
const FIRST_PAGE = 16;

/** Appends with expected version 'any' that lose a race go again; a bound keeps a bug finite. */
const MAX_APPEND_ATTEMPTS = 20;

/** An event as the client hands it over (stream and $all reads alike). */
interface StoredEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: boolean;
  created: Date;
  position?: { commit: bigint; prepare: bigint };
}

interface KnownStream {
  /** Versions 1..version have been read: their ids are in `ids`. */
  version: number;
  /** Event id → the version it is recorded at. */
  ids: Map<string, number>;
}

export class EventStoreDbEventStore implements EventStore {
  private readonly upcast: ((event: RecordedEvent) => RecordedEvent) | undefined;
  private readonly snapshotKey: Buffer;
  private readonly onRejectedSnapshot: (rejected: RejectedSnapshot) => void;
  private readonly pageSize: number;
  private readonly known: KnownIds;

  /** The store on a server given by its connection string (esdb://host:2113?tls=false). */
  static connect(url: string, options: EventStoreDbEventStoreOptions = {}): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), options);
  }

  constructor(
    readonly client: EventStoreDBClient,
    options: EventStoreDbEventStoreOptions = {},
  ) {
    this.upcast = options.upcast;
    this.snapshotKey = deriveKey(options.integrityKey ?? randomBytes(32), 'snapshot');
    this.onRejectedSnapshot = options.onRejectedSnapshot ?? (() => undefined);
    this.pageSize = options.pageSize ?? 500;
    this.known = new KnownIds(options.knownIdsBudget ?? 200_000);
  }

  /** The same log read through another upcaster (shares the connection). */
  withUpcast(upcast: (event: RecordedEvent) => RecordedEvent): EventStoreDbEventStore {
    return new EventStoreDbEventStore(this.client, { upcast, pageSize: this.pageSize });
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (options.inline && options.inline.length > 0) {
      throw new TypeError(
        `EventStoreDB has no transaction to apply inline projections in (${options.inline.map((p) => p.name).join(', ')}): feed them from a checkpointed subscription`,
      );
    }
    refuseReserved(streamId);
    if (events.length === 0) return this.appendNothing(streamId, expected);
    validateEventIds(events);
    const ids = events.map((event) => event.eventId.toLowerCase());
    const appendId = randomUUID();
    const proposed = events.map((event, index) =>
      jsonEvent({
        id: ids[index],
        type: event.type,
        data: event.data,
        metadata: { ...(event.metadata ?? {}), [APPEND_ID]: appendId },
      }),
    );

    for (let attempt = 1; ; attempt++) {
      // The version to append at, once it is known that none of the ids is in the stream before it.
      let at: number;
      if (expected === 'any') {
        const known = await this.learn(streamId);
        const recorded = await this.settleRecorded(streamId, ids, known);
        if (recorded) return recorded;
        at = known.version;
      } else {
        at = expected === 'no_stream' ? 0 : expected;
        // At 0 there is nothing before; the server refuses an existing stream (or recognises a retry).
        if (at > 0) {
          const known = await this.learn(streamId, at);
          const recorded = await this.settleRecorded(streamId, ids, known);
          if (recorded) return recorded;
          if (known.version < at) throw new WrongExpectedVersionError(streamId, expected, known.version);
        }
      }

      let lastRevision: bigint;
      try {
        const written = await this.client.appendToStream(streamId, proposed, {
          expectedRevision: (at === 0 ? NO_STREAM : BigInt(at - 1)) as AppendExpectedRevision,
        });
        lastRevision = written.nextExpectedRevision;
      } catch (error) {
        if (!isWrongExpectedVersion(error)) throw error;
        // Another append came first: these very events (a retry), some of them, or others.
        const known = await this.learn(streamId);
        const recorded = await this.settleRecorded(streamId, ids, known);
        if (recorded) return recorded;
        if (expected === 'any' && attempt < MAX_APPEND_ATTEMPTS) continue;
        throw new WrongExpectedVersionError(streamId, expected, known.version);
      }

      // Written now, or the server recognised a retry of these ids at this very position: the
      // events read back say which (their append id) and give their time and positions.
      const firstVersion = Number(lastRevision) + 2 - events.length;
      const readBack = await this.readVersions(streamId, firstVersion, events.length);
      if (readBack.length !== events.length || readBack.some((event, index) => event.id !== ids[index])) {
        throw new Error(`Stream ${streamId}: the events read back after an append are not the ones appended`);
      }
      this.known.extend(streamId, this.known.get(streamId), firstVersion, ids);
      const recorded = await this.withPositions(readBack);
      const last = recorded[recorded.length - 1];
      const lastPosition = positionOf(last);
      const ours = readBack.every((event) => metadataObject(event.metadata)[APPEND_ID] === appendId);
      if (!ours) {
        return {
          nextExpectedVersion: await this.streamVersion(streamId),
          lastGlobalPosition: lastPosition.globalPosition,
          lastPosition,
          idempotent: true,
          events: [],
        };
      }
      return {
        nextExpectedVersion: last.streamVersion,
        lastGlobalPosition: lastPosition.globalPosition,
        lastPosition,
        idempotent: false,
        events: recorded,
      };
    }
  }

  /**
   * An append whose ids are already in the stream: all of them is a re-append (the result of the
   * one that wrote them), only some an EventIdConflictError; none: null (append).
   */
  private async settleRecorded(
    streamId: string,
    ids: readonly string[],
    known: KnownStream,
  ): Promise<AppendResult | null> {
    const found = ids.filter((id) => known.ids.has(id));
    if (found.length === 0) return null;
    if (found.length < ids.length) {
      throw new EventIdConflictError(
        streamId,
        ids.find((id) => !known.ids.has(id))!,
        streamId,
      );
    }
    const current = await this.learn(streamId);
    const lastVersion = Math.max(...ids.map((id) => current.ids.get(id)!));
    const [last] = await this.withPositions(await this.readVersions(streamId, lastVersion, 1));
    const lastPosition = positionOf(last);
    return {
      nextExpectedVersion: current.version,
      lastGlobalPosition: lastPosition.globalPosition,
      lastPosition,
      idempotent: true,
      events: [],
    };
  }

  /** An empty append only checks the expected version. */
  private async appendNothing(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const [last] = await this.readRaw(streamId, END, 1, BACKWARDS);
    const version = last ? Number(last.revision) + 1 : 0;
    const expectedVersion = expected === 'no_stream' ? 0 : expected;
    if (expectedVersion !== 'any' && expectedVersion !== version) {
      throw new WrongExpectedVersionError(streamId, expected, version);
    }
    const lastPosition = last ? positionOf((await this.withPositions([last]))[0]) : LOG_START;
    return {
      nextExpectedVersion: version,
      lastGlobalPosition: lastPosition.globalPosition,
      lastPosition,
      idempotent: true,
      events: [],
    };
  }

  async readStream(streamId: string, options: { fromVersion?: number; limit?: number } = {}): Promise<RecordedEvent[]> {
    const from = options.fromVersion ?? 0;
    const events = await this.readRaw(streamId, from === 0 ? START : BigInt(from), options.limit, FORWARDS);
    return events.map((event) => this.read(toRecorded(event)));
  }

  async streamVersion(streamId: string): Promise<number> {
    const [last] = await this.readRaw(streamId, END, 1, BACKWARDS);
    return last ? Number(last.revision) + 1 : 0;
  }

  async hasEvent(streamId: string, eventId: string): Promise<boolean> {
    if (!isUuid(eventId)) return false;
    return (await this.learn(streamId)).ids.has(eventId.toLowerCase());
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return (await this.scanAll(after, limit, () => true)).events;
  }

  readAllOfTypes(after: LogPosition, limit: number, types: readonly string[]): Promise<LogPage> {
    const wanted = new Set(types);
    return this.scanAll(after, limit, (event) => wanted.has(event.type));
  }

  /** The last event of the port's (no system events, no snapshots), read backwards from the end. */
  async headPosition(): Promise<LogPosition> {
    let before: LogPosition | null = null;
    // Usually among the last few: a small first page, full pages past a run of system events.
    for (let size = FIRST_PAGE; ; size = this.pageSize) {
      const page = await this.readAllPage(before, size, BACKWARDS);
      for (const event of page.events) {
        if (isPortEvent(event)) return positionOfStored(event);
      }
      if (page.exhausted) return LOG_START;
      before = positionOfStored(page.events[page.events.length - 1]);
    }
  }

  /** EventStoreDB delivers what it has written at once: the written head is the readable one. */
  writtenHead(): Promise<LogPosition> {
    return this.headPosition();
  }

  /**
   * The snapshot stream of (stream, shape) keeps its newest snapshot only ($maxCount 1); a snapshot
   * is signed and bound to the id of the stream's event at its version. An older snapshot never
   * replaces a newer one; a version the stream does not have is refused.
   */
  async saveSnapshot<State>(snapshot: Snapshot<State>): Promise<void> {
    const [event] = await this.readVersions(snapshot.streamId, snapshot.version, 1);
    if (!event || snapshot.version < 1) {
      throw new RangeError(`Stream ${snapshot.streamId} has no version ${snapshot.version}`);
    }
    const stateText = encodeState(snapshot.state);
    const checksum = snapshotChecksum(this.snapshotKey, { ...snapshot, eventHash: event.id, stateText });
    const stream = snapshotStreamOf(snapshot.streamId, snapshot.schema);
    const saved: SavedSnapshot = { version: snapshot.version, eventId: event.id, state: stateText, checksum };
    for (let attempt = 1; ; attempt++) {
      const [latest] = await this.readRaw(stream, END, 1, BACKWARDS);
      if (latest && (latest.data as SavedSnapshot).version > snapshot.version) return;
      if (!latest) await this.client.setStreamMetadata(stream, { maxCount: 1 });
      try {
        await this.client.appendToStream(stream, jsonEvent({ type: 'StreamSnapshot', data: { ...saved } }), {
          expectedRevision: latest ? latest.revision : NO_STREAM,
        });
        return;
      } catch (error) {
        // Another process saved one meanwhile: look again (it may be newer).
        if (!isWrongExpectedVersion(error) || attempt >= MAX_APPEND_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The stream's snapshot of this shape, verified: its signature must match, and the stream's event
   * at its version must still be the one it was taken at. One that does not is reported and not
   * used (the caller folds the stream from its log); the next save replaces it.
   */
  async loadSnapshot<State>(streamId: string, schema: string): Promise<Snapshot<State> | null> {
    const [latest] = await this.readRaw(snapshotStreamOf(streamId, schema), END, 1, BACKWARDS);
    if (!latest) return null;
    const saved = latest.data as SavedSnapshot;
    const reject = (reason: string) => {
      this.onRejectedSnapshot({ streamId, schema, version: saved.version, reason });
      return null;
    };
    const expected = snapshotChecksum(this.snapshotKey, {
      streamId,
      schema,
      version: saved.version,
      eventHash: saved.eventId,
      stateText: saved.state,
    });
    if (!hmacEquals(expected, saved.checksum)) return reject('its checksum does not match its content');
    const [event] = await this.readVersions(streamId, saved.version, 1);
    if (!event) return reject(`the stream has no event at version ${saved.version}`);
    if (event.id !== saved.eventId)
      return reject(`the stream's event at version ${saved.version} is not the one it was taken at`);
    return { streamId, schema, version: saved.version, state: decodeState(saved.state) as State };
  }

  // --- reading -------------------------------------------------------------------------------------

  private read(event: RecordedEvent): RecordedEvent {
    return this.upcast ? this.upcast(event) : event;
  }

  /**
   * The port's events of $all after a position that pass `wanted`, up to `limit`, and how far $all
   * was looked through (the last event's position when the page is full, else the last position
   * read, system events included).
   */
  private async scanAll(
    after: LogPosition,
    limit: number,
    wanted: (event: RecordedEvent) => boolean,
  ): Promise<LogPage> {
    const events: RecordedEvent[] = [];
    let end = after;
    // A small limit (an idle poll asks for 1) reads a small first page; then full pages.
    for (let size = Math.min(this.pageSize, Math.max(limit, FIRST_PAGE)); ; size = this.pageSize) {
      const page = await this.readAllPage(end, size, FORWARDS);
      for (const stored of page.events) {
        end = positionOfStored(stored);
        if (!isPortEvent(stored)) continue;
        const event = this.read(toRecorded(stored));
        if (!wanted(event)) continue;
        events.push(event);
        if (events.length >= limit) return { events, end };
      }
      if (page.exhausted) return { events, end };
    }
  }

  /**
   * One page of $all strictly after (forwards) or before (backwards) a position, system events
   * included. Whether the server's own bound is inclusive does not matter: it is filtered here.
   */
  private async readAllPage(
    from: LogPosition | null,
    size: number,
    direction: typeof FORWARDS | typeof BACKWARDS,
  ): Promise<{ events: StoredEvent[]; exhausted: boolean }> {
    const start = from === null || compareLogPositions(from, LOG_START) === 0 ? null : from;
    const fromPosition = start
      ? { commit: start.transactionId, prepare: start.globalPosition }
      : direction === FORWARDS
        ? START
        : END;
    const raw: StoredEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, maxCount: size + 1, direction })) {
      const event = (resolved as AllStreamResolvedEvent).event as StoredEvent | undefined;
      if (event) raw.push(event);
    }
    const events = start
      ? raw.filter((event) => {
          const order = compareLogPositions(positionOfStored(event), start);
          return direction === FORWARDS ? order > 0 : order < 0;
        })
      : raw;
    return { events, exhausted: raw.length < size + 1 };
  }

  /** Events of a stream, from a revision (or START/END), in a direction ([] for a stream that does not exist). */
  private async readRaw(
    streamId: string,
    fromRevision: bigint | typeof START | typeof END,
    maxCount: number | undefined,
    direction: typeof FORWARDS | typeof BACKWARDS,
  ): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision, maxCount, direction })) {
        const event = (resolved as ResolvedEvent).event as StoredEvent | undefined;
        if (event) events.push(event);
      }
    } catch (error) {
      if ((error as { type?: string }).type === ErrorType.STREAM_NOT_FOUND) return [];
      throw error;
    }
    return events;
  }

  /** The events at versions from..from+count-1 (fewer when the stream is shorter). */
  private readVersions(streamId: string, from: number, count: number): Promise<StoredEvent[]> {
    return this.readRaw(streamId, BigInt(from - 1), count, FORWARDS);
  }

  /**
   * Brings this process's record of a stream's ids up to a version (or to the stream's end): reads
   * only the events it has not seen. A stream's history never changes, so what was read stays true.
   */
  private async learn(streamId: string, upTo?: number): Promise<KnownStream> {
    const known = this.known.get(streamId);
    for (;;) {
      const from = known.version;
      if (upTo !== undefined && from >= upTo) return known;
      const count = upTo === undefined ? this.pageSize : Math.min(this.pageSize, upTo - from);
      const events = await this.readRaw(streamId, from === 0 ? START : BigInt(from), count, FORWARDS);
      // A concurrent learn may have moved it meanwhile: extend() keeps only what follows on.
      if (events.length > 0) {
        this.known.extend(
          streamId,
          known,
          Number(events[0].revision) + 1,
          events.map((event) => event.id.toLowerCase()),
        );
      }
      if (events.length < count) return known;
    }
  }

  /**
   * Gives events read from a stream their $all positions: current servers report them; for one that
   * does not, $all is read backwards from its end until all of them are found (they were just read).
   */
  private async withPositions(events: readonly StoredEvent[]): Promise<RecordedEvent[]> {
    const missing = new Set(events.filter((event) => !hasPosition(event)).map((event) => event.id));
    if (missing.size === 0) return events.map(toRecorded);
    const found = new Map<string, { commit: bigint; prepare: bigint }>();
    let before: LogPosition | null = null;
    while (found.size < missing.size) {
      const page = await this.readAllPage(before, this.pageSize, BACKWARDS);
      for (const event of page.events) if (missing.has(event.id)) found.set(event.id, event.position!);
      if (page.exhausted) break;
      before = positionOfStored(page.events[page.events.length - 1]);
    }
    return events.map((event) => {
      const position = hasPosition(event) ? event.position : found.get(event.id);
      if (!position) throw new Error(`Event ${event.id} of ${event.streamId} is not in $all`);
      return toRecorded({ ...event, position });
    });
  }
}

/** What a snapshot event holds. */
interface SavedSnapshot {
  version: number;
  /** The id of the stream's event at `version`: the snapshot is bound to it. */
  eventId: string;
  /** The state exactly as signed (bigints as {"$bigint": "<digits>"}). */
  state: string;
  checksum: string;
}

/**
 * The ids of streams this process has read, least recently used first out once the budget of ids
 * is spent (a stream evicted is read again the next time it is needed).
 */
class KnownIds {
  private readonly streams = new Map<string, KnownStream>();
  private total = 0;

  constructor(private readonly budget: number) {}

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

function refuseReserved(streamId: string): void {
  if (streamId.startsWith('$') || streamId.startsWith(SNAPSHOT_STREAM_PREFIX)) {
    throw new TypeError(`Stream id ${streamId} is reserved on EventStoreDB ($-streams, ${SNAPSHOT_STREAM_PREFIX}*)`);
  }
}

function snapshotStreamOf(streamId: string, schema: string): string {
  // The schema is escaped, so the first '/' separates it from the stream id: names never collide.
  return `${SNAPSHOT_STREAM_PREFIX}${encodeURIComponent(schema)}/${streamId}`;
}

/** An event of the port: not the server's own ($-stream or $-type), not a snapshot. */
function isPortEvent(event: StoredEvent): boolean {
  return (
    !event.streamId.startsWith('$') && !event.type.startsWith('$') && !event.streamId.startsWith(SNAPSHOT_STREAM_PREFIX)
  );
}

function hasPosition(event: StoredEvent): boolean {
  return (
    event.position !== undefined && event.position.commit !== NO_POSITION && event.position.prepare !== NO_POSITION
  );
}

function positionOfStored(event: StoredEvent): LogPosition {
  if (!hasPosition(event)) throw new Error(`Event ${event.id} of ${event.streamId} came without a position`);
  return { transactionId: event.position!.commit, globalPosition: event.position!.prepare };
}

function positionOf(event: RecordedEvent): LogPosition {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}

function toRecorded(event: StoredEvent): RecordedEvent {
  const { [APPEND_ID]: _appendId, ...metadata } = metadataObject(event.metadata);
  const position = hasPosition(event) ? event.position! : { commit: -1n, prepare: -1n };
  return {
    globalPosition: position.prepare,
    transactionId: position.commit,
    streamId: event.streamId,
    streamVersion: Number(event.revision) + 1,
    eventId: event.id.toLowerCase(),
    type: event.type,
    data: event.isJson
      ? (event.data as Record<string, unknown>)
      : { $base64: Buffer.from(event.data as Uint8Array).toString('base64') },
    metadata: metadata as EventMetadata,
    createdAt: event.created,
  };
}

function metadataObject(metadata: unknown): Record<string, unknown> {
  return typeof metadata === 'object' && metadata !== null && !(metadata instanceof Uint8Array)
    ? (metadata as Record<string, unknown>)
    : {};
}

function isWrongExpectedVersion(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}
