// What the EventStoreDB server hands the adapter and how the adapter takes it: the events as the
// client delivers them, their $all positions (or the server's "no position"), the port's events
// among the server's own and the snapshot streams, the metadata key of the append call, and the
// server's wrong-expected-version error.
import { ErrorType } from '@eventstore/db-client';
import type { EventMetadata, LogPosition, RecordedEvent } from '../event-store.port';

/** Streams of this prefix hold the adapter's snapshots: reserved, and hidden from readers of the port. */
export const SNAPSHOT_STREAM_PREFIX = 'snapshots-';

/** The metadata key carrying the id of the append call that wrote an event (stripped on read). */
export const APPEND_ID = '$appendId';

/** What the server sends for "no position" (stream reads on older servers). */
const NO_POSITION = (1n << 64n) - 1n;

/** Appends (and snapshot saves) with expected version 'any' that lose a race go again; a bound keeps a bug finite. */
export const MAX_APPEND_ATTEMPTS = 20;

/** An event as the client hands it over (stream and $all reads alike). */
export interface StoredEvent {
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

export function refuseReserved(streamId: string): void {
  if (streamId.startsWith('$') || streamId.startsWith(SNAPSHOT_STREAM_PREFIX)) {
    throw new TypeError(`Stream id ${streamId} is reserved on EventStoreDB ($-streams, ${SNAPSHOT_STREAM_PREFIX}*)`);
  }
}

export function snapshotStreamOf(streamId: string, schema: string): string {
  // The schema is escaped, so the first '/' separates it from the stream id: names never collide.
  return `${SNAPSHOT_STREAM_PREFIX}${encodeURIComponent(schema)}/${streamId}`;
}

/** An event of the port: not the server's own ($-stream or $-type), not a snapshot. */
export function isPortEvent(event: StoredEvent): boolean {
  return (
    !event.streamId.startsWith('$') && !event.type.startsWith('$') && !event.streamId.startsWith(SNAPSHOT_STREAM_PREFIX)
  );
}

export function hasPosition(event: StoredEvent): boolean {
  return (
    event.position !== undefined && event.position.commit !== NO_POSITION && event.position.prepare !== NO_POSITION
  );
}

export function positionOfStored(event: StoredEvent): LogPosition {
  if (!hasPosition(event)) throw new Error(`Event ${event.id} of ${event.streamId} came without a position`);
  return { transactionId: event.position!.commit, globalPosition: event.position!.prepare };
}

export function positionOf(event: RecordedEvent): LogPosition {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}

export function toRecorded(event: StoredEvent): RecordedEvent {
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

export function metadataObject(metadata: unknown): Record<string, unknown> {
  return typeof metadata === 'object' && metadata !== null && !(metadata instanceof Uint8Array)
    ? (metadata as Record<string, unknown>)
    : {};
}

export function isWrongExpectedVersion(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}
