// The contract suite's snapshots group (composed by ../event-store.contract.ts): the newest
// snapshot per stream and state shape, bigints included, and no snapshot of a version the stream
// does not have.
import type { EventStore } from '../../event-store.port';
import { someEvents, type ContractContext } from './contract-context';

/** Saving and loading stream snapshots. */
export function describeSnapshotsContract(context: ContractContext): void {
  const { streamOf } = context;
  let store: EventStore;
  beforeEach(() => {
    ({ store } = context);
  });

  describe('snapshots', () => {
    it('saves and loads the newest snapshot per stream and state shape, bigints included', async () => {
      const stream = streamOf('snap');
      await store.appendToStream(stream, someEvents(9), 'no_stream');
      const state = { balance: 12_345_678_901_234_567_890n, items: [{ id: 'i1', value: 250n }], note: null };
      await store.saveSnapshot({ streamId: stream, version: 5, schema: 'wallet-v1', state });
      expect(await store.loadSnapshot(stream, 'wallet-v1')).toEqual({
        streamId: stream,
        version: 5,
        schema: 'wallet-v1',
        state,
      });
      expect(await store.loadSnapshot(stream, 'wallet-v2')).toBeNull();
      expect(await store.loadSnapshot(streamOf('none'), 'wallet-v1')).toBeNull();

      await store.saveSnapshot({ streamId: stream, version: 3, schema: 'wallet-v1', state: { balance: 1n } });
      expect((await store.loadSnapshot(stream, 'wallet-v1'))?.version).toBe(5);
      await store.saveSnapshot({ streamId: stream, version: 9, schema: 'wallet-v1', state: { balance: 2n } });
      expect(await store.loadSnapshot(stream, 'wallet-v1')).toMatchObject({ version: 9, state: { balance: 2n } });
    });

    it('refuses to snapshot a version the stream does not have', async () => {
      const stream = streamOf('snap-ahead');
      await store.appendToStream(stream, someEvents(2), 'no_stream');
      await expect(
        store.saveSnapshot({ streamId: stream, version: 3, schema: 'wallet-v1', state: { balance: 1n } }),
      ).rejects.toThrow(RangeError);
      expect(await store.loadSnapshot(stream, 'wallet-v1')).toBeNull();
    });
  });
}
