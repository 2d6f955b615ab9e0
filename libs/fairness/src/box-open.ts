// Box opening: one weighted pick over the box's pool per box, on consecutive nonces of the player's pair.
import { assertCount, FairnessError } from './fairness-error';
import { unitFloatFor } from './unit-float';
import { type WeightedPickResult, type WeightedPool, totalWeight, weightedPick } from './weighted-pick';

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  /** The next unused nonce of the pair. */
  nonce: number;
}

export interface BoxOpenDraw extends WeightedPickResult {
  nonce: number;
  cursor: 0;
}

export interface BoxItemPlacement {
  itemId: string;
  /** The item's position in the box. */
  position: number;
  weight: number;
}

/**
 * The box's pool in draw order: by position in the box, then by item id (UTF-16 code unit order,
 * as JavaScript compares strings).
 */
export function orderBoxPool(items: readonly BoxItemPlacement[]): WeightedPool {
  return [...items]
    .sort((a, b) => a.position - b.position || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))
    .map((item) => [item.itemId, item.weight] as const);
}

/** Opens `num` boxes: box i uses nonce `pair.nonce + i`, cursor 0. The pair's next nonce is then `pair.nonce + num`. */
export function boxOpenDraws(pair: SeedPair, boxPool: WeightedPool, num: number): BoxOpenDraw[] {
  assertCount(num, 'num');
  if (num === 0) throw new FairnessError('INVALID_COUNT', 'open at least one box');
  totalWeight(boxPool);
  const float = unitFloatFor(pair.serverSeed);
  const draws: BoxOpenDraw[] = [];
  for (let i = 0; i < num; i++) {
    const nonce = pair.nonce + i;
    draws.push({ ...weightedPick(boxPool, float(pair.clientSeed, nonce, 0)), nonce, cursor: 0 });
  }
  return draws;
}
