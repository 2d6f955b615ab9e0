// Recomputes box draws in the browser with libs/fairness (the same code the server draws with).
import type { BoxDetailView } from '@lootledger/contracts';
import {
  serverSeedHash,
  unitFloat,
  verifyDraw,
  weightedPick,
  type VerifyResult,
  type WeightedPool,
} from '@lootledger/fairness';
import type { LoggedDraw } from './draw-log';

/** The box's pool in draw order, as GET /api/box/{id} lists it. */
export function boxPool(box: Pick<BoxDetailView, 'items'>): WeightedPool {
  return box.items.map((item) => [item.id, item.weight] as const);
}

export interface Recomputed {
  serverSeedHash: string;
  float: number;
  ticket: number;
  totalWeight: number;
  itemId: string;
}

export function recomputeBoxDraw(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  pool: WeightedPool,
  cursor = 0,
): Recomputed {
  const float = unitFloat(serverSeed, clientSeed, nonce, cursor);
  const pick = weightedPick(pool, float);
  return {
    serverSeedHash: serverSeedHash(serverSeed),
    float,
    ticket: pick.ticket,
    totalWeight: pick.totalWeight,
    itemId: pick.itemId,
  };
}

export function verifyLoggedDraw(
  draw: LoggedDraw,
  serverSeed: string,
  pool: WeightedPool,
  itemId?: string,
): VerifyResult {
  return verifyDraw({
    kind: 'weighted-pick',
    serverSeed,
    serverSeedHash: draw.server_seed_hash,
    clientSeed: draw.client_seed,
    nonce: draw.nonce,
    cursor: draw.cursor,
    pool,
    ticket: draw.ticket,
    itemId,
  });
}
