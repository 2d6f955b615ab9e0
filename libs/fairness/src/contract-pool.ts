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
  return candidates
    .filter((c) => c.value * TEN_THOUSAND >= inputsTotal * lo && c.value * TEN_THOUSAND <= inputsTotal * hi)
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
  // Scaled by 10000 so the target is an integer: t = S x r, u = v x 10000.
  const t = inputsTotal * rtp;
  const scaled = (c: ContractCandidate) => c.value * TEN_THOUSAND;
  const below = ordered.filter((c) => scaled(c) < t);
  const above = ordered.filter((c) => scaled(c) > t);

  let weights: Map<string, bigint> | null = null;
  if (below.length > 0 && above.length > 0) {
    const dl = below.reduce((sum, c) => sum + (t - scaled(c)), 0n);
    const dh = above.reduce((sum, c) => sum + (scaled(c) - t), 0n);
    const g = gcd(dh, dl);
    const exact = { a: dh / g, b: dl / g };
    const tries: { a: bigint; b: bigint }[] = [];
    if (totalOf(ordered, t, exact) <= FIRST_LIMIT) tries.push(exact);
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
      const candidate = new Map(ordered.map((c) => [c.itemId, scaled(c) < t ? a : scaled(c) > t ? b : a < b ? a : b]));
      if (withinTolerance(ordered, candidate, t)) {
        weights = candidate;
        break;
      }
    }
  } else {
    const near = ordered.filter((c) => absolute(scaled(c) - t) <= TOLERANCE);
    if (near.length > 0) weights = new Map(near.map((c) => [c.itemId, 1n]));
  }
  if (!weights) return null;

  const inPool = ordered.filter((c) => weights!.has(c.itemId));
  const pool = inPool.map((c) => [c.itemId, Number(weights!.get(c.itemId))] as const);
  const denominator = inPool.reduce((sum, c) => sum + weights!.get(c.itemId)!, 0n);
  const numerator = inPool.reduce((sum, c) => sum + weights!.get(c.itemId)! * c.value, 0n);
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

function totalOf(ordered: readonly ContractCandidate[], t: bigint, { a, b }: { a: bigint; b: bigint }): bigint {
  return ordered.reduce((sum, c) => {
    const u = c.value * TEN_THOUSAND;
    return sum + (u < t ? a : u > t ? b : a < b ? a : b);
  }, 0n);
}

/** |sum(w x v) / W - t / 10000| <= 1 hundredth, and W a safe integer. */
function withinTolerance(ordered: readonly ContractCandidate[], weights: Map<string, bigint>, t: bigint): boolean {
  let total = 0n;
  let weighted = 0n;
  for (const c of ordered) {
    const w = weights.get(c.itemId)!;
    total += w;
    weighted += w * c.value * TEN_THOUSAND;
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) return false;
  return absolute(weighted - t * total) <= TOLERANCE * total;
}

/** A fraction of hundredths rounded half up to whole hundredths (for display: "expected"). */
export function roundHundredths(fraction: { numerator: bigint; denominator: bigint }): bigint {
  return (2n * fraction.numerator + fraction.denominator) / (2n * fraction.denominator);
}
