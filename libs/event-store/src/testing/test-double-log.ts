// TEST DOUBLE support, for tests only: the in-memory log behind the EventStoreDB test double
// (eventstoredb-test-double.ts). It behaves like the server where the adapter depends on it: the
// expected-revision check with the server's idempotency rule, positions taken as byte offsets (one
// commit position per write), strictly increasing creation times, and $maxCount on reads.

/** One record of the in-memory log. */
export interface TestDoubleRecord {
  streamId: string;
  /** 0-based, as the server counts. */
  revision: number;
  eventId: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  metadata: Uint8Array;
  /** .NET ticks (100 ns) since the Unix epoch, as the server sends them. */
  created: bigint;
  commit: bigint;
  prepare: bigint;
}

export type ExpectedRevision =
  { kind: 'any' } | { kind: 'stream_exists' } | { kind: 'no_stream' } | { kind: 'revision'; revision: number };

export interface ProposedEvent {
  eventId: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  metadata: Uint8Array;
}

export type WriteOutcome =
  | { kind: 'written' | 'idempotent'; lastRevision: number; position: { commit: bigint; prepare: bigint } | null }
  | { kind: 'wrong_expected_version'; currentRevision: number | null };

const TICKS_PER_MS = 10_000n;

export class TestDoubleLog {
  /** Every record, in $all order (system events included). */
  readonly records: TestDoubleRecord[] = [];
  private readonly streams = new Map<string, TestDoubleRecord[]>();
  /** The next record's position: records take room in the log, like the server's byte offsets. */
  private nextPosition = 1024n;
  private lastCreated = 0n;

  /**
   * The server's expected-revision check (its CheckCommit): an exact revision (or no_stream) that
   * is behind the stream is a retry when the same ids sit at the following revisions — success,
   * nothing written; any/stream_exists is a retry when the ids are the stream's (the server looks
   * in a recent-ids cache; this double remembers them all). Anything else behind is refused.
   */
  write(streamId: string, expected: ExpectedRevision, events: readonly ProposedEvent[]): WriteOutcome {
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length - 1;
    if (expected.kind === 'stream_exists' && current < 0) {
      return { kind: 'wrong_expected_version', currentRevision: null };
    }
    if (expected.kind === 'any' || expected.kind === 'stream_exists') {
      const first = stream.find((record) => record.eventId === events[0]?.eventId);
      if (first) {
        const matches = events.every((event, index) => stream[first.revision + index]?.eventId === event.eventId);
        if (!matches) return { kind: 'wrong_expected_version', currentRevision: current };
        return { kind: 'idempotent', lastRevision: first.revision + events.length - 1, position: null };
      }
    } else {
      const expectedRevision = expected.kind === 'no_stream' ? -1 : expected.revision;
      if (expectedRevision > current) {
        return { kind: 'wrong_expected_version', currentRevision: current < 0 ? null : current };
      }
      if (expectedRevision < current) {
        const retried = events.every((event, index) => stream[expectedRevision + 1 + index]?.eventId === event.eventId);
        if (!retried || events.length === 0) {
          return { kind: 'wrong_expected_version', currentRevision: current };
        }
        return { kind: 'idempotent', lastRevision: expectedRevision + events.length, position: null };
      }
    }
    if (events.length === 0) {
      return { kind: 'written', lastRevision: current, position: null };
    }
    // One write: its events share the transaction's position (commit), each has its own (prepare).
    const commit = this.nextPosition;
    let last: TestDoubleRecord | undefined;
    for (const event of events) {
      const prepare = this.nextPosition;
      this.nextPosition +=
        BigInt(64 + streamId.length + event.type.length + event.data.length + event.metadata.length) & ~7n;
      const record: TestDoubleRecord = {
        streamId,
        revision: stream.length,
        ...event,
        created: this.nextCreated(),
        commit,
        prepare,
      };
      stream.push(record);
      this.records.push(record);
      last = record;
    }
    this.streams.set(streamId, stream);
    // The server answers with the commit position twice ("not technically correct", its comment says).
    return { kind: 'written', lastRevision: last!.revision, position: { commit: last!.commit, prepare: last!.commit } };
  }

  /** Server timestamps, strictly increasing (ms resolution, as the client reads them). */
  private nextCreated(): bigint {
    const now = BigInt(Date.now()) * TICKS_PER_MS;
    this.lastCreated = now > this.lastCreated ? now : this.lastCreated + TICKS_PER_MS;
    return this.lastCreated;
  }

  /** The visible events of a stream: its metadata's $maxCount hides all but the newest ones. */
  visible(streamId: string): TestDoubleRecord[] {
    const stream = this.streams.get(streamId) ?? [];
    if (streamId.startsWith('$$')) return stream;
    const metadata = this.streams.get(`$$${streamId}`);
    if (!metadata || metadata.length === 0) return stream;
    const settings = JSON.parse(Buffer.from(metadata[metadata.length - 1].data).toString('utf8')) as {
      $maxCount?: number;
    };
    return typeof settings.$maxCount === 'number'
      ? stream.slice(Math.max(0, stream.length - settings.$maxCount))
      : stream;
  }
}
