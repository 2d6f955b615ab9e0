// The audit's integrity checks (docs/integrity-and-audit.md): every event's hash against its
// content and its stream's previous hash; every stored snapshot against a fresh fold of its stream
// (and its signature and event hash); the whole log's chain against every stored and exported
// checkpoint, with their signatures. Failures name the stream, version and event, or the
// checkpoint and the positions it covers.
import {
  CHAIN_START,
  chainEventHash,
  compareLogPositions,
  decodeState,
  deriveKey,
  encodeState,
  foldLogChain,
  hmacEquals,
  readCheckpoints,
  REFUSED_SNAPSHOT_MARK,
  signCheckpoint,
  verifySnapshot,
  type LogCheckpoint,
  type LogPosition,
  type RecordedEvent,
  type SqlExecutor,
} from '@lootledger/event-store';
import { describeEvent, FailureList, type AnyStreamKind, type AuditCheckResult } from '../platform/event-sourcing';

/** One event as the audit's pass over the log sees it. */
export interface AuditedEvent {
  where: string;
  streamId: string;
  version: number;
  /** The stored hash (hex) and the canonical content it must be the hash of. */
  hash: string;
  chainContent: string;
}

/** Each event's hash = sha256(previous hash in its stream || its content). */
export class StreamChainCheck {
  private readonly failures: FailureList;
  private previous = Buffer.alloc(0);
  private checked = 0;

  constructor(limit: number) {
    this.failures = new FailureList(limit);
  }

  enterStream(): void {
    this.previous = Buffer.alloc(0);
  }

  event(event: AuditedEvent): void {
    this.checked++;
    const expected = chainEventHash(this.previous, event.chainContent).toString('hex');
    if (expected !== event.hash) {
      this.failures.add(
        `${event.where}: its hash does not follow from its content and the stream's previous event (rewritten, inserted or a predecessor deleted)`,
      );
    }
    // Go on from what is stored: one changed event is reported once.
    this.previous = Buffer.from(event.hash, 'hex');
  }

  result(): AuditCheckResult {
    return {
      name: 'log: hash chain per stream',
      checked: [`${this.checked} event hashes recomputed from their content and their stream's previous hash`],
      failureCount: this.failures.count,
      failures: this.failures.shown,
    };
  }
}

interface SnapshotRow {
  stream_id: string;
  schema: string;
  version: number | string;
  state: string;
  snapshot_hash: string;
  event_hash: string | null;
  checksum: string;
}

const SNAPSHOT_COLUMNS = `s.stream_id, s.schema, s.version, s.state, encode(s.event_hash, 'hex') AS snapshot_hash,
  encode(e.hash, 'hex') AS event_hash, s.checksum
  FROM stream_snapshots s LEFT JOIN events e ON e.stream_id = s.stream_id AND e.stream_version = s.version`;

/**
 * Refolds every stream that has a snapshot of its kind's current shape and compares the snapshot
 * with the fold at its version. The snapshots of each batch's streams are fetched with the batch.
 */
export class SnapshotCheck {
  private readonly failures: FailureList;
  private readonly snapshotKey: Buffer | null;
  private pending = new Map<string, SnapshotRow[]>();
  private current: { kind: AnyStreamKind; snapshots: SnapshotRow[]; state: unknown; broken: boolean } | null = null;
  private compared = 0;
  private otherShapes = 0;
  private signatures = 0;

  constructor(
    private readonly kinds: readonly AnyStreamKind[],
    integrityKey: string | null,
    limit: number,
  ) {
    this.failures = new FailureList(limit);
    this.snapshotKey = integrityKey === null ? null : deriveKey(integrityKey, 'snapshot');
  }

  /** Loads the snapshots of the coming batch's streams. */
  async prefetch(tx: SqlExecutor, streams: readonly string[]): Promise<void> {
    const { rows } = await tx.query<SnapshotRow>(
      `SELECT ${SNAPSHOT_COLUMNS} WHERE s.stream_id = ANY($1::text[]) ORDER BY s.schema`,
      [[...new Set(streams)]],
    );
    for (const row of rows) this.pending.set(row.stream_id, [...(this.pending.get(row.stream_id) ?? []), row]);
  }

