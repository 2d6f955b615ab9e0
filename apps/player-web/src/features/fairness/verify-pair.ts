// Recomputes every draw of a revealed pair (GET /api/fairness/pairs/{pair_id}/draws) in the browser
// with libs/fairness, whatever the game, and names its result: the site's own draws (box picks,
// reward tiers and random rewards, red packets, whose recorded roll is the unit float itself) here,
// the games' draws with the rules their features register (the contract's weighted pick, the
// upgrade's roll against its rate).
import type { TFunction } from 'i18next';
import { parseAmount, type PairDrawResponse } from '@lootledger/contracts';
import { serverSeedHash, unitFloat, verifyDraw, type VerifyResult } from '@lootledger/fairness';
import type { PairDrawRules } from '@/lib/feature-registration';
import { malformedDraw as malformed, pairDrawSeeds, weightedPickRule } from '@/lib/pair-draw-rules';

export function verifyPairDraw(draw: PairDrawResponse, rules: PairDrawRules): VerifyResult {
  const registered = rules[draw.game];
  if (registered) return registered.verify(draw);
  const seeds = pairDrawSeeds(draw);
  switch (draw.game) {
    case 'box':
      return weightedPickRule.verify(draw);
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

/** A draw's result as its row on the verify page says it. */
export function describePairDraw(draw: PairDrawResponse, rules: PairDrawRules, t: TFunction<'fairness'>): string {
  const registered = rules[draw.game];
  if (registered) return registered.describe(draw, t);
  switch (draw.game) {
    case 'box':
      return weightedPickRule.describe(draw, t);
    case 'sign_in':
    case 'registration_packet':
      return t('fairness:pairs.amount', {
        amount: draw.result.amount ?? '',
        min: draw.range?.min ?? '',
        max: draw.range?.max ?? '',
      });
    case 'red_packet':
      return t('fairness:pairs.float', { f: draw.roll });
    default:
      return '';
  }
}
