// Stream snapshots on EventStoreDB: one snapshot stream per (stream, state shape) keeping only its
// newest event ($maxCount 1), signed and bound to the id of the stream's event at its version;
// loaded only when it still verifies (else reported and not used; the next save replaces it).
import { BACKWARDS, END, NO_STREAM, jsonEvent, type EventStoreDBClient } from '@eventstore/db-client';
import type { Snapshot } from '../event-store.port';
import { hmacEquals, snapshotChecksum } from '../postgres/log-integrity';
import { decodeState, encodeState, type RejectedSnapshot } from '../postgres/stream-snapshots';
import { MAX_APPEND_ATTEMPTS, isWrongExpectedVersion, snapshotStreamOf } from './server-events';
import { readRaw, readVersions } from './server-reads';

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
 * The snapshot stream of (stream, shape) keeps its newest snapshot only ($maxCount 1); a snapshot
 * is signed and bound to the id of the stream's event at its version. An older snapshot never
 * replaces a newer one; a version the stream does not have is refused.
 */
export async function saveServerSnapshot<State>(
  client: EventStoreDBClient,
  key: Buffer,
  snapshot: Snapshot<State>,
): Promise<void> {
  const [event] = await readVersions(client, snapshot.streamId, snapshot.version, 1);
  if (!event || snapshot.version < 1) {
    throw new RangeError(`Stream ${snapshot.streamId} has no version ${snapshot.version}`);
  }
  const stateText = encodeState(snapshot.state);
  const checksum = snapshotChecksum(key, { ...snapshot, eventHash: event.id, stateText });
  const stream = snapshotStreamOf(snapshot.streamId, snapshot.schema);
  const saved: SavedSnapshot = { version: snapshot.version, eventId: event.id, state: stateText, checksum };
  for (let attempt = 1; ; attempt++) {
    const [latest] = await readRaw(client, stream, END, 1, BACKWARDS);
    if (latest && (latest.data as SavedSnapshot).version > snapshot.version) return;
    if (!latest) await client.setStreamMetadata(stream, { maxCount: 1 });
    try {
      await client.appendToStream(stream, jsonEvent({ type: 'StreamSnapshot', data: { ...saved } }), {
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
export async function loadServerSnapshot<State>(
  client: EventStoreDBClient,
  key: Buffer,
  onRejectedSnapshot: (rejected: RejectedSnapshot) => void,
  streamId: string,
  schema: string,
): Promise<Snapshot<State> | null> {
  const [latest] = await readRaw(client, snapshotStreamOf(streamId, schema), END, 1, BACKWARDS);
  if (!latest) return null;
  const saved = latest.data as SavedSnapshot;
  const reject = (reason: string) => {
    onRejectedSnapshot({ streamId, schema, version: saved.version, reason });
    return null;
  };
  const expected = snapshotChecksum(key, {
    streamId,
    schema,
    version: saved.version,
    eventHash: saved.eventId,
    stateText: saved.state,
  });
  if (!hmacEquals(expected, saved.checksum)) return reject('its checksum does not match its content');
  const [event] = await readVersions(client, streamId, saved.version, 1);
  if (!event) return reject(`the stream has no event at version ${saved.version}`);
  if (event.id !== saved.eventId)
    return reject(`the stream's event at version ${saved.version} is not the one it was taken at`);
  return { streamId, schema, version: saved.version, state: decodeState(saved.state) as State };
}
