// The verify page's rule for an upgrade draw (registered in feature.ts): the roll recomputed in the
// browser with the upgrade's own draw rule (@lootledger/fairness/upgrade) and compared with its rate
// and recorded success, and the row's words for it.
import type { PairDrawResponse } from '@lootledger/contracts';
import type { VerifyResult } from '@lootledger/fairness';
import { verifyUpgradeDraw } from '@lootledger/fairness/upgrade';
import type { PairDrawRule } from '@/lib/feature-registration';

export function verifyUpgradePairDraw(draw: PairDrawResponse): VerifyResult {
  if (draw.rate === undefined) return { ok: false, reason: 'MALFORMED_RECORD', detail: 'rate missing' };
  return verifyUpgradeDraw({
    serverSeed: draw.server_seed,
    serverSeedHash: draw.server_seed_hash,
    clientSeed: draw.client_seed,
    nonce: draw.nonce,
    cursor: draw.cursor,
    rateBasisPoints: draw.rate,
    roll: draw.roll,
    success: draw.result.success,
  });
}

export const upgradePairDrawRule: PairDrawRule = {
  verify: verifyUpgradePairDraw,
  describe: (draw, t) =>
    t(draw.result.success ? 'upgrade:pairDraw.won' : 'upgrade:pairDraw.lost', {
      roll: draw.roll,
      rate: draw.rate ?? 0,
    }),
};
