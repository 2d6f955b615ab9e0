// The order a box's pool is drawn in, which is also the order players see its items: the fairness
// library's (by position, then item id), so the list and the draw can never disagree.
import { orderBoxPool } from '@lootledger/fairness';

export interface PoolPlacement {
  readonly itemId: string;
  readonly position: number;
  readonly weight: number;
}

export function inDrawOrder<T extends PoolPlacement>(entries: readonly T[]): T[] {
  const byItem = new Map(entries.map((entry) => [entry.itemId, entry]));
  if (byItem.size !== entries.length) throw new RangeError('an item appears twice in one pool');
  return orderBoxPool(entries).map(([itemId]) => byItem.get(itemId) as T);
}
