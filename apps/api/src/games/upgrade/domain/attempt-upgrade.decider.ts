// Decides an upgrade attempt on the player's account: the stake leaves the backpack, the coins part
// of the price is debited, one draw on the active pair's next nonce (fairness.md "Upgrade": success
// when floor(f × 10000) < rate), and on a success the target is granted. Pure: the target, the RTP,
// the pair's server seed and the new ids arrive in the request. All events go to the player's stream
// in one append: two parallel attempts staking the same item cannot both pass (the loser decides
// again on the new state and is refused ITEM_NOT_IN_BACKPACK), and a refusal appends nothing.
import { ChangeType } from '@lootledger/contracts';
import { serverSeedHash, unitFloat } from '@lootledger/fairness';
import { upgradeOutcome } from '@lootledger/fairness/upgrade';
import { coinChange, consumeItems, grantItems, refuseWhenFrozen, type PlayerAccountState } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { SeedPairChangedError } from '../../fairness/seed-pair-changed.error';
// A value import: the decider's events fold wherever it is used (the extension registers on load).
import { UPGRADE_ATTEMPTED, type UpgradeAttempted, type UpgradeTargetItem } from './upgrade-attempted.event';
import { upgradeTerms } from './upgrade-pricing';

export const UPGRADE_SOURCE = 'upgrade';

export interface AttemptUpgradeRequest {
  upgradeId: string;
  /** The target item, its value in hundredths as a decimal string. */
  target: UpgradeTargetItem;
  /** RTP in basis points. */
  rtp: number;
  /** The chosen rate (basis points), or undefined: the stake's value sets it. */
  rate?: number;
  stakedStorageIds: readonly string[];
  pairId: string;
  serverSeed: string;
  /** The target's backpack entry should the attempt succeed. */
  storageId: string;
}

export function attemptUpgrade(state: PlayerAccountState, request: AttemptUpgradeRequest): StreamEvent[] {
  refuseWhenFrozen(state);
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }
  const events: StreamEvent[] = [];
  let current = state;
  let stakeValue = 0n;
  const staked = request.stakedStorageIds.length > 0;
  if (staked) {
    const consumed = consumeItems(current, {
      source: UPGRADE_SOURCE,
      sourceId: request.upgradeId,
      storageIds: request.stakedStorageIds,
    });
    stakeValue = BigInt(consumed.event.data.value);
    current = consumed.state;
    events.push(consumed.event);
  }
  const terms = upgradeTerms({
    targetValue: BigInt(request.target.value),
    rtp: request.rtp,
    rate: request.rate,
    stakeValue,
    staked,
  });
  if (terms.coins > 0n) {
    const debit = coinChange(current, 'debit', {
      amount: terms.coins,
      changeType: ChangeType.UPGRADE,
      reference: request.upgradeId,
    });
    current = debit.state;
    events.push(debit.event);
  }
  const cursor = 0;
  const outcome = upgradeOutcome(unitFloat(request.serverSeed, pair.clientSeed, pair.nonce, cursor), terms.rate);
  const attempted: UpgradeAttempted = {
    type: UPGRADE_ATTEMPTED.type,
    data: {
      upgrade_id: request.upgradeId,
      target: request.target,
      rate: terms.rate,
      rtp: request.rtp,
      price: terms.price.toString(),
      coins: terms.coins.toString(),
      staked_storage_ids: [...request.stakedStorageIds],
      stake_value: terms.stakeValue.toString(),
      pair_id: pair.pairId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      nonce: pair.nonce,
      cursor,
      roll: outcome.roll,
      success: outcome.success,
      storage_id: outcome.success ? request.storageId : null,
    },
  };
  events.push(attempted);
  if (outcome.success) {
    events.push(
      grantItems(current, UPGRADE_SOURCE, request.upgradeId, [{ ...request.target, storage_id: request.storageId }])
        .event,
    );
  }
  return events;
}
