// The contract suite's appending group (composed by ../event-store.contract.ts): expected
// versions, races between appends, re-appends of recorded ids, event id conflicts, malformed ids,
// empty appends, and inline projections in the append's transaction (or their refusal).
import { EventIdConflictError, WrongExpectedVersionError, type EventStore } from '../../event-store.port';
import { anEvent, recordingProjection, someEvents, type ContractContext } from './contract-context';

/** appendToStream: versions, races, re-appends, id conflicts, inline projections. */
export function describeAppendingContract(context: ContractContext): void {
  const { inlineProjections, missing, needs, readModelRows, readModelTable, streamOf } = context;
  let store: EventStore;
  let prefix: string;
  beforeEach(() => {
    ({ store, prefix } = context);
  });

  describe('appendToStream', () => {
    it('appends to a new stream and reads it back in order', async () => {
      const stream = streamOf('a');
      const events = [anEvent('CoinsCredited', { amount: 6888 }), anEvent('CoinsDebited', { amount: -100 })];
      events[0] = { ...events[0], metadata: { actor: { type: 'system', id: 'test' }, schema: 1 } };
      const result = await store.appendToStream(stream, events, 'no_stream');

      expect(result.idempotent).toBe(false);
      expect(result.nextExpectedVersion).toBe(2);
      expect(result.events.map((event) => event.streamVersion)).toEqual([1, 2]);
      expect(result.lastGlobalPosition).toBe(result.events[1].globalPosition);
      expect(result.lastPosition).toEqual({
        transactionId: result.events[1].transactionId,
        globalPosition: result.events[1].globalPosition,
      });

      const read = await store.readStream(stream);
      expect(read).toEqual(result.events);
      expect(read[0]).toMatchObject({
        streamId: stream,
        streamVersion: 1,
        eventId: events[0].eventId,
        type: 'CoinsCredited',
        data: { amount: 6888 },
        metadata: { actor: { type: 'system', id: 'test' }, schema: 1 },
      });
      expect(typeof read[0].globalPosition).toBe('bigint');
      expect(typeof read[0].transactionId).toBe('bigint');
      expect(read[0].createdAt).toBeInstanceOf(Date);
      expect(read[1].metadata).toEqual({});
      expect(await store.streamVersion(stream)).toBe(2);
      expect(await store.streamVersion(streamOf('nothing'))).toBe(0);
    });

    it('appends at the exact expected version and refuses a stale one, writing nothing', async () => {
      const stream = streamOf('exact');
      await store.appendToStream(stream, someEvents(2), 'no_stream');
      const next = await store.appendToStream(stream, [anEvent()], 2);
      expect(next.nextExpectedVersion).toBe(3);

      const stale = store.appendToStream(stream, [anEvent()], 2);
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(stale).rejects.toMatchObject({ streamId: stream, expected: 2, actual: 3 });
      await expect(store.appendToStream(stream, [anEvent()], 7)).rejects.toMatchObject({ expected: 7, actual: 3 });
      await expect(store.appendToStream(streamOf('absent'), [anEvent()], 1)).rejects.toMatchObject({ actual: 0 });
      expect(await store.streamVersion(stream)).toBe(3);
      expect(await store.streamVersion(streamOf('absent'))).toBe(0);
    });

    it("refuses 'no_stream' on an existing stream and appends 'any' at the end", async () => {
      const stream = streamOf('any');
      await store.appendToStream(stream, [anEvent()], 'no_stream');
      await expect(store.appendToStream(stream, [anEvent()], 'no_stream')).rejects.toMatchObject({
        name: 'WrongExpectedVersionError',
        expected: 'no_stream',
        actual: 1,
      });
      const result = await store.appendToStream(stream, someEvents(2), 'any');
      expect(result.nextExpectedVersion).toBe(3);
      const fresh = await store.appendToStream(streamOf('any-fresh'), [anEvent()], 'any');
      expect(fresh.nextExpectedVersion).toBe(1);
    });

    it('lets exactly one of several parallel appends with the same expected version win', async () => {
      const stream = streamOf('race');
      await store.appendToStream(stream, [anEvent()], 'no_stream');
      // Several rounds: on PostgreSQL some rounds race inside the database (unique index), not only
      // on the version check.
      for (let version = 1; version <= 5; version++) {
        const contenders = Array.from({ length: 8 }, (_, index) => [anEvent('Contended', { index })]);
        const outcomes = await Promise.allSettled(
          contenders.map((events) => store.appendToStream(stream, events, version)),
        );
        const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(won).toHaveLength(1);
        for (const outcome of lost) expect(outcome.reason).toBeInstanceOf(WrongExpectedVersionError);
        const winner = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
        const [recorded] = await store.readStream(stream, { fromVersion: version });
        expect(recorded.eventId).toBe(contenders[winner][0].eventId);
      }
      expect(await store.streamVersion(stream)).toBe(6);
    });

    it(`settles parallel appends to many streams each on its own: the stale, the repeated and the failing ones alone${
      inlineProjections ? '' : ` [its failing inline projection not checked: ${missing.inlineProjections}]`
    }`, async () => {
      const table = await readModelTable();
      const streams = Array.from({ length: 12 }, (_, index) => streamOf(`many-${index}`));
      for (const stream of streams) await store.appendToStream(stream, [anEvent()], 'no_stream');
      const repeated = someEvents(2);
      await store.appendToStream(streams[3], repeated, 1);
      const inline = recordingProjection('many', table, prefix, (event) => event.streamId === streams[5]);
      const options = inlineProjections ? { inline: [inline] } : {};
      const outcomes = await Promise.allSettled(
        streams.map((stream, index) =>
          index === 3
            ? store.appendToStream(stream, repeated, 1, options) // a retry of a recorded append
            : store.appendToStream(stream, someEvents(2), index === 7 ? 0 : 1, options),
        ),
      );
      outcomes.forEach((outcome, index) => {
        if (index === 5 && inlineProjections)
          expect(outcome).toMatchObject({
            status: 'rejected',
            reason: { message: expect.stringMatching(/crashed/) },
          });
        else if (index === 7)
          expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedVersionError) });
        else if (index === 3)
          expect(outcome).toMatchObject({ status: 'fulfilled', value: { idempotent: true, nextExpectedVersion: 3 } });
        else
          expect(outcome).toMatchObject({
            status: 'fulfilled',
            value: { idempotent: false, nextExpectedVersion: 3 },
          });
      });
      const versions = await Promise.all(streams.map((stream) => store.streamVersion(stream)));
      expect(versions).toEqual(streams.map((_, index) => ((index === 5 && inlineProjections) || index === 7 ? 1 : 3)));
      if (!inlineProjections) return;
      // Projected exactly once each, in the append's transaction: nothing of the failed or refused ones.
      const projected = streams
        .filter((_, index) => index !== 3 && index !== 5 && index !== 7)
        .flatMap((stream) => [`${stream}@2`, `${stream}@3`]);
      expect((await readModelRows(table)).sort()).toEqual(projected.sort());
    });

    it("appends every one of several parallel 'any' appends, with no gap in versions", async () => {
      const stream = streamOf('parallel-any');
      const results = await Promise.all(
        Array.from({ length: 10 }, () => store.appendToStream(stream, [anEvent()], 'any')),
      );
      expect(results.map((result) => result.nextExpectedVersion).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect((await store.readStream(stream)).map((event) => event.streamVersion)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
    });

    it('treats a re-append of recorded event ids as done, even with a stale expected version', async () => {
      const stream = streamOf('retry');
      const events = someEvents(2);
      const first = await store.appendToStream(stream, events, 'no_stream');

      for (const expected of ['no_stream', 0, 'any', 2] as const) {
        const again = await store.appendToStream(stream, events, expected);
        expect(again).toMatchObject({
          idempotent: true,
          nextExpectedVersion: 2,
          lastGlobalPosition: first.lastGlobalPosition,
          lastPosition: first.lastPosition,
          events: [],
        });
      }
      await store.appendToStream(stream, [anEvent()], 2);
      const later = await store.appendToStream(stream, events, 0);
      expect(later).toMatchObject({
        idempotent: true,
        nextExpectedVersion: 3,
        lastGlobalPosition: first.lastGlobalPosition,
      });
      expect(await store.streamVersion(stream)).toBe(3);
    });

    needs(['crossStreamEventIds'])('refuses an event id recorded in another stream', async () => {
      const [taken] = someEvents(1);
      await store.appendToStream(streamOf('owner'), [taken], 'no_stream');

      const elsewhere = store.appendToStream(streamOf('thief'), [anEvent(), taken], 'no_stream');
      await expect(elsewhere).rejects.toBeInstanceOf(EventIdConflictError);
      await expect(elsewhere).rejects.toMatchObject({ eventId: taken.eventId, recordedInStream: streamOf('owner') });
      await expect(store.appendToStream(streamOf('thief'), [taken], 'any')).rejects.toBeInstanceOf(
        EventIdConflictError,
      );
      await expect(store.appendToStream(streamOf('thief'), [taken], 5)).rejects.toBeInstanceOf(EventIdConflictError);
      expect(await store.streamVersion(streamOf('thief'))).toBe(0);
    });

    it('refuses a partial re-append (only some of the ids recorded in the stream), whatever the expected version', async () => {
      const [taken] = someEvents(1);
      await store.appendToStream(streamOf('owner'), [taken], 'no_stream');

      const partial = store.appendToStream(streamOf('owner'), [taken, anEvent()], 'any');
      await expect(partial).rejects.toBeInstanceOf(EventIdConflictError);
      await expect(partial).rejects.toMatchObject({ recordedInStream: streamOf('owner') });
      for (const expected of [1, 0, 'no_stream'] as const) {
        await expect(store.appendToStream(streamOf('owner'), [taken, anEvent()], expected)).rejects.toBeInstanceOf(
          EventIdConflictError,
        );
      }
      expect(await store.streamVersion(streamOf('owner'))).toBe(1);
    });

    it('refuses malformed and duplicated event ids before touching the database', async () => {
      const event = anEvent();
      await expect(store.appendToStream(streamOf('bad'), [{ ...event, eventId: 'nope' }], 'any')).rejects.toThrow(
        TypeError,
      );
      await expect(store.appendToStream(streamOf('bad'), [event, event], 'any')).rejects.toThrow(/twice/);
      expect(await store.streamVersion(streamOf('bad'))).toBe(0);
    });

    it('checks the version only on an empty append', async () => {
      const stream = streamOf('empty');
      const appended = await store.appendToStream(stream, [anEvent()], 'no_stream');
      await expect(store.appendToStream(stream, [], 1)).resolves.toMatchObject({
        nextExpectedVersion: 1,
        lastGlobalPosition: appended.lastGlobalPosition,
        events: [],
      });
      await expect(store.appendToStream(stream, [], 0)).rejects.toBeInstanceOf(WrongExpectedVersionError);
    });

    needs(['inlineProjections'])(
      'applies inline projections in the append transaction, and rolls the append back when one fails',
      async () => {
        const table = await readModelTable();
        const inline = recordingProjection('inline', table, prefix);
        const stream = streamOf('inline');
        const result = await store.appendToStream(stream, someEvents(2), 'no_stream', { inline: [inline] });
        expect(await readModelRows(table)).toEqual([`${stream}@1`, `${stream}@2`]);
        expect(result.events).toHaveLength(2);

        const failing = recordingProjection('failing', table, prefix, (event) => event.streamVersion === 4);
        await expect(store.appendToStream(stream, someEvents(2), 2, { inline: [failing] })).rejects.toThrow(/crashed/);
        expect(await store.streamVersion(stream)).toBe(2);
        expect(await readModelRows(table)).toEqual([`${stream}@1`, `${stream}@2`]);

        // A re-append is not projected twice.
        const events = someEvents(1);
        await store.appendToStream(stream, events, 2, { inline: [inline] });
        const again = await store.appendToStream(stream, events, 2, { inline: [inline] });
        expect(again.idempotent).toBe(true);
        expect(await readModelRows(table)).toEqual([`${stream}@1`, `${stream}@2`, `${stream}@3`]);
      },
    );

    if (!inlineProjections) {
      it('refuses inline projections (no transaction to run them in), writing nothing', async () => {
        const table = await readModelTable();
        const stream = streamOf('no-inline');
        const inline = recordingProjection('inline', table, prefix);
        await expect(store.appendToStream(stream, someEvents(1), 'no_stream', { inline: [inline] })).rejects.toThrow(
          TypeError,
        );
        expect(await store.streamVersion(stream)).toBe(0);
        expect(await readModelRows(table)).toEqual([]);
        // No projections is no option: the append goes through.
        await expect(store.appendToStream(stream, someEvents(1), 'no_stream', { inline: [] })).resolves.toMatchObject({
          nextExpectedVersion: 1,
        });
      });
    }
  });
}
