// Stream snapshots on PostgreSQL (stream_snapshots): saving the newest one per stream and state
// shape, signed and bound to the stream's event hash at its version; loading it only when it still
// verifies (else it is set aside and reported). Also the stored state's encoding (bigints as
// {"$bigint": "<digits>"}), which the EventStoreDB adapter's snapshots share.
import type { Snapshot } from '../event-store.port';
import type { SqlClient } from '../sql/sql-client';
import { hmacEquals, snapshotChecksum } from './log-integrity';

/** A stored snapshot that does not verify: changed state, moved version, or a stream rewritten under it. */
export interface RejectedSnapshot {
  streamId: string;
  schema: string;
  version: number;
  reason: string;
}

/**
 * Keeps the newest snapshot per stream and state shape (an older one never replaces a newer one),
 * bound to the stream's event hash at its version and signed. State may hold bigints: they are
 * stored as {"$bigint": "<digits>"} and come back as bigints. A version the stream does not have
 * is refused.
 */
export async function saveStreamSnapshot<State>(sql: SqlClient, key: Buffer, snapshot: Snapshot<State>): Promise<void> {
  const { rows } = await sql.query<{ hash: string }>(
    `SELECT encode(hash, 'hex') AS hash FROM events WHERE stream_id = $1 AND stream_version = $2::integer`,
    [snapshot.streamId, snapshot.version],
  );
  if (rows.length === 0) throw new RangeError(`Stream ${snapshot.streamId} has no version ${snapshot.version}`);
  const stateText = encodeState(snapshot.state);
  const checksum = snapshotChecksum(key, { ...snapshot, eventHash: rows[0].hash, stateText });
  await sql.query(
    `INSERT INTO stream_snapshots (stream_id, schema, version, state, event_hash, checksum)
       VALUES ($1, $2, $3, $4, decode($5, 'hex'), $6)
       ON CONFLICT (stream_id, schema) DO UPDATE
         SET version = excluded.version, state = excluded.state, event_hash = excluded.event_hash,
             checksum = excluded.checksum, saved_at = now()
       WHERE stream_snapshots.version <= excluded.version`,
    [snapshot.streamId, snapshot.schema, snapshot.version, stateText, rows[0].hash, checksum],
  );
}

/**
 * The stream's snapshot of this shape, verified: its checksum must match, and the stream's event
 * at its version must still have the hash it was taken at. One that does not is reported, set
 * aside (renamed, see REFUSED_SNAPSHOT_MARK) and not used: the caller folds the stream from its log.
 */
export async function loadStreamSnapshot<State>(
  sql: SqlClient,
  key: Buffer,
  onRejectedSnapshot: (rejected: RejectedSnapshot) => void,
  streamId: string,
  schema: string,
): Promise<Snapshot<State> | null> {
  const { rows } = await sql.query<{
    version: number | string;
    state: string;
    snapshot_hash: string;
    event_hash: string | null;
    checksum: string;
  }>(
    `SELECT s.version, s.state, encode(s.event_hash, 'hex') AS snapshot_hash, encode(e.hash, 'hex') AS event_hash, s.checksum
         FROM stream_snapshots s LEFT JOIN events e ON e.stream_id = s.stream_id AND e.stream_version = s.version
        WHERE s.stream_id = $1 AND s.schema = $2`,
    [streamId, schema],
    { name: 'event_store_load_snapshot' },
  );
  if (rows.length === 0) return null;
  const [row] = rows;
  const version = Number(row.version);
  const reason = verifySnapshot(key, { ...row, streamId, schema, version });
  if (reason) {
    // Kept as evidence under another shape name (the audit fails on it until someone looks),
    // out of the way of the fresh snapshot that will replace it.
    await sql.query(
      `UPDATE stream_snapshots SET schema = schema || $3 WHERE stream_id = $1 AND schema = $2 AND checksum = $4`,
      [streamId, schema, `${REFUSED_SNAPSHOT_MARK}${version}@${row.checksum.slice(0, 16)}`, row.checksum],
    );
    onRejectedSnapshot({ streamId, schema, version, reason });
    return null;
  }
  return { streamId, schema, version, state: decodeState(row.state) as State };
}

/** Appended to the shape name of a snapshot the loader refused: `<schema>#refused@<version>@<checksum prefix>`. */
export const REFUSED_SNAPSHOT_MARK = '#refused@';

/** Why a stored snapshot does not verify (null when it does). */
export function verifySnapshot(
  key: Buffer,
  row: {
    streamId: string;
    schema: string;
    version: number;
    state: string;
    snapshot_hash: string;
    event_hash: string | null;
    checksum: string;
  },
): string | null {
  const expected = snapshotChecksum(key, { ...row, eventHash: row.snapshot_hash, stateText: row.state });
  if (!hmacEquals(expected, row.checksum)) return 'its checksum does not match its content';
  if (row.event_hash === null) return `the stream has no event at version ${row.version}`;
  if (row.event_hash !== row.snapshot_hash)
    return `the stream's event at version ${row.version} is not the one it was taken at`;
  return null;
}

/** A snapshot's state as stored: JSON with bigints as {"$bigint": "<digits>"}. */
export function encodeState(state: unknown): string {
  return JSON.stringify(state, (_key, value: unknown) =>
    typeof value === 'bigint' ? { $bigint: value.toString() } : value,
  );
}

export function decodeState(text: string): unknown {
  return reviveBigints(JSON.parse(text));
}

function reviveBigints(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveBigints);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0][0] === '$bigint' && typeof entries[0][1] === 'string') {
    return BigInt(entries[0][1]);
  }
  return Object.fromEntries(entries.map(([key, inner]) => [key, reviveBigints(inner)]));
}
