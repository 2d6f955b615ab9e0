// Decides a contract on the player's account: 3 to 9 distinct backpack items consumed (they leave
// for good), the pool solved from their total (libs/fairness contractPool), one weighted pick on the
// active pair's next nonce (cursor 0), the item won granted. No coins move. Pure: the rules, the
// catalogue candidates, the pair's server seed and the new ids arrive in the request. The three
// events go to the player's stream in one append: two contracts racing for an item cannot both
// consume it (the loser decides again on the new state and is refused), and a refusal changes nothing.
import {
  contractPool,
  roundHundredths,
  serverSeedHash,
  unitFloat,
  weightedPick,
  type ContractPool,
} from '@lootledger/fairness';
import {
  consumeItems,
  grantedItem,
  grantItems,
  refuseFrozenItems,
  refuseWhenFrozen,
  type GrantableItem,
  type PlayerAccountState,
} from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { SeedPairChangedError } from '../../fairness/seed-pair-changed.error';
import { checkContractInputs, type ContractRules } from './contract-rules';
// A value import: the decider's events fold wherever it is used (the extension registers on load).
import { CONTRACT_SIGNED, type ContractSigned } from './contract-signed.event';

/** A catalogue item that may come out of a contract (CatalogueItemView): its value is priced here. */
export interface ContractItem extends GrantableItem {
  readonly value: bigint;
}

export interface SignContractRequest {
  contractId: string;
  storageIds: readonly string[];
  rules: ContractRules;
  /** Catalogue items that may be in the band (the decider keeps those in it). */
  candidates: readonly ContractItem[];
  pairId: string;
  serverSeed: string;
  /** The storage id of the item won. */
  newStorageId: string;
}

/** The inputs' total (hundredths) of items in the backpack now; refuses like the contract would. */
export function inputsOf(
  state: PlayerAccountState,
  storageIds: readonly string[],
): { storageId: string; itemId: string; value: bigint }[] {
  checkContractInputs(storageIds);
  refuseFrozenItems(state, storageIds);
  const missing = storageIds.filter((storageId) => state.items.get(storageId)?.status !== 0);
  if (missing.length > 0) throw new DomainError('ITEM_NOT_IN_BACKPACK', { storage_ids: missing.join(',') });
  return storageIds.map((storageId) => {
    const held = state.items.get(storageId)!;
    return { storageId, itemId: held.itemId, value: held.value };
  });
}

/** The pool a contract of these inputs would draw from; refuses CONTRACT_NO_POOL when none reaches the target. */
export function solveContractPool(
  total: bigint,
  rules: ContractRules,
  candidates: readonly { id: string; value: bigint }[],
): ContractPool {
  const solved = contractPool(
    candidates.map((item) => ({ itemId: item.id, value: item.value })),
    total,
    rules.rtpBasisPoints,
    rules.band,
  );
  if (!solved) throw new DomainError('CONTRACT_NO_POOL');
  return solved;
}

export function signContract(state: PlayerAccountState, request: SignContractRequest): StreamEvent[] {
  checkContractInputs(request.storageIds);
  refuseWhenFrozen(state);
  const inputs = inputsOf(state, request.storageIds);
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }

  const consumed = consumeItems(state, {
    source: 'contract',
    sourceId: request.contractId,
    storageIds: request.storageIds,
  });
  const total = inputs.reduce((sum, input) => sum + input.value, 0n);
  const solved = solveContractPool(total, request.rules, request.candidates);
  const cursor = 0;
  const pick = weightedPick(solved.pool, unitFloat(request.serverSeed, pair.clientSeed, pair.nonce, cursor));
  const item = request.candidates.find((candidate) => candidate.id === pick.itemId)!;

  const signed: ContractSigned = {
    type: CONTRACT_SIGNED.type,
    data: {
      contract_id: request.contractId,
      inputs: inputs.map((input) => ({
        storage_id: input.storageId,
        item_id: input.itemId,
        value: input.value.toString(),
      })),
      inputs_total: total.toString(),
      rtp_bp: request.rules.rtpBasisPoints,
      band: { min_bp: request.rules.band.minBasisPoints, max_bp: request.rules.band.maxBasisPoints },
      candidates: solved.candidates.map((candidate) => [candidate.itemId, candidate.value.toString()] as const),
      pool: solved.pool.map(([itemId, weight]) => [itemId, weight] as const),
      expected: roundHundredths(solved.expected).toString(),
      pair_id: pair.pairId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: pair.nonce,
      cursor,
      ticket: pick.ticket,
      item_id: item.id,
      storage_id: request.newStorageId,
    },
  };
  const granted = grantItems(consumed.state, 'contract', request.contractId, [grantedItem(request.newStorageId, item)]);
  return [consumed.event, signed, granted.event];
}
