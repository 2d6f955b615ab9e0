// The contract's configurable rules (RTP and value band, set by finance) and the checks a request
// passes before anything is drawn. Pure.
import {
  CONTRACT_DEFAULT_BAND,
  CONTRACT_DEFAULT_RTP_BASIS_POINTS,
  CONTRACT_MAX_ITEMS,
  CONTRACT_MIN_ITEMS,
  type ContractBand,
} from '@lootledger/fairness';
import { DomainError } from '../../../platform/errors/domain-error';

export interface ContractRules {
  rtpBasisPoints: number;
  band: ContractBand;
}

export const DEFAULT_CONTRACT_RULES: ContractRules = {
  rtpBasisPoints: CONTRACT_DEFAULT_RTP_BASIS_POINTS,
  band: CONTRACT_DEFAULT_BAND,
};

/** What staff may set: RTP 50.00%..100.00%, band minimum 1%..100% and maximum 100%..999.99% of the total. */
export const RULE_LIMITS = {
  rtp: { min: 5000, max: 10000 },
  bandMin: { min: 100, max: 10000 },
  bandMax: { min: 10000, max: 99999 },
} as const;

/** Null when the rules are within RULE_LIMITS, else which field is out and why (English). */
export function contractRulesProblem(rules: ContractRules): { field: string; message: string } | null {
  const within = (value: number, { min, max }: { min: number; max: number }) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!within(rules.rtpBasisPoints, RULE_LIMITS.rtp)) return { field: 'rtp', message: 'rtp must be 50.00 to 100.00' };
  if (!within(rules.band.minBasisPoints, RULE_LIMITS.bandMin))
    return { field: 'band_min', message: 'band_min must be 1.00 to 100.00 (percent of the total)' };
  if (!within(rules.band.maxBasisPoints, RULE_LIMITS.bandMax))
    return { field: 'band_max', message: 'band_max must be 100.00 to 999.99 (percent of the total)' };
  if (rules.band.minBasisPoints > rules.rtpBasisPoints)
    return { field: 'band_min', message: 'band_min must not be above rtp, or no pool could reach it' };
  return null;
}

/** 3 to 9 storage ids, none twice: the refusals the player page shows before anything is loaded. */
export function checkContractInputs(storageIds: readonly string[]): void {
  if (storageIds.length < CONTRACT_MIN_ITEMS) throw new DomainError('CONTRACT_TOO_FEW_ITEMS');
  if (storageIds.length > CONTRACT_MAX_ITEMS) throw new DomainError('CONTRACT_TOO_MANY_ITEMS');
  if (new Set(storageIds).size !== storageIds.length) throw new DomainError('CONTRACT_ITEM_REPEATED');
}
