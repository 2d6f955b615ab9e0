// A deterministic simulation of 25,000 contracts: a fixed catalogue, inputs drawn from it, each
// pool solved by contractPool and drawn with the weighted pick on consecutive nonces of a fixed
// seed pair. The return (sum of values won / sum of inputs) must be within 1% of the configured RTP.
import { contractPool, type ContractCandidate } from './contract-pool';
import { unitFloatFor } from './unit-float';
import { weightedPick } from './weighted-pick';

function simulateContracts(contracts: number, rtpBasisPoints: number): { observed: number; refused: number } {
  const setup = unitFloatFor('5eed'.repeat(16));
  const draws = unitFloatFor('d1ce'.repeat(16));
  let setupNonce = 0;
  const next = () => setup('catalogue', setupNonce++, 0);
  // 300 items from 0.10 to 5,000.00, log-spread (a skins catalogue's shape).
  const catalogue: ContractCandidate[] = Array.from({ length: 300 }, (_, i) => ({
    itemId: `item-${String(i).padStart(3, '0')}`,
    value: BigInt(10 + Math.floor(Math.exp(next() * Math.log(50_000)))),
  }));
  // The inputs come from the cheaper two thirds (what players hold most), 3 to 9 of them.
  const holdable = [...catalogue].sort((a, b) => Number(a.value - b.value)).slice(0, 200);
  const valueOf = new Map(catalogue.map((item) => [item.itemId, item.value]));
  let spent = 0n;
  let won = 0n;
  let refused = 0;
  for (let nonce = 0; nonce < contracts; nonce++) {
    const count = 3 + Math.floor(next() * 7);
    let total = 0n;
    for (let i = 0; i < count; i++) total += holdable[Math.floor(next() * holdable.length)].value;
    const solved = contractPool(catalogue, total, rtpBasisPoints);
    if (!solved) {
      refused++;
      continue;
    }
    const { itemId } = weightedPick(solved.pool, draws('simulation', nonce, 0));
    spent += total;
    won += valueOf.get(itemId)!;
  }
  return { observed: Number((won * 1_000_000n) / spent) / 1_000_000, refused };
}

describe('contract simulation', () => {
  it.each([9000, 8000])('25,000 contracts at RTP %d bp return within 1%% of it', (rtp) => {
    const { observed, refused } = simulateContracts(25_000, rtp);
    // Printed for the README and the report.
    console.log(`contract simulation: RTP ${rtp / 100}%, observed ${(observed * 100).toFixed(3)}%, refused ${refused}`);
    expect(refused).toBeLessThan(250);
    expect(Math.abs(observed - rtp / 10_000)).toBeLessThanOrEqual((0.01 * rtp) / 10_000);
  });
});
