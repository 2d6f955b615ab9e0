// Tamper evidence for the log (the threat model is in docs/integrity-and-audit.md).
//  - Every event carries hash = sha256(hash of its stream's previous event || its canonical
//    content), computed by the database on insert (event-store-004): chainEventHash recomputes it.
//  - Log checkpoints chain every event hash in feed order ((transaction id, position), the order
//    the async readers follow, final below the oldest transaction in flight):
//    chain = sha256(chain || event hash), from 32 zero bytes. Each checkpoint records the position,
//    the count and the chain there, signed (HMAC-SHA256) with a key the database does not hold,
//    and is exported outside the database. Whoever rewrites history and recomputes every hash still
//    cannot sign, nor reach the exported copies.
//  - Snapshots are signed too (with a key derived from the same one) and bound to the stream's
//    event hash at their version.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LogPosition } from '../event-store.port';
import type { SqlExecutor } from '../sql/sql-client';

/** The chain before the first event. */
export const CHAIN_START = Buffer.alloc(32);

/** An event's hash from its stream's previous hash (empty for version 1) and its canonical content. */
export function chainEventHash(previous: Buffer, content: string): Buffer {
  return createHash('sha256').update(previous).update(content, 'utf8').digest();
}

/** The log chain after one more event. */
export function chainLog(chain: Buffer, eventHash: Buffer): Buffer {
  return createHash('sha256').update(chain).update(eventHash).digest();
}

/** A log checkpoint as stored in `log_checkpoints` and exported (one JSON line each). */
export interface LogCheckpoint {
  seq: number;
  position: LogPosition;
  /** Events in the log up to and including position. */
  eventCount: bigint;
  /** Hex chain hash at position. */
  chainHash: string;
  /** Hex HMAC-SHA256 over the fields above with the checkpoint key. */
  signature: string;
  createdAt: Date;
}

/** The keys derived from the one integrity key (LEDGER_CHECKPOINT_KEY): one per use. */
export function deriveKey(key: string | Buffer, purpose: 'checkpoint' | 'snapshot'): Buffer {
  return createHmac('sha256', key).update(`lootledger/${purpose}`).digest();
}

export function signCheckpoint(key: Buffer, checkpoint: Omit<LogCheckpoint, 'signature' | 'createdAt'>): string {
  return createHmac('sha256', key)
    .update(
      [
        'lootledger-log-checkpoint',
        checkpoint.seq,
        checkpoint.position.transactionId,
        checkpoint.position.globalPosition,
        checkpoint.eventCount,
        checkpoint.chainHash,
      ].join('\n'),
    )
    .digest('hex');
}

