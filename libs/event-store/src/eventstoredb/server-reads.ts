// The EventStoreDB adapter's reads of the server: pages of $all forwards or backwards (system
// events included, filtered strictly after or before a position), a stream's events from a
// revision, and the $all positions of events read from a stream when the server left them out.
import {
  BACKWARDS,
  END,
  ErrorType,
  FORWARDS,
  START,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { LOG_START, compareLogPositions, type LogPosition, type RecordedEvent } from '../event-store.port';
import { hasPosition, positionOfStored, toRecorded, type StoredEvent } from './server-events';

/**
 * One page of $all strictly after (forwards) or before (backwards) a position, system events
 * included. Whether the server's own bound is inclusive does not matter: it is filtered here.
 */
export async function readAllPage(
  client: EventStoreDBClient,
  from: LogPosition | null,
  size: number,
  direction: typeof FORWARDS | typeof BACKWARDS,
): Promise<{ events: StoredEvent[]; exhausted: boolean }> {
  const start = from === null || compareLogPositions(from, LOG_START) === 0 ? null : from;
  const fromPosition = start
    ? { commit: start.transactionId, prepare: start.globalPosition }
    : direction === FORWARDS
      ? START
      : END;
  const raw: StoredEvent[] = [];
  for await (const resolved of client.readAll({ fromPosition, maxCount: size + 1, direction })) {
    const event = (resolved as AllStreamResolvedEvent).event as StoredEvent | undefined;
    if (event) raw.push(event);
  }
  const events = start
    ? raw.filter((event) => {
        const order = compareLogPositions(positionOfStored(event), start);
        return direction === FORWARDS ? order > 0 : order < 0;
      })
    : raw;
  return { events, exhausted: raw.length < size + 1 };
}

/** Events of a stream, from a revision (or START/END), in a direction ([] for a stream that does not exist). */
export async function readRaw(
  client: EventStoreDBClient,
  streamId: string,
  fromRevision: bigint | typeof START | typeof END,
  maxCount: number | undefined,
  direction: typeof FORWARDS | typeof BACKWARDS,
): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  try {
    for await (const resolved of client.readStream(streamId, { fromRevision, maxCount, direction })) {
      const event = (resolved as ResolvedEvent).event as StoredEvent | undefined;
      if (event) events.push(event);
    }
  } catch (error) {
    if ((error as { type?: string }).type === ErrorType.STREAM_NOT_FOUND) return [];
    throw error;
  }
  return events;
}

/** The events at versions from..from+count-1 (fewer when the stream is shorter). */
export function readVersions(
  client: EventStoreDBClient,
  streamId: string,
  from: number,
  count: number,
): Promise<StoredEvent[]> {
  return readRaw(client, streamId, BigInt(from - 1), count, FORWARDS);
}

/**
 * Gives events read from a stream their $all positions: current servers report them; for one that
 * does not, $all is read backwards from its end until all of them are found (they were just read).
 */
export async function withPositions(
  client: EventStoreDBClient,
  pageSize: number,
  events: readonly StoredEvent[],
): Promise<RecordedEvent[]> {
  const missing = new Set(events.filter((event) => !hasPosition(event)).map((event) => event.id));
  if (missing.size === 0) return events.map(toRecorded);
  const found = new Map<string, { commit: bigint; prepare: bigint }>();
  let before: LogPosition | null = null;
  while (found.size < missing.size) {
    const page = await readAllPage(client, before, pageSize, BACKWARDS);
    for (const event of page.events) if (missing.has(event.id)) found.set(event.id, event.position!);
    if (page.exhausted) break;
    before = positionOfStored(page.events[page.events.length - 1]);
  }
  return events.map((event) => {
    const position = hasPosition(event) ? event.position : found.get(event.id);
    if (!position) throw new Error(`Event ${event.id} of ${event.streamId} is not in $all`);
    return toRecorded({ ...event, position });
  });
}