  enterStream(streamId: string): void {
    const snapshots = this.pending.get(streamId) ?? [];
    this.pending.delete(streamId);
    const kind = this.kinds.find((candidate) => candidate.idOf(streamId) !== null);
    const current = snapshots.filter((row) => {
      if (row.schema.includes(REFUSED_SNAPSHOT_MARK)) {
        const [schema, version] = row.schema.split(REFUSED_SNAPSHOT_MARK);
        this.failures.add(
          `stream ${streamId}: snapshot ${schema} at v${version.split('@')[0]} was refused by the loader (changed outside the store): kept as evidence until investigated`,
        );
        return false;
      }
      if (kind?.snapshot?.schema === row.schema) return true;
      this.otherShapes++; // an old shape: the loader ignores it, so it decides nothing
      return false;
    });
    for (const row of current) this.verify(row);
    this.current =
      kind && current.length > 0 ? { kind, snapshots: current, state: kind.initialState(), broken: false } : null;
  }

  event(event: RecordedEvent, where: string): void {
    const current = this.current;
    if (!current || current.broken) return;
    try {
      current.state = current.kind.evolve(current.state, current.kind.events.read(event));
    } catch (error) {
      current.broken = true;
      for (const row of current.snapshots) {
        this.failures.add(
          `${where}: the stream does not fold (${String(error)}), so its snapshot at v${row.version} cannot be checked`,
        );
      }
      return;
    }
    for (const row of current.snapshots.filter((snapshot) => Number(snapshot.version) === event.streamVersion)) {
      this.compared++;
      const folded = encodeState(current.kind.snapshot!.save(current.state));
      if (canonical(decodeState(folded)) !== canonical(decodeState(row.state))) {
        this.failures.add(
          `${where}: snapshot ${row.schema} differs from the fold of the stream: snapshot ${row.state}, fold ${folded}`,
        );
      }
    }
  }

  /** After the pass: also the snapshots of streams that have no events at all. */
  async result(tx: SqlExecutor): Promise<AuditCheckResult> {
    const { rows } = await tx.query<SnapshotRow>(
      `SELECT ${SNAPSHOT_COLUMNS} WHERE NOT EXISTS (SELECT 1 FROM events o WHERE o.stream_id = s.stream_id)`,
    );
    for (const row of rows) {
      this.failures.add(
        `stream ${row.stream_id}: snapshot ${row.schema} at v${row.version} of a stream with no events`,
      );
    }
    const verified = this.snapshotKey
      ? `${this.signatures} signatures verified`
      : 'signatures not verified (no LEDGER_CHECKPOINT_KEY)';
    return {
      name: 'snapshots',
      checked: [
        `${this.compared} snapshots compared with a fresh fold of their stream at their version; ${verified}`,
        ...(this.otherShapes > 0
          ? [`${this.otherShapes} snapshots of an older state shape (ignored by the loader)`]
          : []),
      ],
      failureCount: this.failures.count,
      failures: this.failures.shown,
    };
  }

  private verify(row: SnapshotRow): void {
    const version = Number(row.version);
    const where = describeEvent(row.stream_id, version, null).replace(' (event not in the log)', '');
    if (row.event_hash === null) {
      this.failures.add(`${where}: snapshot ${row.schema} is at a version the stream does not have`);
    } else if (row.event_hash !== row.snapshot_hash) {
      this.failures.add(`${where}: snapshot ${row.schema} was taken over another event than the one in the log`);
    }
    if (!this.snapshotKey) return;
    this.signatures++;
    const reason = verifySnapshot(this.snapshotKey, { ...row, streamId: row.stream_id, version });
    if (reason?.includes('checksum'))
      this.failures.add(`${where}: snapshot ${row.schema}: ${reason} (changed outside the store)`);
  }
}

/** JSON with sorted keys: two states compare equal whatever order their fields were set in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'bigint') return `${inner}n`;
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

const positionKey = (position: LogPosition) => `${position.transactionId}/${position.globalPosition}`;

export interface ChainHead {
  position: LogPosition;
  eventCount: bigint;
  chainHash: string;
  lastCheckpoint: LogCheckpoint | null;
  /**
   * The tail no copy outside the database vouches for: the events of the log after the position of
   * the last exported checkpoint (the one of highest seq; null when the export holds none: the whole
   * log). null when no export was given.
   */
  afterLastExport: { checkpoint: LogCheckpoint | null; events: bigint } | null;
}

/**
 * Folds the whole log's chain in feed order and compares it with every stored checkpoint and every
 * exported one (from outside the database) at its position; verifies their signatures.
 */
