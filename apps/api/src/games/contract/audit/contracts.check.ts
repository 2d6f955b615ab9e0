// Re-checks every contract in the log with libs/fairness: the pool re-solved from the recorded
// candidates, inputs total, RTP and band equals the recorded pool and expected value; the inputs
// consumed are the recorded inputs (same ids, same total value); the item granted is the item drawn,
// worth its candidate value; the pair was committed in the same stream with the same seeds; and, once
// the pair is revealed, the draw recomputes to the recorded ticket and item. Draws of pairs still
// active are counted as pending. (Every nonce serving one draw across games: the pair-nonces check.)
import { contractPool, roundHundredths } from '@lootledger/fairness';
import type { ItemsConsumed, ItemsGranted } from '../../../ledger';
import { defineAuditCheck } from '../../../platform/event-sourcing';
import { SeedPairBook } from '../../fairness/audit/seed-pair-book';
import type { ContractSignedData } from '../domain/contract-signed.event';

/** What the audit finds wrong with one contract's pool, or null (exported for the spec). */
export function contractPoolProblem(data: ContractSignedData): string | null {
  const total = data.inputs.reduce((sum, input) => sum + BigInt(input.value), 0n);
  if (total.toString() !== data.inputs_total) return `inputs total ${data.inputs_total} is not the sum ${total}`;
  let solved;
  try {
    solved = contractPool(
      data.candidates.map(([itemId, value]) => ({ itemId, value: BigInt(value) })),
      total,
      data.rtp_bp,
      { minBasisPoints: data.band.min_bp, maxBasisPoints: data.band.max_bp },
    );
  } catch (error) {
    return `its candidates do not solve: ${(error as Error).message}`;
  }
  if (!solved) return 'no pool solves from its candidates';
  if (solved.candidates.length !== data.candidates.length) return 'a recorded candidate is outside the band';
  if (JSON.stringify(solved.pool) !== JSON.stringify(data.pool)) return 'the recorded pool is not the solved pool';
  if (roundHundredths(solved.expected).toString() !== data.expected) return 'the recorded expected value differs';
  return null;
}

export const contractsCheck = defineAuditCheck(
  'contracts (pools re-solved, draws re-drawn with libs/fairness)',
  async (tx, failures) => {
    const pairs = new SeedPairBook(failures);
    const consumed = new Map<string, ItemsConsumed['data']>();
    const granted = new Map<string, ItemsGranted['data']>();
    const contracts = await pairs.scan<ContractSignedData>(
      tx,
      'ContractSigned',
      ['ItemsConsumed', 'ItemsGranted'],
      (event) => {
        if (event.type === 'ItemsConsumed') {
          const data = event.data as unknown as ItemsConsumed['data'];
          if (data.source === 'contract') consumed.set(data.source_id, data);
        } else {
          const data = event.data as unknown as ItemsGranted['data'];
          if (data.source === 'contract') granted.set(data.source_id, data);
        }
      },
    );

    for (const { where, streamId, data } of contracts) {
      const problem = contractPoolProblem(data);
      if (problem) failures.add(`${where}: contract ${data.contract_id}: ${problem}`);
      const spent = consumed.get(data.contract_id);
      if (
        !spent ||
        JSON.stringify(spent.storage_ids) !== JSON.stringify(data.inputs.map((input) => input.storage_id)) ||
        spent.value !== data.inputs_total
      ) {
        failures.add(`${where}: contract ${data.contract_id}: the items consumed are not its inputs`);
      }
      const got = granted.get(data.contract_id);
      const value = data.candidates.find(([itemId]) => itemId === data.item_id)?.[1];
      if (
        !got ||
        got.items.length !== 1 ||
        got.items[0].item_id !== data.item_id ||
        got.items[0].storage_id !== data.storage_id ||
        got.items[0].value !== value
      ) {
        failures.add(`${where}: contract ${data.contract_id}: drew ${data.item_id} but granted something else`);
      }
      const pair = pairs.pairFor(where, streamId, data);
      if (!pair) continue;
      pairs.verifyWeightedPick(pair, `${where}: contract ${data.contract_id}`, data);
    }
    return [
      `${contracts.length} contracts: pools re-solved from their candidates, inputs consumed, item granted`,
      `${pairs.verified} contract draws recomputed from their revealed server seed; ${pairs.pending} pending (pair not yet rotated)`,
    ];
  },
);
