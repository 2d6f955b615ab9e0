// TEST DOUBLE of an EventStoreDB server, for tests only (never used at runtime; an architecture
// rule keeps runtime code from importing it). No EventStoreDB server can run where the tests run,
// so this speaks the server's gRPC protocol on a real socket (127.0.0.1, insecure), serving the
// service definitions generated into the client package itself (@eventstore/db-client/generated):
// the real client, unchanged, connects to it. Behind the wire: an in-memory log that behaves like
// the server where our adapter depends on it — expected-revision checks with the server's
// idempotency rule (a retry of the same ids at the same position succeeds without writing),
// $all read forwards (from a position, inclusive) and backwards (exclusive), server-side filters
// with their search window, stream reads, stream metadata ($maxCount), server features (which
// tell the client to append through BatchAppend, as servers since 21.10 do), and system events
// in $all. What it does NOT model: clustering, ACLs, scavenging, projections, persistent
// subscriptions, deadlines. docs/scaling-out.md says which guarantees were only checked against it.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import {
  AppendReq,
  AppendResp,
  BatchAppendReq,
  BatchAppendResp,
  ReadReq,
  ReadResp,
} from '@eventstore/db-client/generated/streams_pb';
import {
  AllStreamPosition,
  Empty as SharedEmpty,
  StreamIdentifier,
  UUID,
  WrongExpectedVersion as WrongExpectedVersionDetails,
} from '@eventstore/db-client/generated/shared_pb';
import { Status } from '@eventstore/db-client/generated/status_pb';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty } from 'google-protobuf/google/protobuf/empty_pb';

export interface EventStoreDbTestDoubleOptions {
  /**
   * Advertise BatchAppend among the server's features (default true, like servers since 21.10):
   * the client then appends through it; without, through the older Append call.
   */
  batchAppend?: boolean;
  /**
   * Whether events read from a stream carry their $all position (default true, like current
   * servers); older servers send none there (2^64-1), only in $all reads.
   */
  positionsInStreamReads?: boolean;
  /** Port to listen on (default: any free port). */
  port?: number;
}

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

type ExpectedRevision =
  { kind: 'any' } | { kind: 'stream_exists' } | { kind: 'no_stream' } | { kind: 'revision'; revision: number };

interface ProposedEvent {
  eventId: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  metadata: Uint8Array;
}

type WriteOutcome =
  | { kind: 'written' | 'idempotent'; lastRevision: number; position: { commit: bigint; prepare: bigint } | null }
  | { kind: 'wrong_expected_version'; currentRevision: number | null };

/** What the server answers when a stream read carries no $all position. */
const NO_POSITION = (1n << 64n) - 1n;
const STREAMS_SERVICE = 'event_store.client.streams.streams';
const TICKS_PER_MS = 10_000n;

export class EventStoreDbTestDouble {
  private readonly server = new grpc.Server();
  private readonly log: TestDoubleRecord[] = [];
  private readonly streams = new Map<string, TestDoubleRecord[]>();
  /** The next record's position: records take room in the log, like the server's byte offsets. */
  private nextPosition = 1024n;
  private lastCreated = 0n;
  private port = 0;
  /** Calls received per RPC (tests check which path the client took). */
  readonly calls = new Map<string, number>();

  private constructor(private readonly options: Required<Omit<EventStoreDbTestDoubleOptions, 'port'>>) {}

  /** Starts a double listening on 127.0.0.1, with a few system events already in its log (like a fresh server). */
  static async start(options: EventStoreDbTestDoubleOptions = {}): Promise<EventStoreDbTestDouble> {
    const double = new EventStoreDbTestDouble({
      batchAppend: options.batchAppend ?? true,
      positionsInStreamReads: options.positionsInStreamReads ?? true,
    });
    double.register();
    double.port = await new Promise<number>((resolve, reject) =>
      double.server.bindAsync(
        `127.0.0.1:${options.port ?? 0}`,
        grpc.ServerCredentials.createInsecure(),
        (error, port) => (error ? reject(error) : resolve(port)),
      ),
    );
    double.appendSystemEvent('$settings', '$settings', { $userStreamAcl: { $r: '$all' } });
    double.appendSystemEvent('$scavenges', '$scavengeIndexInitialized', {});
    return double;
  }

  /** The connection string for the client: insecure, one node, no discovery. */
  get url(): string {
    return `esdb://127.0.0.1:${this.port}?tls=false`;
  }

  /** Every record of the log, in $all order (system events included). */
  get records(): readonly TestDoubleRecord[] {
    return this.log;
  }

