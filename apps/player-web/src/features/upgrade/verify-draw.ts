// The verify page's check of an upgrade draw (registered in feature.ts): the roll recomputed in the
// browser with the upgrade's own draw rule (@lootledger/fairness/upgrade) and compared with its rate
// and recorded success.
import type { PairDrawResponse } from '@lootledger/contracts';
import type { VerifyResult } from '@lootledger/fairness';
import { verifyUpgradeDraw } from '@lootledger/fairness/upgrade';

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
