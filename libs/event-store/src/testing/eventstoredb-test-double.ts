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
// This file holds the server and its RPCs; the log is test-double-log.ts, the protocol's messages
// test-double-wire.ts.
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
import { Empty as SharedEmpty } from '@eventstore/db-client/generated/shared_pb';
import { TestDoubleLog, type ExpectedRevision, type ProposedEvent, type TestDoubleRecord } from './test-double-log';
import {
  appendResponse,
  batchAppendResponse,
  comparePosition,
  filterOf,
  proposed,
  rpcError,
  streamIdentifier,
  uuidOf,
  uuidString,
} from './test-double-wire';

export type { TestDoubleRecord } from './test-double-log';

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

/** What the server answers when a stream read carries no $all position. */
const NO_POSITION = (1n << 64n) - 1n;
const STREAMS_SERVICE = 'event_store.client.streams.streams';

export class EventStoreDbTestDouble {
  private readonly server = new grpc.Server();
  private readonly log = new TestDoubleLog();
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
    return this.log.records;
  }

  /** Writes an event of the server's own ($-stream, $-type), as a real server does now and then. */
  appendSystemEvent(streamId: string, type: string, data: Record<string, unknown>): void {
    this.log.write(streamId, { kind: 'any' }, [
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
      const stream = this.log.visible(streamId);
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
            ? this.log.records.filter((record) => comparePosition(record, position) < 0)
            : [...this.log.records]
        ).reverse();
      } else {
        records = allOptions.hasEnd()
          ? []
          : position !== null
            ? this.log.records.filter((record) => comparePosition(record, position) >= 0)
            : [...this.log.records];
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
      const outcome = this.log.write(streamId, expected, events);
      callback(null, appendResponse(outcome, expected));
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
      const outcome = this.log.write(streamId, expected, write.events);
      call.write(batchAppendResponse(request, streamId, outcome, expected));
    });
    call.on('error', () => undefined);
    call.on('end', () => call.end());
  }
}
