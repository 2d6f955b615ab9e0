// The items a player holds, as an immutable map that shares structure between versions: the
// storage ids are spread over a fixed number of buckets by a hash, and a change copies the bucket
// table and only the buckets it touches. Granting one item to a backpack of n items costs about
// n / BUCKETS copies instead of n (a plain Map copied on every grant made a long-lived backpack
// the largest cost of a box opening). Iteration is by bucket, then by insertion within a bucket:
// the same for the same history, not the order of insertion overall.

/** Where an item the player still holds is: in the backpack (0), frozen there by staff (3), or on its way out (4, 5, 6). */
export type HeldStatus = 0 | 3 | 4 | 5 | 6;

export interface HeldItem {
  readonly itemId: string;
  /** Integer hundredths: what recycling pays. */
  readonly value: bigint;
  readonly status: HeldStatus;
}

const BUCKETS = 64;
type Bucket = ReadonlyMap<string, HeldItem>;
const EMPTY_BUCKET: Bucket = new Map();

/** FNV-1a over the id's UTF-16 code units, folded into the bucket count (a power of two). */
function bucketOf(storageId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < storageId.length; index++) {
    hash ^= storageId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & (BUCKETS - 1);
}

export class HeldItems implements ReadonlyMap<string, HeldItem> {
  static readonly EMPTY = new HeldItems(new Array<Bucket>(BUCKETS).fill(EMPTY_BUCKET), 0);

  private constructor(
    private readonly buckets: readonly Bucket[],
    readonly size: number,
  ) {}

  /** The items of any map (a plain Map from a test or a snapshot): shared as is when already HeldItems. */
  static from(items: Iterable<readonly [string, HeldItem]>): HeldItems {
    return items instanceof HeldItems ? items : HeldItems.EMPTY.with(items);
  }

  get(storageId: string): HeldItem | undefined {
    return this.buckets[bucketOf(storageId)].get(storageId);
  }

  has(storageId: string): boolean {
    return this.buckets[bucketOf(storageId)].has(storageId);
  }

  /** A new version with these items set (added, or replacing the item under the same id). */
  with(entries: Iterable<readonly [string, HeldItem]>): HeldItems {
    return this.change((bucketFor) => {
      for (const [storageId, item] of entries) bucketFor(storageId).set(storageId, item);
    });
  }

  /** A new version without these ids (ids not held are ignored). */
  without(storageIds: Iterable<string>): HeldItems {
    return this.change((bucketFor) => {
      for (const storageId of storageIds) if (this.has(storageId)) bucketFor(storageId).delete(storageId);
    });
  }

  /** Copies the table, and each bucket the first time the change writes to it. */
  private change(write: (bucketFor: (storageId: string) => Map<string, HeldItem>) => void): HeldItems {
    const buckets = [...this.buckets];
    const copied = new Set<number>();
    write((storageId) => {
      const index = bucketOf(storageId);
      if (!copied.has(index)) {
        buckets[index] = new Map(buckets[index]);
        copied.add(index);
      }
      return buckets[index] as Map<string, HeldItem>;
    });
    if (copied.size === 0) return this;
    let size = 0;
    for (const bucket of buckets) size += bucket.size;
    return new HeldItems(buckets, size);
  }

  *entries(): MapIterator<[string, HeldItem]> {
    for (const bucket of this.buckets) yield* bucket.entries();
  }

  *keys(): MapIterator<string> {
    for (const bucket of this.buckets) yield* bucket.keys();
  }

  *values(): MapIterator<HeldItem> {
    for (const bucket of this.buckets) yield* bucket.values();
  }

  [Symbol.iterator](): MapIterator<[string, HeldItem]> {
    return this.entries();
  }

  forEach(
    callback: (item: HeldItem, storageId: string, map: ReadonlyMap<string, HeldItem>) => void,
    thisArg?: unknown,
  ) {
    for (const [storageId, item] of this.entries()) callback.call(thisArg, item, storageId, this);
  }
}
