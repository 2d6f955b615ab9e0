// The uniform pick among `count` candidates, floor(f * count): giveaway winners among those not yet
// drawn, and the battle tie-break among the tied seats.
import { assertCount, assertUnitFloat, FairnessError } from './fairness-error';

export function indexPick(f: number, count: number): number {
  assertUnitFloat(f);
  assertCount(count, 'count');
  if (count === 0) throw new FairnessError('INVALID_COUNT', 'cannot pick among zero candidates');
  return Math.floor(f * count);
}
