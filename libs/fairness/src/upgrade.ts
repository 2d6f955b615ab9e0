// The upgrade ("dream") draw: success when floor(f * 10000) is below the chosen rate in basis points.
import { assertUnitFloat, FairnessError } from './fairness-error';

export const UPGRADE_MIN_RATE_BASIS_POINTS = 500;
export const UPGRADE_MAX_RATE_BASIS_POINTS = 7500;

export interface UpgradeOutcome {
  /** floor(f * 10000), 0..9999: the recorded roll. */
  roll: number;
  rateBasisPoints: number;
  success: boolean;
}

export function isValidUpgradeRate(rateBasisPoints: number): boolean {
  return (
    Number.isInteger(rateBasisPoints) &&
    rateBasisPoints >= UPGRADE_MIN_RATE_BASIS_POINTS &&
    rateBasisPoints <= UPGRADE_MAX_RATE_BASIS_POINTS
  );
}

export function upgradeOutcome(f: number, rateBasisPoints: number): UpgradeOutcome {
  assertUnitFloat(f);
  if (!isValidUpgradeRate(rateBasisPoints)) {
    throw new FairnessError(
      'INVALID_RATE',
      `rate must be an integer in ${UPGRADE_MIN_RATE_BASIS_POINTS}..${UPGRADE_MAX_RATE_BASIS_POINTS} basis points, got ${rateBasisPoints}`,
    );
  }
  const roll = Math.floor(f * 10000);
  return { roll, rateBasisPoints, success: roll < rateBasisPoints };
}

export function upgradeSucceeds(f: number, rateBasisPoints: number): boolean {
  return upgradeOutcome(f, rateBasisPoints).success;
}
