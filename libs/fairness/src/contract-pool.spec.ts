// The contract pool solver: expected value within a hundredth of RTP x total, deterministic order,
// and the edge cases (no pool, one candidate, ties, values at the target).
import {
  CONTRACT_DEFAULT_BAND,
  contractCandidates,
  contractPool,
  roundHundredths,
  type ContractCandidate,
} from './contract-pool';
import { FairnessError } from './fairness-error';
import { totalWeight } from './weighted-pick';
import { unitFloatFor } from './unit-float';

const c = (itemId: string, value: bigint): ContractCandidate => ({ itemId, value });

/** |EV - target| in hundredths, as a float (for the assertion message only; the check is exact). */
function evError(result: NonNullable<ReturnType<typeof contractPool>>): number {
  const { expected, target } = result;
  return Math.abs(
    Number(expected.numerator * target.denominator - target.numerator * expected.denominator) /
      Number(expected.denominator * target.denominator),
  );
}

function withinAHundredth(result: NonNullable<ReturnType<typeof contractPool>>): boolean {
  const { expected, target } = result;
  const diff = expected.numerator * target.denominator - target.numerator * expected.denominator;
  const abs = diff < 0n ? -diff : diff;
  return abs <= expected.denominator * target.denominator;
}

describe('contractPool', () => {
  it('solves a small pool exactly: EV = 0.90 x total, weights a : b = DH : DL, ordered by value then id', () => {
    // total 100.00, target 90.00; below: 50.00 (40 short) and 80.00 (10 short), above: 200.00 (110 over).
    const result = contractPool([c('hi', 20000n), c('mid', 8000n), c('lo', 5000n)], 10000n, 9000)!;
    expect(result.pool).toEqual([
      ['lo', 11],
      ['mid', 11],
      ['hi', 5],
    ]);
    // DL = 50.00, DH = 110.00, so a : b = 11 : 5; (11*5000 + 11*8000 + 5*20000) / 27 = 243000 / 27 = 9000
    expect(result.expected).toEqual({ numerator: 243000n, denominator: 27n });
    expect(roundHundredths(result.expected)).toBe(9000n);
    expect(evError(result)).toBe(0);
  });

  it('keeps only the band (0.25x to 4x by default), edges included', () => {
    const all = [c('a', 2499n), c('b', 2500n), c('d', 40000n), c('e', 40001n), c('m', 9000n)];
    expect(contractCandidates(all, 10000n, CONTRACT_DEFAULT_BAND).map((x) => x.itemId)).toEqual(['b', 'm', 'd']);
    expect(contractCandidates(all, 10000n, { minBasisPoints: 5000, maxBasisPoints: 20000 })).toEqual([c('m', 9000n)]);
  });

  it('is the same pool whatever order the candidates arrive in; ties order by id', () => {
    const list = [c('z', 5000n), c('b', 5000n), c('x', 12000n), c('a', 12000n), c('k', 9000n)];
    const first = contractPool(list, 10000n, 9000)!;
    const reversed = contractPool([...list].reverse(), 10000n, 9000)!;
    expect(reversed).toEqual(first);
    expect(first.pool.map(([id]) => id)).toEqual(['b', 'z', 'k', 'a', 'x']);
    // An item worth exactly the target neither raises nor lowers the EV.
    expect(evError(first)).toBe(0);
  });

  it('refuses (null) when every candidate is above or below the target, or none is in the band', () => {
    expect(contractPool([c('a', 9500n), c('b', 30000n)], 10000n, 9000)).toBeNull();
    expect(contractPool([c('a', 3000n), c('b', 8000n)], 10000n, 9000)).toBeNull();
    expect(contractPool([c('far', 1_000_000n)], 10000n, 9000)).toBeNull();
    expect(contractPool([], 10000n, 9000)).toBeNull();
  });

  it('one candidate: a pool only when it is worth the target within a hundredth', () => {
    expect(contractPool([c('one', 9000n)], 10000n, 9000)!.pool).toEqual([['one', 1]]);
    expect(contractPool([c('one', 9001n)], 10000n, 9000)!.pool).toEqual([['one', 1]]);
    expect(contractPool([c('one', 9002n)], 10000n, 9000)).toBeNull();
    // With others all on one side, only those within a hundredth stay.
    expect(contractPool([c('x', 8999n), c('y', 5000n)], 10000n, 9000)!.pool).toEqual([['x', 1]]);
  });

  it('refuses bad arguments loudly (a bug or a tampered record, not a player error)', () => {
    expect(() => contractPool([c('a', 1n), c('a', 2n)], 10000n, 9000)).toThrow(FairnessError);
    expect(() => contractPool([c('a', -1n)], 10000n, 9000)).toThrow(FairnessError);
    expect(() => contractPool([c('a', 1n)], 10000n, 10001)).toThrow(FairnessError);
    expect(() => contractPool([c('a', 1n)], 10000n, 9000.5)).toThrow(FairnessError);
    expect(() => contractPool([c('a', 1n)], 10000n, 9000, { minBasisPoints: 5, maxBasisPoints: 4 })).toThrow(
      FairnessError,
    );
  });

  it('over 1,500 random catalogues and inputs: EV within a hundredth of the target, weights positive and safe', () => {
    const float = unitFloatFor('c0ffee'.repeat(10) + 'c0ff');
    let solved = 0;
    let nonce = 0;
    const next = () => float('contract-pool-spec', nonce++, 0);
    for (let round = 0; round < 1500; round++) {
      const size = 1 + Math.floor(next() * 400);
      const candidates: ContractCandidate[] = [];
      for (let i = 0; i < size; i++) {
        // Values from 0.01 to ~1,000,000.00, log-spread, with deliberate duplicates of value.
        const value = BigInt(1 + Math.floor(Math.exp(next() * Math.log(1e8))));
        candidates.push(c(`item-${i}`, i % 17 === 0 && i > 0 ? candidates[i - 1].value : value));
      }
      const total = BigInt(3 + Math.floor(Math.exp(next() * Math.log(9e7))));
      const rtp = 5000 + Math.floor(next() * 5001);
      const result = contractPool(candidates, total, rtp);
      if (!result) continue;
      solved++;
      expect(withinAHundredth(result)).toBe(true);
      expect(() => totalWeight(result.pool)).not.toThrow();
      for (const [, weight] of result.pool) expect(weight).toBeGreaterThanOrEqual(1);
      const values = result.candidates.map((x) => x.value);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    expect(solved).toBeGreaterThan(1000);
  });

  it('an extreme spread (one cheap item, hundreds of dear ones) still lands within a hundredth', () => {
    const candidates = [c('cheap', 2500n * 1000n)];
    for (let i = 0; i < 399; i++) candidates.push(c(`dear-${String(i).padStart(3, '0')}`, 39_999_000n - BigInt(i)));
    const result = contractPool(candidates, 10_000_000n, 9000)!;
    expect(withinAHundredth(result)).toBe(true);
    expect(result.pool[0][0]).toBe('cheap');
  });
});
