import { serverSeedHash, unitFloat, weightedPick } from '@lootledger/fairness';
import { fold, grantItems, initialState, type GrantedItem, type ItemsGranted } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { refusal } from '../../../platform/testing/refusal';
import { SeedPairChangedError } from '../../fairness/seed-pair-changed.error';
import { DEFAULT_CONTRACT_RULES } from './contract-rules';
import type { ContractSigned } from './contract-signed.event';
import { signContract, type ContractItem, type SignContractRequest } from './sign-contract.decider';
import { aGameItem } from '../../testing/game-item.builder';

const serverSeed = 'a'.repeat(64);
const catalogueItem = (id: string, value: bigint): ContractItem => aGameItem(id, value, 2);
const held = (storageId: string, itemId: string, value: string): GrantedItem => ({
  storage_id: storageId,
  item_id: itemId,
  name_zh: itemId,
  name_en: itemId,
  hash_name: itemId,
  cover: '',
  value,
  lv: 1,
  dura: 1,
});
// Four items of 10.00 each in the backpack: three make a 30.00 contract, target 27.00.
const backpack = ['s1', 's2', 's3', 's4'].map((id) => held(id, `in-${id}`, '1000'));
const candidates = [
  catalogueItem('cheap', 1000n),
  catalogueItem('middle', 2500n),
  catalogueItem('dear', 6000n),
  catalogueItem('too-dear', 12_001n),
];

function given(...extra: StreamEvent[]) {
  return fold(initialState(), [
    {
      type: 'SeedPairCommitted',
      data: { pair_id: 'pair-1', server_seed_hash: serverSeedHash(serverSeed), client_seed: 'player-seed' },
    },
    grantItems(initialState(), 'box_open', 'open-1', backpack).event,
    ...extra,
  ]);
}

const request = (overrides: Partial<SignContractRequest> = {}): SignContractRequest => ({
  contractId: 'contract-1',
  storageIds: ['s1', 's2', 's3'],
  rules: DEFAULT_CONTRACT_RULES,
  candidates,
  pairId: 'pair-1',
  serverSeed,
  newStorageId: 'won-1',
  ...overrides,
});

describe('signContract (decider)', () => {
  it('consumes the inputs, records the solved pool and the draw, grants the one item drawn; no coins move', () => {
    const state = given();
    const events = signContract(state, request());
    expect(events.map((event) => event.type)).toEqual(['ItemsConsumed', 'ContractSigned', 'ItemsGranted']);
    const [consumed, signed, granted] = events as [StreamEvent, ContractSigned, ItemsGranted];
    expect(consumed.data).toEqual({
      source: 'contract',
      source_id: 'contract-1',
      storage_ids: ['s1', 's2', 's3'],
      value: '3000',
    });
    const data = signed.data;
    expect(data).toMatchObject({
      contract_id: 'contract-1',
      inputs_total: '3000',
      rtp_bp: 9000,
      band: { min_bp: 2500, max_bp: 40000 },
      pair_id: 'pair-1',
      client_seed: 'player-seed',
      nonce: 0,
      cursor: 0,
      storage_id: 'won-1',
    });
    // 12,001 is above 4 x 30.00: out of the band, so not a candidate.
    expect(data.candidates).toEqual([
      ['cheap', '1000'],
      ['middle', '2500'],
      ['dear', '6000'],
    ]);
    // below: 10.00 (17.00 short), 25.00 (2.00 short): DL = 19.00; above: 60.00 (33.00 over): DH = 33.00
    expect(data.pool).toEqual([
      ['cheap', 33],
      ['middle', 33],
      ['dear', 19],
    ]);
    expect(data.expected).toBe('2700');
    const pick = weightedPick(data.pool, unitFloat(serverSeed, 'player-seed', 0, 0));
    expect(data).toMatchObject({ ticket: pick.ticket, item_id: pick.itemId });
    expect(granted.data.items).toEqual([
      expect.objectContaining({
        storage_id: 'won-1',
        item_id: pick.itemId,
        value: String(candidates.find((c) => c.id === pick.itemId)!.value),
      }),
    ]);

    const after = fold(state, events);
    expect(after.balance).toBe(0n);
    expect(after.seedPair?.nonce).toBe(1);
    expect([...after.items.keys()].sort()).toEqual(['s4', 'won-1']);
  });

  it('takes 3 to 9 items: fewer, more, or one twice is refused before anything is drawn', () => {
    const state = given();
    expect(refusal(() => signContract(state, request({ storageIds: ['s1', 's2'] })))).toBe('CONTRACT_TOO_FEW_ITEMS');
    expect(refusal(() => signContract(state, request({ storageIds: [] })))).toBe('CONTRACT_TOO_FEW_ITEMS');
    const ten = Array.from({ length: 10 }, (_, i) => `x${i}`);
    expect(refusal(() => signContract(state, request({ storageIds: ten })))).toBe('CONTRACT_TOO_MANY_ITEMS');
    expect(refusal(() => signContract(state, request({ storageIds: ['s1', 's2', 's1'] })))).toBe(
      'CONTRACT_ITEM_REPEATED',
    );
  });

  it('accepts 9 items', () => {
    const nine = Array.from({ length: 9 }, (_, i) => held(`n${i}`, `in-n${i}`, '1000'));
    const state = fold(given(), [grantItems(given(), 'box_open', 'open-2', nine).event]);
    const events = signContract(state, request({ storageIds: nine.map((item) => item.storage_id) }));
    expect((events[1] as ContractSigned).data.inputs_total).toBe('9000');
  });

  it('refuses items not in the backpack now: unknown, already consumed, or on their way out', () => {
    const state = given();
    expect(refusal(() => signContract(state, request({ storageIds: ['s1', 's2', 'nope'] })))).toBe(
      'ITEM_NOT_IN_BACKPACK',
    );
    const afterOne = fold(state, signContract(state, request()));
    // A second contract racing for s1 decides again on the new state and is refused.
    expect(
      refusal(() => signContract(afterOne, request({ contractId: 'c-2', storageIds: ['s1', 's4', 'won-1'] }))),
    ).toBe('ITEM_NOT_IN_BACKPACK');
    const shipping = fold(state, [
      { type: 'ItemsExtractionRequested', data: { items: [{ storage_id: 's4', bill_id: 'b1' }] } },
    ]);
    expect(shipping.items.get('s4')?.status).toBe(4);
    expect(refusal(() => signContract(shipping, request({ storageIds: ['s1', 's2', 's4'] })))).toBe(
      'ITEM_NOT_IN_BACKPACK',
    );
  });

  it('refuses a frozen account', () => {
    const frozen = given({ type: 'AccountFrozen', data: { reason: 'check', by: 'staff-1' } });
    expect(frozen.frozen).toBe(true);
    expect(refusal(() => signContract(frozen, request()))).toBe('ACCOUNT_FROZEN');
  });

  it('refuses when no pool can reach RTP x total (every candidate above it)', () => {
    expect(
      refusal(() =>
        signContract(given(), request({ candidates: [catalogueItem('a', 5000n), catalogueItem('b', 9000n)] })),
      ),
    ).toBe('CONTRACT_NO_POOL');
  });

  it('asks for the seed again when the active pair is another one, and refuses a wrong server seed', () => {
    expect(() => signContract(given(), request({ pairId: 'pair-0' }))).toThrow(SeedPairChangedError);
    expect(() => signContract(given(), request({ serverSeed: 'b'.repeat(64) }))).toThrow(/commitment/);
  });
});
