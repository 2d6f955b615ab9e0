// The in-process cache behind GetBoxForOpeningQuery (and GET /api/box/{id}): box opening reads a
// box thousands of times a second and it almost never changes. Every write of this module
// invalidates it here and, by a signal (platform/cluster), in every other process of the fleet;
// the short TTL bounds how long an edit stays unseen where the signal was missed.
import { Injectable, Optional } from '@nestjs/common';
import { ClusterSignals } from '../../platform/cluster/cluster-signals';
import type { BoxForOpeningView } from '../get-box-for-opening/get-box-for-opening.query';

export const BOX_CACHE_TTL_MS = 2_000;
/** Unknown ids are cached too (as null); past this many entries the cache starts over. */
export const BOX_CACHE_MAX_ENTRIES = 10_000;
const CHANGED_SIGNAL = 'catalogue.boxes-changed';

interface Entry {
  expiresAt: number;
  /** The load itself is cached: concurrent callers of a cold box share one query. */
  value: Promise<BoxForOpeningView | null>;
}

@Injectable()
export class BoxCache {
  /** Replaced by tests to move time. */
  now: () => number = () => Date.now();
  private readonly entries = new Map<string, Entry>();

  constructor(@Optional() private readonly signals?: ClusterSignals) {
    signals?.on(CHANGED_SIGNAL, () => this.entries.clear());
    signals?.onMissed(() => this.entries.clear());
  }

  get(boxId: string, load: (boxId: string) => Promise<BoxForOpeningView | null>): Promise<BoxForOpeningView | null> {
    const now = this.now();
    const cached = this.entries.get(boxId);
    if (cached && cached.expiresAt > now) return cached.value;
    if (this.entries.size >= BOX_CACHE_MAX_ENTRIES) this.entries.clear();
    const value = load(boxId).then(deepFreeze);
    const entry: Entry = { expiresAt: now + BOX_CACHE_TTL_MS, value };
    this.entries.set(boxId, entry);
    // A failed load is not remembered (only if no invalidation replaced it meanwhile).
    value.catch(() => {
      if (this.entries.get(boxId) === entry) this.entries.delete(boxId);
    });
    return value;
  }

  /**
   * Forgets everything, here and in the fleet's other processes. Called after a change commits: a
   * load still running from before it is dropped with the map, so it can never put the old box back.
   */
  invalidate(): void {
    this.entries.clear();
    this.signals?.tellOthersSoon(CHANGED_SIGNAL);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
