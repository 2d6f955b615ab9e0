// The boxes' draw rule on the verify page: a weighted pick over the pool recorded with the draw,
// re-checked in the browser with libs/fairness. Boxes draw with it, and so does any game whose
// feature registers it for its draws (the contract).
import type { PairDrawResponse } from '@lootledger/contracts';
import { verifyDraw, type VerifyResult } from '@lootledger/fairness';
import type { PairDrawRule } from './feature-registration';

export function malformedDraw(detail: string): VerifyResult {
  return { ok: false, reason: 'MALFORMED_RECORD', detail };
}

/** The seeds, nonce and cursor a pair draw was made with, as libs/fairness takes them. */
export function pairDrawSeeds(draw: PairDrawResponse) {
  return {
    serverSeed: draw.server_seed,
    serverSeedHash: draw.server_seed_hash,
    clientSeed: draw.client_seed,
    nonce: draw.nonce,
    cursor: draw.cursor,
  };
}

export const weightedPickRule: PairDrawRule = {
  verify(draw) {
    if (!draw.pool || draw.ticket === undefined) return malformedDraw('pool or ticket missing');
    return verifyDraw({
      kind: 'weighted-pick',
      ...pairDrawSeeds(draw),
      pool: draw.pool,
      ticket: draw.ticket,
      itemId: draw.result.item_id,
    });
  },
  describe: (draw, t) =>
    t('fairness:pairs.pick', {
      // The item's name in the page's language (the API names it); its id only from an older API.
      item: draw.result.item_name ?? draw.result.item_id ?? '',
      ticket: draw.ticket ?? draw.roll,
    }),
};
