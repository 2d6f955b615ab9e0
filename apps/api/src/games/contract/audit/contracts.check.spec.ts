// The audit's re-solve of one contract's pool, without a database: a recorded contract passes; a
// changed weight, value, RTP, band or inputs total is named.
import { serverSeedHash } from '@lootledger/fairness';
import { fold, grantItems, initialState } from '../../../ledger';
import { DEFAULT_CONTRACT_RULES } from '../domain/contract-rules';
import type { ContractSigned, ContractSignedData } from '../domain/contract-signed.event';
import { signContract } from '../domain/sign-contract.decider';
import { contractPoolProblem } from './contracts.check';

const seed = 'c'.repeat(64);
const item = (id: string, value: bigint) => ({
  id,
  name_zh: id,
  name_en: id,
  hash_name: id,
  cover: '',
  value,
  lv: 1,
  dura: 1,
});

function recorded(): ContractSignedData {
  const inputs = ['s1', 's2', 's3'].map((id, index) => ({
    storage_id: id,
    item_id: `in-${id}`,
    name_zh: id,
    name_en: id,
    hash_name: id,
    cover: '',
    value: String(1000 + index * 250),
    lv: 1,
    dura: 1,
  }));
  const state = fold(initialState(), [
    { type: 'SeedPairCommitted', data: { pair_id: 'p', server_seed_hash: serverSeedHash(seed), client_seed: 'cs' } },
    grantItems(initialState(), 'box_open', 'o', inputs).event,
  ]);
  const events = signContract(state, {
    contractId: 'c-1',
    storageIds: ['s1', 's2', 's3'],
    rules: DEFAULT_CONTRACT_RULES,
    candidates: [item('a', 900n), item('b', 2000n), item('c', 2600n), item('d', 7000n), item('e', 11_000n)],
    pairId: 'p',
    serverSeed: seed,
    newStorageId: 'won',
  });
  return (events[1] as ContractSigned).data;
}

describe('contractPoolProblem (audit)', () => {
  it('accepts the pool a contract recorded', () => {
    expect(contractPoolProblem(recorded())).toBeNull();
  });

  it('names a changed weight, candidate value, RTP, band or total', () => {
    const data = recorded();
    const pool = data.pool.map(([id, weight], index) => [id, index === 0 ? weight + 1 : weight] as const);
    expect(contractPoolProblem({ ...data, pool })).toBe('the recorded pool is not the solved pool');
    const candidates = data.candidates.map(
      ([id, value], index) => [id, index === 1 ? String(BigInt(value) + 5n) : value] as const,
    );
    expect(contractPoolProblem({ ...data, candidates })).not.toBeNull();
    expect(contractPoolProblem({ ...data, rtp_bp: 8000 })).not.toBeNull();
    expect(contractPoolProblem({ ...data, band: { min_bp: 2500, max_bp: 20000 } })).toBe(
      'a recorded candidate is outside the band',
    );
    expect(contractPoolProblem({ ...data, inputs_total: '1' })).toMatch(/is not the sum/);
    expect(contractPoolProblem({ ...data, expected: '1' })).toBe('the recorded expected value differs');
  });
});
