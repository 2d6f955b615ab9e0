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
// This file holds the store: appending (with re-appends told apart) and reading. Beside it: what
// the server hands over (server-events.ts), the reads of the server (server-reads.ts), the ids
// known of each stream (known-ids.ts) and snapshots (server-snapshots.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  jsonEvent,
  type AppendExpectedRevision,
} from '@eventstore/db-client';
import {
  EventIdConflictError,
  LOG_START,
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type LogPage,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  type Snapshot,
} from '../event-store.port';
import { isUuid, validateEventIds } from '../event-ids';
import { deriveKey } from '../postgres/log-integrity';
import type { RejectedSnapshot } from '../postgres/stream-snapshots';
import { KnownIds, type KnownStream } from './known-ids';
import {
  APPEND_ID,
  MAX_APPEND_ATTEMPTS,
  isPortEvent,
  isWrongExpectedVersion,
  metadataObject,
  positionOf,
  positionOfStored,
  refuseReserved,
  toRecorded,
} from './server-events';
import { readAllPage, readRaw, readVersions, withPositions } from './server-reads';
import { loadServerSnapshot, saveServerSnapshot } from './server-snapshots';

export { SNAPSHOT_STREAM_PREFIX } from './server-events';

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

/** The first page of a small read of $all (room for a few system events besides). */
const FIRST_PAGE = 16;

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
    this.known = new KnownIds(this.client, this.pageSize, options.knownIdsBudget ?? 200_000);
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
        const known = await this.known.learn(streamId);
        const recorded = await this.settleRecorded(streamId, ids, known);
        if (recorded) return recorded;
        at = known.version;
      } else {
        at = expected === 'no_stream' ? 0 : expected;
        // At 0 there is nothing before; the server refuses an existing stream (or recognises a retry).
        if (at > 0) {
          const known = await this.known.learn(streamId, at);
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
        const known = await this.known.learn(streamId);
        const recorded = await this.settleRecorded(streamId, ids, known);
        if (recorded) return recorded;
        if (expected === 'any' && attempt < MAX_APPEND_ATTEMPTS) continue;
        throw new WrongExpectedVersionError(streamId, expected, known.version);
      }

      // Written now, or the server recognised a retry of these ids at this very position: the
      // events read back say which (their append id) and give their time and positions.
      const firstVersion = Number(lastRevision) + 2 - events.length;
      const readBack = await readVersions(this.client, streamId, firstVersion, events.length);
      if (readBack.length !== events.length || readBack.some((event, index) => event.id !== ids[index])) {
        throw new Error(`Stream ${streamId}: the events read back after an append are not the ones appended`);
      }
      this.known.extend(streamId, this.known.get(streamId), firstVersion, ids);
      const recorded = await withPositions(this.client, this.pageSize, readBack);
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
    const current = await this.known.learn(streamId);
    const lastVersion = Math.max(...ids.map((id) => current.ids.get(id)!));
    const [last] = await withPositions(
      this.client,
      this.pageSize,
      await readVersions(this.client, streamId, lastVersion, 1),
    );
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
    const [last] = await readRaw(this.client, streamId, END, 1, BACKWARDS);
    const version = last ? Number(last.revision) + 1 : 0;
    const expectedVersion = expected === 'no_stream' ? 0 : expected;
    if (expectedVersion !== 'any' && expectedVersion !== version) {
      throw new WrongExpectedVersionError(streamId, expected, version);
    }
    const lastPosition = last ? positionOf((await withPositions(this.client, this.pageSize, [last]))[0]) : LOG_START;
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
    const events = await readRaw(this.client, streamId, from === 0 ? START : BigInt(from), options.limit, FORWARDS);
    return events.map((event) => this.read(toRecorded(event)));
  }

  async streamVersion(streamId: string): Promise<number> {
    const [last] = await readRaw(this.client, streamId, END, 1, BACKWARDS);
    return last ? Number(last.revision) + 1 : 0;
  }

  async hasEvent(streamId: string, eventId: string): Promise<boolean> {
    if (!isUuid(eventId)) return false;
    return (await this.known.learn(streamId)).ids.has(eventId.toLowerCase());
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
      const page = await readAllPage(this.client, before, size, BACKWARDS);
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

  /** The newest snapshot per stream and state shape, signed (server-snapshots.ts). */
  saveSnapshot<State>(snapshot: Snapshot<State>): Promise<void> {
    return saveServerSnapshot(this.client, this.snapshotKey, snapshot);
  }

  /** The stream's snapshot of this shape, only when it still verifies (server-snapshots.ts). */
  loadSnapshot<State>(streamId: string, schema: string): Promise<Snapshot<State> | null> {
    return loadServerSnapshot(this.client, this.snapshotKey, this.onRejectedSnapshot, streamId, schema);
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
      const page = await readAllPage(this.client, end, size, FORWARDS);
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
}
