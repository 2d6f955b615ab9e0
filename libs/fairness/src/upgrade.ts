// The upgrade ("dream") draw: success when floor(f * 10000) is below the chosen rate in basis points.
// The upgrade's own file (not in the library's index): imported as @lootledger/fairness/upgrade.
import { assertUnitFloat, FairnessError } from './fairness-error';
import { type RecordedSeeds, VERIFIED, type VerifyResult, verifyMismatch, verifySeededDraw } from './verify-draw';

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

/** What an upgrade attempt records of its draw. An omitted success is not compared. */
export type UpgradeDrawRecord = RecordedSeeds & { rateBasisPoints: number; roll: number; success?: boolean };

/** Re-checks a recorded upgrade draw: the commitment, then the roll, then its success. */
export function verifyUpgradeDraw(record: UpgradeDrawRecord): VerifyResult {
  return verifySeededDraw(record, (f) => {
    const outcome = upgradeOutcome(f, record.rateBasisPoints);
    if (outcome.roll !== record.roll) return verifyMismatch('TICKET_MISMATCH', 'roll', outcome.roll, record.roll);
    if (record.success !== undefined && outcome.success !== record.success) {
      return verifyMismatch('RESULT_MISMATCH', 'success', outcome.success, record.success);
    }
    return VERIFIED;
  });
}
