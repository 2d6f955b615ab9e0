// The in-process cache behind GetBoxForOpeningQuery (and GET /api/box/{id}): box opening reads a
// box thousands of times a second and it almost never changes; and behind the contract's
// candidates (the items of enabled boxes' pools, by value), read on every contract. Every write of this module
// invalidates it here and, by a signal (platform/cluster), in every other process of the fleet;
// the short TTL bounds how long an edit stays unseen where the signal was missed.
import { Injectable, Optional } from '@nestjs/common';
import { ClusterSignals } from '../../platform/cluster/cluster-signals';
import type { BoxForOpeningView } from '../get-box-for-opening/get-box-for-opening.query';
import type { CatalogueItemView } from '../get-items/get-items.query';

export const BOX_CACHE_TTL_MS = 2_000;
/** Unknown ids are cached too (as null); past this many entries the cache starts over. */
export const BOX_CACHE_MAX_ENTRIES = 10_000;
const CHANGED_SIGNAL = 'catalogue.boxes-changed';

interface Entry<Value> {
  expiresAt: number;
  /** The load itself is cached: concurrent callers of a cold box share one query. */
  value: Promise<Value>;
}

@Injectable()
export class BoxCache {
  /** Replaced by tests to move time. */
  now: () => number = () => Date.now();
  private readonly entries = new Map<string, Entry<BoxForOpeningView | null>>();
  private pooledItems: Entry<readonly CatalogueItemView[]> | null = null;

  constructor(@Optional() private readonly signals?: ClusterSignals) {
    signals?.on(CHANGED_SIGNAL, () => this.forget());
    signals?.onMissed(() => this.forget());
  }

  get(boxId: string, load: (boxId: string) => Promise<BoxForOpeningView | null>): Promise<BoxForOpeningView | null> {
    const now = this.now();
    const cached = this.entries.get(boxId);
    if (cached && cached.expiresAt > now) return cached.value;
    if (this.entries.size >= BOX_CACHE_MAX_ENTRIES) this.entries.clear();
    const value = load(boxId).then(deepFreeze);
    const entry: Entry<BoxForOpeningView | null> = { expiresAt: now + BOX_CACHE_TTL_MS, value };
    this.entries.set(boxId, entry);
    // A failed load is not remembered (only if no invalidation replaced it meanwhile).
    value.catch(() => {
      if (this.entries.get(boxId) === entry) this.entries.delete(boxId);
    });
    return value;
  }

  /** The items of enabled boxes' pools, by value then id: the same TTL and invalidation as the boxes. */
  itemsInPools(load: () => Promise<CatalogueItemView[]>): Promise<readonly CatalogueItemView[]> {
    const now = this.now();
    if (this.pooledItems && this.pooledItems.expiresAt > now) return this.pooledItems.value;
    const value = load().then(deepFreeze);
    const entry: Entry<readonly CatalogueItemView[]> = { expiresAt: now + BOX_CACHE_TTL_MS, value };
    this.pooledItems = entry;
    value.catch(() => {
      if (this.pooledItems === entry) this.pooledItems = null;
    });
    return value;
  }

  /**
   * Forgets everything, here and in the fleet's other processes. Called after a change commits: a
   * load still running from before it is dropped with the map, so it can never put the old box back.
   */
  invalidate(): void {
    this.forget();
    this.signals?.tellOthersSoon(CHANGED_SIGNAL);
  }

  private forget(): void {
    this.entries.clear();
    this.pooledItems = null;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
