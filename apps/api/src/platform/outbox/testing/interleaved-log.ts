// A log for the outbox tests and bench: many streams of several categories, their events appended
// round by round (each round appends to every stream, concurrently), so categories, streams and
// transactions interleave in the log the way a busy platform's do.
import { randomUUID } from 'node:crypto';
import { LOG_START, type EventStore, type NewEvent, type RecordedEvent } from '@lootledger/event-store';

export const LOG_CATEGORIES = ['player', 'order', 'battle', 'roll'] as const;

export interface InterleavedLog {
  readonly streamIds: readonly string[];
  /** Events appended so far, in the order of their appends. */
  readonly appended: number;
  /** Appends `rounds` more rounds to the store: one event (two in every third round) on every stream. */
  append(store: EventStore, rounds: number): Promise<void>;
}

export function anInterleavedLog(streams: number): InterleavedLog {
  const streamIds = Array.from(
    { length: streams },
    (_, index) => `${LOG_CATEGORIES[index % LOG_CATEGORIES.length]}-${randomUUID()}`,
  );
  const versions = new Map(streamIds.map((id) => [id, 0]));
  let round = 0;
  let appended = 0;
  return {
    streamIds,
    get appended() {
      return appended;
    },
    async append(store, rounds) {
      for (let step = 0; step < rounds; step++) {
        round++;
        await Promise.all(
          streamIds.map(async (streamId) => {
            const version = versions.get(streamId) ?? 0;
            const count = round % 3 === 0 ? 2 : 1;
            const events: NewEvent[] = Array.from({ length: count }, (_, offset) => ({
              eventId: randomUUID(),
              type: offset === 0 ? 'LogTestHappened' : 'LogTestFollowed',
              data: {
                round,
                version: version + offset + 1,
                amount: String(100 * round),
                note: '开箱 ✓',
                nested: { at: [round, offset] },
              },
              metadata: { actor: { type: 'system', id: 'outbox-test' }, correlationId: randomUUID(), schema: 1 },
            }));
            await store.appendToStream(streamId, events, version);
            versions.set(streamId, version + count);
            appended += count;
          }),
        );
      }
    },
  };
}

/**
 * The whole log in feed order, once all `count` events are readable. The feed's horizon is the
 * oldest transaction in flight on the whole PostgreSQL server (transaction ids are server-wide), so
 * another database's open transaction can hold back events this test just appended: wait for them.
 */
export async function readWholeLog(store: EventStore, count: number, timeoutMs = 60_000): Promise<RecordedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await store.readAll(LOG_START, count + 1_000);
    if (events.length >= count) return events;
    if (Date.now() > deadline)
      throw new Error(`only ${events.length} of ${count} events readable after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
