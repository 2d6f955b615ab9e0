// How often a stream kind snapshots: every `every` versions, or, for a state that grows, an interval
// that keeps the bytes written for snapshots about constant per event (a multiple of `every`).
import { snapshotInterval, type SnapshotPolicy } from './stream-kind';

const policy = (interval?: (state: number) => number): SnapshotPolicy<number> => ({
  schema: 'n@1',
  every: 50,
  save: (state) => state,
  restore: (saved) => saved as number,
  ...(interval ? { interval } : {}),
});

describe('snapshotInterval', () => {
  it('is `every` for a kind without an interval, and for a small state', () => {
    expect(snapshotInterval(policy(), 10_000)).toBe(50);
    expect(
      snapshotInterval(
        policy((size) => size / 3),
        90,
      ),
    ).toBe(50);
    expect(
      snapshotInterval(
        policy((size) => size / 3),
        150,
      ),
    ).toBe(50);
  });

  it('grows with the state, in multiples of `every`', () => {
    expect(
      snapshotInterval(
        policy((size) => size / 3),
        151,
      ),
    ).toBe(100);
    expect(
      snapshotInterval(
        policy((size) => size / 3),
        3_000,
      ),
    ).toBe(1_000);
    expect(
      snapshotInterval(
        policy((size) => size / 3),
        3_003,
      ),
    ).toBe(1_050);
  });
});