  /** Writes an event of the server's own ($-stream, $-type), as a real server does now and then. */
  appendSystemEvent(streamId: string, type: string, data: Record<string, unknown>): void {
    this.write(streamId, { kind: 'any' }, [
      {
        eventId: randomUUID(),
        type,
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(data)),
        metadata: new Uint8Array(),
      },
    ]);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.tryShutdown(() => resolve()));
    this.server.forceShutdown();
  }

  private count(call: string): void {
    this.calls.set(call, (this.calls.get(call) ?? 0) + 1);
  }

  private register(): void {
    this.server.addService(ServerFeaturesService, {
      getSupportedMethods: (_call: unknown, callback: grpc.sendUnaryData<SupportedMethods>) => {
        this.count('ServerFeatures.GetSupportedMethods');
        const methods = new SupportedMethods();
        methods.setEventStoreServerVersion('24.10.0-test-double');
        const names = ['read', 'append', ...(this.options.batchAppend ? ['batchappend'] : [])];
        methods.setMethodsList(
          names.map((name) => {
            const method = new SupportedMethod();
            method.setServiceName(STREAMS_SERVICE);
            method.setMethodName(name);
            return method;
          }),
        );
        callback(null, methods);
      },
    });
    this.server.addService(StreamsService, {
      read: (call: grpc.ServerWritableStream<ReadReq, ReadResp>) => this.read(call),
      append: (call: grpc.ServerReadableStream<AppendReq, AppendResp>, callback: grpc.sendUnaryData<AppendResp>) =>
        this.append(call, callback),
      batchAppend: (call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>) => this.batchAppend(call),
      delete: (_call: unknown, callback: grpc.sendUnaryData<never>) =>
        callback({ code: grpc.status.UNIMPLEMENTED, details: 'not modelled by the test double' }),
      tombstone: (_call: unknown, callback: grpc.sendUnaryData<never>) =>
        callback({ code: grpc.status.UNIMPLEMENTED, details: 'not modelled by the test double' }),
    });
  }

  // --- the log -----------------------------------------------------------------------------------

  /**
   * The server's expected-revision check (its CheckCommit): an exact revision (or no_stream) that
   * is behind the stream is a retry when the same ids sit at the following revisions — success,
   * nothing written; any/stream_exists is a retry when the ids are the stream's (the server looks
   * in a recent-ids cache; this double remembers them all). Anything else behind is refused.
   */
  private write(streamId: string, expected: ExpectedRevision, events: readonly ProposedEvent[]): WriteOutcome {
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
      this.log.push(record);
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
  private visible(streamId: string): TestDoubleRecord[] {
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

  // --- Streams.Read --------------------------------------------------------------------------------

  private read(call: grpc.ServerWritableStream<ReadReq, ReadResp>): void {
    const options = call.request.getOptions();
    if (!options) {
      call.destroy(rpcError(grpc.status.INVALID_ARGUMENT, 'options are required'));
      return;
    }
    if (options.hasSubscription()) {
      this.count('Streams.Read(subscription)');
      call.destroy(rpcError(grpc.status.UNIMPLEMENTED, 'subscriptions are not modelled by the test double'));
      return;
    }
    const count = Number(options.getCount());
    const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
    const structuredIds = options.getUuidOption()?.hasStructured() ?? false;
    let records: TestDoubleRecord[];
    let fromAll = false;
    if (options.hasStream()) {
      this.count('Streams.Read(stream)');
      const streamOptions = options.getStream()!;
      const streamId = Buffer.from(streamOptions.getStreamIdentifier()!.getStreamName_asU8()).toString('utf8');
      const stream = this.visible(streamId);
      if (stream.length === 0) {
        const notFound = new ReadResp();
        const missing = new ReadResp.StreamNotFound();
        missing.setStreamIdentifier(streamIdentifier(streamId));
        notFound.setStreamNotFound(missing);
        call.write(notFound);
        call.end();
        return;
      }
      if (backwards) {
        const from = streamOptions.hasRevision() ? Number(streamOptions.getRevision()) : Number.MAX_SAFE_INTEGER;
        records = stream.filter((record) => record.revision <= from).reverse();
      } else {
        const from = streamOptions.hasRevision() ? Number(streamOptions.getRevision()) : 0;
        records = streamOptions.hasEnd() ? [] : stream.filter((record) => record.revision >= from);
      }
    } else {
      fromAll = true;
      const allOptions = options.getAll()!;
      const position = allOptions.hasPosition()
        ? {
            commit: BigInt(allOptions.getPosition()!.getCommitPosition()),
            prepare: BigInt(allOptions.getPosition()!.getPreparePosition()),
          }
        : null;
      this.count(options.hasFilter() ? 'Streams.Read($all, filtered)' : 'Streams.Read($all)');
      if (backwards) {
        records = (
          position && !allOptions.hasEnd()
            ? this.log.filter((record) => comparePosition(record, position) < 0)
            : [...this.log]
        ).reverse();
      } else {
        records = allOptions.hasEnd()
          ? []
          : position !== null
            ? this.log.filter((record) => comparePosition(record, position) >= 0)
            : [...this.log];
      }
      if (options.hasFilter()) records = records.filter(filterOf(options.getFilter()!));
    }
    for (const record of records.slice(0, count)) {
      const response = new ReadResp();
      response.setEvent(this.readEvent(record, fromAll, structuredIds));
      call.write(response);
    }
    call.end();
  }

  private readEvent(record: TestDoubleRecord, fromAll: boolean, structuredIds: boolean): ReadResp.ReadEvent {
    const withPosition = fromAll || this.options.positionsInStreamReads;
    const recorded = new ReadResp.ReadEvent.RecordedEvent();
    recorded.setId(uuidOf(record.eventId, structuredIds));
    recorded.setStreamIdentifier(streamIdentifier(record.streamId));
    recorded.setStreamRevision(String(record.revision));
    recorded.setCommitPosition(String(withPosition ? record.commit : NO_POSITION));
    recorded.setPreparePosition(String(withPosition ? record.prepare : NO_POSITION));
    recorded.getMetadataMap().set('type', record.type);
    recorded.getMetadataMap().set('content-type', record.contentType);
    recorded.getMetadataMap().set('created', record.created.toString());
    recorded.setData(record.data);
    recorded.setCustomMetadata(record.metadata);
    const event = new ReadResp.ReadEvent();
    event.setEvent(recorded);
    if (fromAll) event.setCommitPosition(String(record.commit));
    else event.setNoPosition(new SharedEmpty());
    return event;
  }

  // --- Streams.Append (one write per call) ------------------------------------------------------

  private append(
    call: grpc.ServerReadableStream<AppendReq, AppendResp>,
    callback: grpc.sendUnaryData<AppendResp>,
  ): void {
    this.count('Streams.Append');
    let options: AppendReq.Options | undefined;
    const events: ProposedEvent[] = [];
    call.on('data', (request: AppendReq) => {
      if (request.hasOptions()) options = request.getOptions();
      else if (request.hasProposedMessage()) events.push(proposed(request.getProposedMessage()!));
    });
    call.on('error', () => undefined);
    call.on('end', () => {
      if (!options) return callback(rpcError(grpc.status.INVALID_ARGUMENT, 'the first message must be the options'));
      const streamId = Buffer.from(options.getStreamIdentifier()!.getStreamName_asU8()).toString('utf8');
      const expected: ExpectedRevision = options.hasRevision()
        ? { kind: 'revision', revision: Number(options.getRevision()) }
        : options.hasNoStream()
          ? { kind: 'no_stream' }
          : options.hasStreamExists()
            ? { kind: 'stream_exists' }
            : { kind: 'any' };
      const outcome = this.write(streamId, expected, events);
      const response = new AppendResp();
      if (outcome.kind === 'wrong_expected_version') {
        const wrong = new AppendResp.WrongExpectedVersion();
        if (outcome.currentRevision === null) wrong.setCurrentNoStream(new SharedEmpty());
        else wrong.setCurrentRevision(String(outcome.currentRevision));
        if (expected.kind === 'revision') wrong.setExpectedRevision(String(expected.revision));
        else if (expected.kind === 'no_stream') wrong.setExpectedNoStream(new SharedEmpty());
        else if (expected.kind === 'stream_exists') wrong.setExpectedStreamExists(new SharedEmpty());
        else wrong.setExpectedAny(new SharedEmpty());
        response.setWrongExpectedVersion(wrong);
      } else {
        const success = new AppendResp.Success();
        if (outcome.lastRevision < 0) success.setNoStream(new SharedEmpty());
        else success.setCurrentRevision(String(outcome.lastRevision));
        if (outcome.position) {
          const position = new AppendResp.Position();
          position.setCommitPosition(String(outcome.position.commit));
          position.setPreparePosition(String(outcome.position.prepare));
          success.setPosition(position);
        } else {
          success.setNoPosition(new SharedEmpty());
        }
        response.setSuccess(success);
      }
      callback(null, response);
    });
  }

  // --- Streams.BatchAppend (a long-lived duplex stream of writes, answered by correlation id) ----

  private batchAppend(call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>): void {
    this.count('Streams.BatchAppend');
    const pending = new Map<string, { options: BatchAppendReq.Options; events: ProposedEvent[] }>();
    call.on('data', (request: BatchAppendReq) => {
      const correlation = uuidString(request.getCorrelationId());
      if (request.hasOptions()) pending.set(correlation, { options: request.getOptions()!, events: [] });
      const write = pending.get(correlation);
      if (!write) return;
      for (const message of request.getProposedMessagesList()) write.events.push(proposed(message));
      if (!request.getIsFinal()) return;
      pending.delete(correlation);
      this.count('Streams.BatchAppend(write)');
      const options = write.options;
      const streamId = Buffer.from(options.getStreamIdentifier()!.getStreamName_asU8()).toString('utf8');
      const expected: ExpectedRevision = options.hasStreamPosition()
        ? { kind: 'revision', revision: Number(options.getStreamPosition()) }
        : options.hasNoStream()
          ? { kind: 'no_stream' }
          : options.hasStreamExists()
            ? { kind: 'stream_exists' }
            : { kind: 'any' };
      const outcome = this.write(streamId, expected, write.events);
      const response = new BatchAppendResp();
      response.setCorrelationId(request.getCorrelationId());
      response.setStreamIdentifier(streamIdentifier(streamId));
      if (outcome.kind === 'wrong_expected_version') {
        const details = new WrongExpectedVersionDetails();
        if (outcome.currentRevision === null) details.setCurrentNoStream(new Empty());
        else details.setCurrentStreamRevision(String(outcome.currentRevision));
        if (expected.kind === 'revision') details.setExpectedStreamPosition(String(expected.revision));
        else if (expected.kind === 'no_stream') details.setExpectedNoStream(new Empty());
        else if (expected.kind === 'stream_exists') details.setExpectedStreamExists(new Empty());
        else details.setExpectedAny(new Empty());
        const any = new Any();
        any.pack(details.serializeBinary(), 'event_store.client.WrongExpectedVersion');
        const status = new Status();
        status.setCode(9); // FAILED_PRECONDITION
        status.setMessage('Wrong expected version.');
        status.setDetails(any);
        response.setError(status);
      } else {
        const success = new BatchAppendResp.Success();
        if (outcome.lastRevision < 0) success.setNoStream(new Empty());
        else success.setCurrentRevision(String(outcome.lastRevision));
        if (outcome.position) {
          const position = new AllStreamPosition();
          position.setCommitPosition(String(outcome.position.commit));
          position.setPreparePosition(String(outcome.position.prepare));
          success.setPosition(position);
        } else {
          success.setNoPosition(new Empty());
        }
        response.setSuccess(success);
      }
      call.write(response);
    });
    call.on('error', () => undefined);
    call.on('end', () => call.end());
  }
}

function comparePosition(a: { commit: bigint; prepare: bigint }, b: { commit: bigint; prepare: bigint }): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** A server-side $all filter: event type or stream name, by regex or prefixes. */
function filterOf(filter: ReadReq.Options.FilterOptions): (record: TestDoubleRecord) => boolean {
  const expression = filter.hasEventType() ? filter.getEventType()! : filter.getStreamIdentifier()!;
  const field = (record: TestDoubleRecord) => (filter.hasEventType() ? record.type : record.streamId);
  const regex = expression.getRegex();
  if (regex) {
    const pattern = new RegExp(regex);
    return (record) => pattern.test(field(record));
  }
  const prefixes = expression.getPrefixList();
  return (record) => prefixes.some((prefix) => field(record).startsWith(prefix));
}

function proposed(message: AppendReq.ProposedMessage | BatchAppendReq.ProposedMessage): ProposedEvent {
  const metadata = message.getMetadataMap();
  return {
    eventId: uuidString(message.getId()),
    type: metadata.get('type') ?? '',
    contentType: metadata.get('content-type') ?? 'application/octet-stream',
    data: message.getData_asU8(),
    metadata: message.getCustomMetadata_asU8(),
  };
}

function uuidString(uuid: UUID | undefined): string {
  if (!uuid) return '';
  if (uuid.hasString()) return uuid.getString().toLowerCase();
  const structured = uuid.getStructured()!;
  const hex =
    BigInt.asUintN(64, BigInt(structured.getMostSignificantBits())).toString(16).padStart(16, '0') +
    BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits())).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function uuidOf(id: string, structured: boolean): UUID {
  const uuid = new UUID();
  if (!structured) {
    uuid.setString(id);
    return uuid;
  }
  const hex = id.replace(/-/g, '');
  const parts = new UUID.Structured();
  parts.setMostSignificantBits(BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)).toString());
  parts.setLeastSignificantBits(BigInt.asIntN(64, BigInt(`0x${hex.slice(16)}`)).toString());
  uuid.setStructured(parts);
  return uuid;
}

function streamIdentifier(streamId: string): StreamIdentifier {
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Buffer.from(streamId, 'utf8'));
  return identifier;
}

function rpcError(code: grpc.status, details: string): grpc.ServiceError {
  return Object.assign(new Error(details), { code, details, metadata: new grpc.Metadata() });
}
