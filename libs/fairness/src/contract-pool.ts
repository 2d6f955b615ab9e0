// The contract pool (fairness.md "Contract"): which items a contract can return and with what
// weights, solved from the inputs' total so that the pool's expected value is RTP x total. Pure and
// deterministic, so the API, the audit and the player web's preview all get the same pool.
//
// The algorithm, for auditors (amounts in hundredths, exact integer arithmetic throughout):
//  1. Inputs total S, RTP r (basis points), band [lo, hi] (basis points of S). The target is
//     T = S x r / 10000. Candidates are the items whose value v satisfies v x 10000 >= S x lo and
//     v x 10000 <= S x hi, ordered by value ascending, then item id (UTF-16 code-unit order); the pool
//     keeps that order. A repeated item id is refused.
//  2. Split the candidates into below (v < T), at (v = T) and above (v > T).
//     - Both below and above non-empty: with DL = sum over below of (T - v) and DH = sum over above
//       of (v - T), every item below gets weight a, every item above weight b, every item at T weight
//       min(a, b), where a : b = DH : DL. Then sum of w x (v - T) = b x DH - a x DL = 0: the expected
//       value is exactly T. a and b are DH and DL divided by their greatest common divisor when the
//       total weight W stays within 2^32; otherwise the larger of the two is set to
//       floor(2^k / number of candidates) for k = 32, 40, 48, 52 (the first k whose pool is within a
//       hundredth of T) and the smaller is that times the ratio, rounded half up, at least 1.
//     - Otherwise (every candidate on one side of T): the pool is the candidates within a hundredth
//       of T (|v - T| <= 1), weight 1 each; none: there is no pool (the contract is refused).
//  3. The expected value of the pool is sum(w x v) / W; it is within one hundredth of T.
import { FairnessError } from './fairness-error';
import type { WeightedPool } from './weighted-pick';

export interface ContractCandidate {
  readonly itemId: string;
  /** Hundredths. */
  readonly value: bigint;
}

/** Which item values may come back, in basis points of the inputs' total (2500..40000: 0.25x to 4x). */
export interface ContractBand {
  readonly minBasisPoints: number;
  readonly maxBasisPoints: number;
}

export const CONTRACT_DEFAULT_RTP_BASIS_POINTS = 9000;
export const CONTRACT_DEFAULT_BAND: ContractBand = { minBasisPoints: 2500, maxBasisPoints: 40000 };
export const CONTRACT_MIN_ITEMS = 3;
export const CONTRACT_MAX_ITEMS = 9;

export interface ContractPool {
  /** The candidates in the band, in pool order (value, then id). */
  readonly candidates: readonly ContractCandidate[];
  /** Ordered [item id, weight]: what the weighted pick draws from. */
  readonly pool: WeightedPool;
  /** The pool's expected value, exactly: numerator / denominator hundredths. */
  readonly expected: { readonly numerator: bigint; readonly denominator: bigint };
  /** RTP x total, exactly: numerator / 10000 hundredths. */
  readonly target: { readonly numerator: bigint; readonly denominator: bigint };
}

const TEN_THOUSAND = 10_000n;
/** Within a hundredth: |EV - T| <= 1 hundredth, i.e. 10000 in the units of the target's numerator. */
const TOLERANCE = TEN_THOUSAND;
const SCALE_EXPONENTS = [32, 40, 48, 52] as const;
const FIRST_LIMIT = 2n ** 32n;

function checkBasisPoints(name: string, value: number, max: number): bigint {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new FairnessError('INVALID_RATE', `${name} must be an integer in 0..${max} basis points, got ${value}`);
  }
  return BigInt(value);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The candidates in the band, ordered by value then id; a repeated id or a negative value is refused. */
export function contractCandidates(
  candidates: readonly ContractCandidate[],
  inputsTotal: bigint,
  band: ContractBand,
): ContractCandidate[] {
  const lo = checkBasisPoints('band minimum', band.minBasisPoints, 1_000_000);
  const hi = checkBasisPoints('band maximum', band.maxBasisPoints, 1_000_000);
  if (lo > hi) throw new FairnessError('INVALID_RATE', 'the band minimum is above its maximum');
  if (inputsTotal < 0n) throw new FairnessError('INVALID_AMOUNT', 'the inputs total is negative');
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (typeof candidate.itemId !== 'string' || typeof candidate.value !== 'bigint' || candidate.value < 0n) {
      throw new FairnessError('INVALID_AMOUNT', `candidate ${String(candidate.itemId)} has no valid value`);
    }
    if (seen.has(candidate.itemId)) throw new FairnessError('INVALID_WEIGHT', `candidate ${candidate.itemId} twice`);
    seen.add(candidate.itemId);
  }
  // v x 10000 >= S x lo and v x 10000 <= S x hi, in whole hundredths (v, S and the bounds are >= 0).
  const least = (inputsTotal * lo + TEN_THOUSAND - 1n) / TEN_THOUSAND;
  const most = (inputsTotal * hi) / TEN_THOUSAND;
  return candidates
    .filter((c) => c.value >= least && c.value <= most)
    .map((c) => ({ itemId: c.itemId, value: c.value }))
    .sort((x, y) =>
      x.value < y.value ? -1 : x.value > y.value ? 1 : x.itemId < y.itemId ? -1 : x.itemId > y.itemId ? 1 : 0,
    );
}

