// The contract suite's reading group (composed by ../event-store.contract.ts): a stream's events,
// event ids, the whole log in (transaction, position) order page by page, events of some types,
// upcasting on read, and the append that commits late, which no async reader may pass.
import {
  compareLogPositions,
  LOG_START,
  type EventStore,
  type Projection,
  type RecordedEvent,
} from '../../event-store.port';
import { anEvent, recordingProjection, someEvents, type ContractContext } from './contract-context';

/** Reading streams and the log, and the late commit no async reader passes. */
export function describeReadingContract(context: ContractContext): void {
  const { allOfOurs, needs, ours, readModelRows, readModelTable, readable, streamOf, subscribe } = context;
  let store: EventStore;
  let prefix: string;
  let fixture: ContractContext['fixture'];
  beforeEach(() => {
    ({ store, prefix, fixture } = context);
  });

  describe('reading', () => {
    it('reads a stream from a version, with a limit', async () => {
      const stream = streamOf('paged');
      await store.appendToStream(stream, someEvents(5), 'no_stream');
      const page = await store.readStream(stream, { fromVersion: 2, limit: 2 });
      expect(page.map((event) => event.streamVersion)).toEqual([3, 4]);
      expect(page.map((event) => event.data)).toEqual([{ index: 2 }, { index: 3 }]);
      expect((await store.readStream(stream, { fromVersion: 5 })).length).toBe(0);
      expect(await store.readStream(streamOf('none'))).toEqual([]);
    });

    it('tells whether an event id is recorded in a stream', async () => {
      const stream = streamOf('has');
      const [first] = someEvents(1);
      await store.appendToStream(stream, [first], 'no_stream');
      expect(await store.hasEvent(stream, first.eventId)).toBe(true);
      expect(await store.hasEvent(stream, first.eventId.toUpperCase())).toBe(true);
      expect(await store.hasEvent(streamOf('other'), first.eventId)).toBe(false);
      expect(await store.hasEvent(stream, someEvents(1)[0].eventId)).toBe(false);
      expect(await store.hasEvent(stream, 'not-a-uuid')).toBe(false);
    });

    it('reads the whole log in (transaction, position) order, page by page, without gaps or repeats', async () => {
      await store.appendToStream(streamOf('x'), someEvents(3), 'no_stream');
      await store.appendToStream(streamOf('y'), someEvents(2), 'no_stream');
      await readable((await store.appendToStream(streamOf('x'), someEvents(2), 3)).lastPosition);

      const all = await store.readAll(LOG_START, 1_000_000);
      for (let index = 1; index < all.length; index++) {
        expect(compareLogPositions(all[index - 1], all[index])).toBeLessThan(0);
      }
      expect(ours(all).map((event) => `${event.streamId.slice(-1)}${event.streamVersion}`)).toEqual([
        'x1',
        'x2',
        'x3',
        'y1',
        'y2',
        'x4',
        'x5',
      ]);

      const paged: RecordedEvent[] = [];
      let after = LOG_START;
      for (;;) {
        const page = await store.readAll(after, 3);
        if (page.length === 0) break;
        paged.push(...page);
        after = page[page.length - 1];
      }
      expect(paged.map((event) => event.globalPosition)).toEqual(all.map((event) => event.globalPosition));
      const last = all[all.length - 1];
      const lastPosition = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      expect(await store.headPosition()).toEqual(lastPosition);
      expect(await store.writtenHead()).toEqual(lastPosition);
    });

    it('reads the events of some types only, and says how far it looked', async () => {
      const wanted = `Wanted${prefix}`;
      await store.appendToStream(streamOf('t'), someEvents(2), 'no_stream');
      await store.appendToStream(streamOf('t'), someEvents(1, wanted), 2);
      await store.appendToStream(streamOf('t'), someEvents(2), 3);
      await store.appendToStream(streamOf('u'), someEvents(2, wanted), 'no_stream');
      const last = await store.appendToStream(streamOf('t'), someEvents(3), 5);
      await readable(last.lastPosition);

      const all = await store.readAllOfTypes(LOG_START, 1_000_000, [wanted]);
      expect(all.events.map((event) => `${event.streamId.slice(-1)}${event.streamVersion}`)).toEqual([
        't3',
        'u1',
        'u2',
      ]);
      // A partial page looked through to the readable head: nothing of the type lies before it unread.
      expect(compareLogPositions(all.end, last.lastPosition)).toBeGreaterThanOrEqual(0);

      // A full page ends at its last event; the next page starts after it.
      const first = await store.readAllOfTypes(LOG_START, 2, [wanted]);
      expect(first.events.map((event) => event.streamVersion)).toEqual([3, 1]);
      expect(first.end).toEqual({
        transactionId: first.events[1].transactionId,
        globalPosition: first.events[1].globalPosition,
      });
      const rest = await store.readAllOfTypes(first.end, 2, [wanted]);
      expect(rest.events.map((event) => `${event.streamId.slice(-1)}${event.streamVersion}`)).toEqual(['u2']);
      const none = await store.readAllOfTypes(all.end, 10, [wanted]);
      expect(none.events).toEqual([]);
      expect(compareLogPositions(none.end, all.end)).toBeGreaterThanOrEqual(0);
    });

    it('upcasts older event shapes on read', async () => {
      const upcasting = fixture.withUpcast((event) =>
        event.type === 'Renamed' && event.metadata.schema === 1
          ? { ...event, data: { name: String(event.data.title) }, metadata: { ...event.metadata, schema: 2 } }
          : event,
      );
      const stream = streamOf('old');
      const old = await store.appendToStream(
        stream,
        [{ ...anEvent('Renamed', { title: 'old' }), metadata: { schema: 1 } }],
        'no_stream',
      );
      await readable(old.lastPosition);
      const [event] = await upcasting.readStream(stream);
      expect(event.data).toEqual({ name: 'old' });
      expect(ours(await upcasting.readAll(LOG_START, 1_000_000))[0].data).toEqual({ name: 'old' });
    });
  });

  needs(['concurrentConnections', 'inlineProjections'])(
    'never lets an async reader pass an append that commits late',
    async () => {
      const table = await readModelTable();
      const subscription = subscribe(recordingProjection(`late-${prefix}`, table, prefix));
      const first = await store.appendToStream(streamOf('first'), [anEvent()], 'no_stream');
      await readable(first.lastPosition);

      let entered!: () => void;
      let release!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      const hold: Projection = {
        name: 'hold',
        async apply() {
          entered();
          await gate;
        },
      };
      // Inserted (position and transaction id taken) but not committed until the gate opens.
      const held = store.appendToStream(streamOf('held'), [anEvent()], 'no_stream', { inline: [hold] });
      await inside;
      const second = await store.appendToStream(streamOf('second'), [anEvent()], 'no_stream');
      const third = await store.appendToStream(streamOf('third'), [anEvent()], 'no_stream');

      try {
        expect((await allOfOurs()).map((event) => event.streamId)).toEqual([streamOf('first')]);
        await subscription.catchUp();
        expect(await readModelRows(table)).toEqual([`${streamOf('first')}@1`]);
        await expect(subscription.waitFor(second.lastPosition, 200)).rejects.toThrow(/not reached/);
        // The written head is past the held one: a reader that must see all of it waits for the horizon.
        expect(await store.writtenHead()).toEqual(third.lastPosition);
        expect(compareLogPositions(await store.headPosition(), second.lastPosition)).toBeLessThan(0);
      } finally {
        release();
      }
      const late = await held;
      // The late event has the earlier position: a reader ordered by position alone would skip it.
      expect(late.lastGlobalPosition).toBeLessThan(second.lastGlobalPosition);
      expect(compareLogPositions(first.lastPosition, late.lastPosition)).toBeLessThan(0);
      await readable(third.lastPosition);

      expect((await allOfOurs()).map((event) => event.streamId)).toEqual(
        ['first', 'held', 'second', 'third'].map(streamOf),
      );
      await subscription.waitFor(third.lastPosition);
      expect(await readModelRows(table)).toEqual(
        ['first', 'held', 'second', 'third'].map((name) => `${streamOf(name)}@1`),
      );
    },
  );
}