export async function checkLogCheckpoints(
  tx: SqlExecutor,
  options: { integrityKey: string | null; exported: readonly LogCheckpoint[] | null; limit: number },
): Promise<{ result: AuditCheckResult; head: ChainHead }> {
  const failures = new FailureList(options.limit);
  const stored = await readCheckpoints(tx);
  const sources = [
    ...stored.map((checkpoint) => ({ checkpoint, source: 'stored' })),
    ...(options.exported ?? []).map((checkpoint) => ({ checkpoint, source: 'exported' })),
  ];
  const key = options.integrityKey === null ? null : deriveKey(options.integrityKey, 'checkpoint');
  if (key) {
    for (const { checkpoint, source } of sources) {
      if (!hmacEquals(signCheckpoint(key, checkpoint), checkpoint.signature)) {
        failures.add(`${source} checkpoint #${checkpoint.seq}: its signature does not match (forged or changed)`);
      }
    }
  }
  const storedBySeq = new Map(stored.map((checkpoint) => [checkpoint.seq, checkpoint]));
  for (const exported of options.exported ?? []) {
    const twin = storedBySeq.get(exported.seq);
    if (!twin) failures.add(`exported checkpoint #${exported.seq} is missing from log_checkpoints`);
    else if (twin.chainHash !== exported.chainHash || positionKey(twin.position) !== positionKey(exported.position)) {
      failures.add(
        `checkpoint #${exported.seq}: the stored one differs from the exported one (rewritten in the database)`,
      );
    }
  }

  const byPosition = new Map<string, typeof sources>();
  for (const entry of sources) {
    const at = positionKey(entry.checkpoint.position);
    byPosition.set(at, [...(byPosition.get(at) ?? []), entry]);
  }
  const reached = new Set<string>();
  const lastExported = (options.exported ?? []).reduce<LogCheckpoint | null>(
    (last, checkpoint) => (last === null || checkpoint.seq > last.seq ? checkpoint : last),
    null,
  );
  // Counted by position, not from the checkpoint's own count: right even when events were deleted.
  let afterLastExported = 0n;
  let previous: LogPosition = { transactionId: 0n, globalPosition: 0n };
  const end = await foldLogChain(
    tx,
    { position: previous, chain: CHAIN_START, eventCount: 0n },
    (position, chain, eventCount) => {
      if (lastExported === null || compareLogPositions(position, lastExported.position) > 0) afterLastExported++;
      const at = positionKey(position);
      const here = byPosition.get(at);
      if (!here) return;
      reached.add(at);
      const hex = chain.toString('hex');
      for (const { checkpoint, source } of here) {
        if (checkpoint.chainHash !== hex || checkpoint.eventCount !== eventCount) {
          failures.add(
            `${source} checkpoint #${checkpoint.seq} at position ${checkpoint.position.globalPosition}: the log's chain there is ${hex} over ${eventCount} events, the checkpoint says ${checkpoint.chainHash} over ${checkpoint.eventCount}: an event after position ${previous.globalPosition} and up to ${checkpoint.position.globalPosition} was changed, added or deleted`,
          );
        }
      }
      previous = position;
    },
  );
  for (const { checkpoint, source } of sources) {
    if (!reached.has(positionKey(checkpoint.position))) {
      failures.add(
        `${source} checkpoint #${checkpoint.seq}: the event at its position ${checkpoint.position.globalPosition} is no longer in the log (deleted)`,
      );
    }
  }
  const lastCheckpoint = stored[stored.length - 1] ?? null;
  const exportedNote =
    options.exported === null
      ? 'no exported checkpoints given (--checkpoints FILE): a rewrite with recomputed hashes and checkpoints would pass'
      : `${options.exported.length} exported checkpoints compared`;
  const afterLastExport = options.exported === null ? null : { checkpoint: lastExported, events: afterLastExported };
  return {
    head: {
      position: end.position,
      eventCount: end.eventCount,
      chainHash: end.chain.toString('hex'),
      lastCheckpoint,
      afterLastExport,
    },
    result: {
      name: 'log: signed checkpoints',
      checked: [
        `${end.eventCount} event hashes chained in feed order; ${stored.length} stored checkpoints compared; ${exportedNote}`,
        key ? `${sources.length} checkpoint signatures verified` : 'signatures not verified (no LEDGER_CHECKPOINT_KEY)',
      ],
      failureCount: failures.count,
      failures: failures.shown,
    },
  };
}
