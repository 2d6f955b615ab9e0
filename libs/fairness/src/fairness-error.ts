// The one error type of the fairness library: a stable code per kind of bad input. Callers
// validate user input before drawing; reaching one of these means a bug or a tampered record.

export type FairnessErrorCode =
  | 'INVALID_FLOAT'
  | 'INVALID_NONCE'
  | 'INVALID_CURSOR'
  | 'EMPTY_POOL'
  | 'INVALID_WEIGHT'
  | 'INVALID_COUNT'
  | 'INVALID_RATE'
  | 'INVALID_AMOUNT'
  | 'INVALID_CLIENT_SEED'
  | 'INVALID_RANDOM_BYTES'
  | 'INVALID_BATTLE'
  | 'DUPLICATE_PARTICIPANT';

export class FairnessError extends Error {
  constructor(
    readonly code: FairnessErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'FairnessError';
  }
}

/**
 * Number.isSafeInteger in plain operators. Same answers; the draw path calls it several times per
 * draw, and a global lookup like `Number` costs ~250 ns inside jest's vm contexts, where the
 * million-draw tests run.
 */
export function isSafeInteger(value: unknown): value is number {
  return typeof value === 'number' && value % 1 === 0 && value <= 9007199254740991 && value >= -9007199254740991;
}

/** A unit float is in [0, 1); anything else cannot have come from `unitFloat`. */
export function assertUnitFloat(f: number): void {
  if (typeof f !== 'number' || !(f >= 0 && f < 1))
    throw new FairnessError('INVALID_FLOAT', `expected 0 <= f < 1, got ${f}`);
}

/** A count of things to draw or to draw from: a non-negative safe integer. */
export function assertCount(value: number, what: string): void {
  if (!isSafeInteger(value) || value < 0)
    throw new FairnessError('INVALID_COUNT', `${what} must be a non-negative integer, got ${value}`);
}
