// TEST DOUBLE support, for tests only: the protocol side of the EventStoreDB test double
// (eventstoredb-test-double.ts): proposed events and ids as the client sends them, stream
// identifiers, server-side $all filters, $all order, RPC errors, and the answers to Append and
// BatchAppend writes.
import * as grpc from '@grpc/grpc-js';
import {
  AppendReq,
  AppendResp,
  BatchAppendReq,
  BatchAppendResp,
  ReadReq,
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
import type { ExpectedRevision, ProposedEvent, TestDoubleRecord, WriteOutcome } from './test-double-log';

/** The answer to an Append call: success with the stream's revision and position, or wrong expected version. */
export function appendResponse(outcome: WriteOutcome, expected: ExpectedRevision): AppendResp {
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
  return response;
}

/** The answer to one write of a BatchAppend stream (its correlation id and stream): success or a status error. */
export function batchAppendResponse(
  request: BatchAppendReq,
  streamId: string,
  outcome: WriteOutcome,
  expected: ExpectedRevision,
): BatchAppendResp {
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
  return response;
}

export function comparePosition(
  a: { commit: bigint; prepare: bigint },
  b: { commit: bigint; prepare: bigint },
): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** A server-side $all filter: event type or stream name, by regex or prefixes. */
export function filterOf(filter: ReadReq.Options.FilterOptions): (record: TestDoubleRecord) => boolean {
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

export function proposed(message: AppendReq.ProposedMessage | BatchAppendReq.ProposedMessage): ProposedEvent {
  const metadata = message.getMetadataMap();
  return {
    eventId: uuidString(message.getId()),
    type: metadata.get('type') ?? '',
    contentType: metadata.get('content-type') ?? 'application/octet-stream',
    data: message.getData_asU8(),
    metadata: message.getCustomMetadata_asU8(),
  };
}

export function uuidString(uuid: UUID | undefined): string {
  if (!uuid) return '';
  if (uuid.hasString()) return uuid.getString().toLowerCase();
  const structured = uuid.getStructured()!;
  const hex =
    BigInt.asUintN(64, BigInt(structured.getMostSignificantBits())).toString(16).padStart(16, '0') +
    BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits())).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function uuidOf(id: string, structured: boolean): UUID {
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

export function streamIdentifier(streamId: string): StreamIdentifier {
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Buffer.from(streamId, 'utf8'));
  return identifier;
}

export function rpcError(code: grpc.status, details: string): grpc.ServiceError {
  return Object.assign(new Error(details), { code, details, metadata: new grpc.Metadata() });
}