export function hmacEquals(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The checksum of a snapshot: its identity, the event hash at its version and the exact state text. */
export function snapshotChecksum(
  key: Buffer,
  snapshot: { streamId: string; schema: string; version: number; eventHash: string; stateText: string },
): string {
  return createHmac('sha256', key)
    .update(
      [
        'lootledger-snapshot',
        snapshot.streamId,
        snapshot.schema,
        snapshot.version,
        snapshot.eventHash,
        snapshot.stateText,
      ].join('\n'),
    )
    .digest('hex');
}

/** The feed after a position, below the oldest transaction in flight: only what the chain needs. */
const CHAIN_PAGE_SQL = `SELECT e.transaction_id::text AS tx, e.global_position::text AS pos, encode(e.hash, 'hex') AS hash
FROM events e
WHERE (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
  AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY e.transaction_id, e.global_position
LIMIT $3::integer`;

interface CheckpointRow {
  seq: number | string;
  tx: string;
  pos: string;
  event_count: string;
  chain_hash: string;
  signature: string;
  created_at: Date | string;
}

const CHECKPOINT_COLUMNS = `seq, transaction_id::text AS tx, global_position::text AS pos, event_count::text AS event_count,
  encode(chain_hash, 'hex') AS chain_hash, signature, created_at`;

function toCheckpoint(row: CheckpointRow): LogCheckpoint {
  return {
    seq: Number(row.seq),
    position: { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) },
    eventCount: BigInt(row.event_count),
    chainHash: row.chain_hash,
    signature: row.signature,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

/** The stored checkpoints after a seq (default: all), oldest first. */
export async function readCheckpoints(executor: SqlExecutor, afterSeq = 0): Promise<LogCheckpoint[]> {
  const { rows } = await executor.query<CheckpointRow>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM log_checkpoints WHERE seq > $1 ORDER BY seq`,
    [afterSeq],
  );
  return rows.map(toCheckpoint);
}

/**
 * Walks the chain over the feed after `from` (chain and count there), page by page, calling
 * `visit` for every event; returns the chain, the count and the position of the last event seen.
 */
export async function foldLogChain(
  executor: SqlExecutor,
  from: { position: LogPosition; chain: Buffer; eventCount: bigint },
  visit?: (position: LogPosition, chain: Buffer, eventCount: bigint) => void,
  pageSize = 10_000,
): Promise<{ position: LogPosition; chain: Buffer; eventCount: bigint }> {
  let { position, chain, eventCount } = from;
  for (;;) {
    const { rows } = await executor.query<{ tx: string; pos: string; hash: string }>(
      CHAIN_PAGE_SQL,
      [position.transactionId.toString(), position.globalPosition.toString(), pageSize],
      { name: 'log_chain_page' },
    );
    for (const row of rows) {
      chain = chainLog(chain, Buffer.from(row.hash, 'hex'));
      eventCount++;
      position = { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) };
      visit?.(position, chain, eventCount);
    }
    if (rows.length < pageSize) return { position, chain, eventCount };
  }
}

/**
 * Records a checkpoint at the readable head when events arrived since the last one (null when
 * none did, or when another process recorded the same checkpoint first). The chain continues from
 * the last stored checkpoint.
 */
export async function recordCheckpoint(executor: SqlExecutor, key: string | Buffer): Promise<LogCheckpoint | null> {
  const { rows } = await executor.query<CheckpointRow>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM log_checkpoints ORDER BY seq DESC LIMIT 1`,
  );
  const last = rows[0] ? toCheckpoint(rows[0]) : null;
  const start = last
    ? { position: last.position, chain: Buffer.from(last.chainHash, 'hex'), eventCount: last.eventCount }
    : { position: { transactionId: 0n, globalPosition: 0n }, chain: CHAIN_START, eventCount: 0n };
  const end = await foldLogChain(executor, start);
  if (end.eventCount === start.eventCount) return null;
  const unsigned = {
    seq: (last?.seq ?? 0) + 1,
    position: end.position,
    eventCount: end.eventCount,
    chainHash: end.chain.toString('hex'),
  };
  const signature = signCheckpoint(deriveKey(key, 'checkpoint'), unsigned);
  const inserted = await executor.query<CheckpointRow>(
    `INSERT INTO log_checkpoints (seq, transaction_id, global_position, event_count, chain_hash, signature)
     VALUES ($1, $2::text::xid8, $3::bigint, $4::bigint, decode($5, 'hex'), $6)
     ON CONFLICT (seq) DO NOTHING RETURNING ${CHECKPOINT_COLUMNS}`,
    [
      unsigned.seq,
      unsigned.position.transactionId.toString(),
      unsigned.position.globalPosition.toString(),
      unsigned.eventCount.toString(),
      unsigned.chainHash,
      signature,
    ],
  );
  return inserted.rows[0] ? toCheckpoint(inserted.rows[0]) : null;
}

/** The exported form: one JSON line per checkpoint. */
export function exportCheckpoint(checkpoint: LogCheckpoint): string {
  return JSON.stringify({
    seq: checkpoint.seq,
    transaction_id: checkpoint.position.transactionId.toString(),
    global_position: checkpoint.position.globalPosition.toString(),
    event_count: checkpoint.eventCount.toString(),
    chain_hash: checkpoint.chainHash,
    signature: checkpoint.signature,
    created_at: checkpoint.createdAt.toISOString(),
  });
}

/** Reads an export (JSON lines); a line that is not a checkpoint throws, naming it. */
export function parseCheckpointExport(text: string): LogCheckpoint[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, number }) => {
      try {
        const value = JSON.parse(line) as Record<string, string | number>;
        return {
          seq: Number(value.seq),
          position: {
            transactionId: BigInt(value.transaction_id),
            globalPosition: BigInt(value.global_position),
          },
          eventCount: BigInt(value.event_count),
          chainHash: String(value.chain_hash),
          signature: String(value.signature),
          createdAt: new Date(String(value.created_at)),
        };
      } catch (error) {
        throw new Error(`checkpoint export line ${number} is not a checkpoint: ${String(error)}`, { cause: error });
      }
    });
}