/**
 * Solves the contract pool (see the header); null when no pool can reach RTP x total within a
 * hundredth (every candidate too far on one side of it, or none in the band).
 */
export function contractPool(
  candidates: readonly ContractCandidate[],
  inputsTotal: bigint,
  rtpBasisPoints: number,
  band: ContractBand = CONTRACT_DEFAULT_BAND,
): ContractPool | null {
  const rtp = checkBasisPoints('rtp', rtpBasisPoints, 10_000);
  const ordered = contractCandidates(candidates, inputsTotal, band);
  // Scaled by 10000 so the target is an integer: t = S x r, u = v x 10000 (computed once a candidate).
  const t = inputsTotal * rtp;
  const scaled = ordered.map((c) => c.value * TEN_THOUSAND);
  let dl = 0n;
  let dh = 0n;
  for (const u of scaled) {
    if (u < t) dl += t - u;
    else if (u > t) dh += u - t;
  }

  let weights: bigint[] | null = null;
  if (dl > 0n && dh > 0n) {
    // Both below and above are non-empty (an item below adds at least 1 to dl, one above to dh).
    const g = gcd(dh, dl);
    const exact = { a: dh / g, b: dl / g };
    const tries: { a: bigint; b: bigint }[] = [];
    if (totalOf(scaled, t, exact) <= FIRST_LIMIT) tries.push(exact);
    for (const exponent of SCALE_EXPONENTS) {
      const top = 2n ** BigInt(exponent) / BigInt(ordered.length);
      // The larger side gets `top`, the smaller its share of it, rounded half up, at least 1.
      const scaledSmall = (small: bigint, large: bigint) => {
        const share = (2n * top * small + large) / (2n * large);
        return share > 0n ? share : 1n;
      };
      tries.push(
        exact.a >= exact.b
          ? { a: top, b: scaledSmall(exact.b, exact.a) }
          : { a: scaledSmall(exact.a, exact.b), b: top },
      );
    }
    for (const { a, b } of tries) {
      const at = a < b ? a : b;
      const candidate = scaled.map((u) => (u < t ? a : u > t ? b : at));
      if (withinTolerance(scaled, candidate, t)) {
        weights = candidate;
        break;
      }
    }
  } else {
    const near = scaled.map((u) => (absolute(u - t) <= TOLERANCE ? 1n : 0n));
    if (near.some((w) => w > 0n)) weights = near;
  }
  if (!weights) return null;

  const pool: (readonly [string, number])[] = [];
  let denominator = 0n;
  let numerator = 0n;
  ordered.forEach((c, index) => {
    const weight = weights![index];
    if (weight === 0n) return;
    pool.push([c.itemId, Number(weight)] as const);
    denominator += weight;
    numerator += weight * c.value;
  });
  return {
    candidates: ordered,
    pool,
    expected: { numerator, denominator },
    target: { numerator: t, denominator: TEN_THOUSAND },
  };
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

function totalOf(scaled: readonly bigint[], t: bigint, { a, b }: { a: bigint; b: bigint }): bigint {
  let total = 0n;
  for (const u of scaled) total += u < t ? a : u > t ? b : a < b ? a : b;
  return total;
}

/** |sum(w x v) / W - t / 10000| <= 1 hundredth, and W a safe integer (u = v x 10000, as scaled). */
function withinTolerance(scaled: readonly bigint[], weights: readonly bigint[], t: bigint): boolean {
  let total = 0n;
  let weighted = 0n;
  for (let index = 0; index < scaled.length; index++) {
    total += weights[index];
    weighted += weights[index] * scaled[index];
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) return false;
  return absolute(weighted - t * total) <= TOLERANCE * total;
}

/** A fraction of hundredths rounded half up to whole hundredths (for display: "expected"). */
export function roundHundredths(fraction: { numerator: bigint; denominator: bigint }): bigint {
  return (2n * fraction.numerator + fraction.denominator) / (2n * fraction.denominator);
}
