// The weighted pick of fairness.md, used by boxes, contracts and battle rounds: ticket = floor(f * W),
// and the first entry whose running sum of weights is greater than the ticket wins.
import { assertUnitFloat, FairnessError, isSafeInteger } from './fairness-error';

export type PoolEntry = readonly [itemId: string, weight: number];
/** Ordered entries with positive integer weights; the order is part of the draw. */
export type WeightedPool = readonly PoolEntry[];

export interface WeightedPickResult {
  itemId: string;
  /** Position of the winning entry in the pool. */
  index: number;
  ticket: number;
  totalWeight: number;
}

/** W, the sum of the weights, after checking the pool is non-empty with positive integer weights. */
export function totalWeight(pool: WeightedPool): number {
  if (pool.length === 0) throw new FairnessError('EMPTY_POOL', 'a pool needs at least one entry');
  let sum = 0;
  // Pools also arrive from recorded events, so their shape is checked, not assumed.
  for (const entry of pool as readonly unknown[]) {
    if (typeof entry !== 'object' || entry === null || typeof (entry as PoolEntry)[0] !== 'string') {
      throw new FairnessError('INVALID_WEIGHT', `pool entry ${JSON.stringify(entry)} is not [itemId, weight]`);
    }
    const [itemId, weight] = entry as PoolEntry;
    if (!isSafeInteger(weight) || weight <= 0) {
      throw new FairnessError(
        'INVALID_WEIGHT',
        `weight of ${itemId} must be a positive integer, got ${String(weight)}`,
      );
    }
    sum += weight;
  }
  if (!isSafeInteger(sum)) throw new FairnessError('INVALID_WEIGHT', 'the total weight is too large');
  return sum;
}

export function weightedPick(pool: WeightedPool, f: number): WeightedPickResult {
  assertUnitFloat(f);
  const total = totalWeight(pool);
  // f has 32 significant bits, so f * W < W for every safe W: the ticket is always in range.
  const ticket = Math.floor(f * total);
  let runningSum = 0;
  for (let index = 0; index < pool.length; index++) {
    runningSum += pool[index][1];
    if (runningSum > ticket) return { itemId: pool[index][0], index, ticket, totalWeight: total };
  }
  // Unreachable while ticket < W; kept so a broken invariant fails loudly instead of picking nothing.
  throw new FairnessError('INVALID_FLOAT', `ticket ${ticket} is outside the total weight ${total}`);
}
