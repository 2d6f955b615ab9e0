// Recomputes every draw of a revealed pair (GET /api/fairness/pairs/{pair_id}/draws) in the browser
// with libs/fairness, whatever the game: weighted picks (boxes, contracts, reward tiers), random rewards
// and red packets (whose recorded roll is the unit float itself), and the draws of the games whose
// rule is their own (the upgrade's) with the verifier their feature registers.
import { parseAmount, type PairDrawResponse } from '@lootledger/contracts';
import { serverSeedHash, unitFloat, verifyDraw, type VerifyResult } from '@lootledger/fairness';
import type { PairDrawVerifiers } from '@/lib/feature-registration';

function malformed(detail: string): VerifyResult {
  return { ok: false, reason: 'MALFORMED_RECORD', detail };
}

export function verifyPairDraw(draw: PairDrawResponse, verifiers: PairDrawVerifiers): VerifyResult {
  const registered = verifiers[draw.game];
  if (registered) return registered(draw);
  const seeds = {
    serverSeed: draw.server_seed,
    serverSeedHash: draw.server_seed_hash,
    clientSeed: draw.client_seed,
    nonce: draw.nonce,
    cursor: draw.cursor,
  };
  switch (draw.game) {
    case 'box':
    case 'contract':
      if (!draw.pool || draw.ticket === undefined) return malformed('pool or ticket missing');
      return verifyDraw({
        kind: 'weighted-pick',
        ...seeds,
        pool: draw.pool,
        ticket: draw.ticket,
        itemId: draw.result.item_id,
      });
    case 'sign_in':
    case 'registration_packet': {
      // Weighted tiers: the box's weighted pick over [amount, weight]; the amount is the tier picked.
      if (draw.pool) {
        if (draw.ticket === undefined || draw.result.amount === undefined) return malformed('ticket or amount missing');
        return verifyDraw({
          kind: 'weighted-pick',
          ...seeds,
          pool: draw.pool,
          ticket: draw.ticket,
          itemId: draw.result.amount,
        });
      }
      // Draws recorded before tiers: the uniform range rule.
      const min = draw.range && parseAmount(draw.range.min);
      const max = draw.range && parseAmount(draw.range.max);
      const amount = draw.result.amount === undefined ? null : parseAmount(draw.result.amount);
      if (min == null || max == null || amount === null) return malformed('range or amount missing');
      return verifyDraw({
        kind: 'random-reward',
        ...seeds,
        minHundredths: min,
        maxHundredths: max,
        amountHundredths: amount,
      });
    }
    case 'red_packet': {
      const hash = serverSeedHash(draw.server_seed);
      if (hash !== draw.server_seed_hash) {
        return {
          ok: false,
          reason: 'SEED_HASH_MISMATCH',
          detail: `server seed hash: recomputed ${hash}, recorded ${draw.server_seed_hash}`,
        };
      }
      const f = unitFloat(draw.server_seed, draw.client_seed, draw.nonce, draw.cursor);
      return f === draw.roll
        ? { ok: true, reason: null }
        : { ok: false, reason: 'TICKET_MISMATCH', detail: `float: recomputed ${f}, recorded ${draw.roll}` };
    }
    default:
      // A game with a draw rule of its own whose feature registered no verifier.
      return malformed(`unknown game ${draw.game}`);
  }
}
