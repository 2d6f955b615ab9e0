// Re-checks every upgrade in the log: the price follows the formula from the recorded rate, target
// value and RTP (or the stake's value buys the rate), the coins debited (ChangeType.UPGRADE) and the
// stake consumed (ItemsConsumed) are exactly what the event says it was paid with, the target was
// granted under its storage id exactly when the attempt succeeded, the draw's seeds are its pair's
// commitment, and every draw whose pair is revealed recomputes with libs/fairness to the recorded
// roll and result. (Every nonce serving one draw across games: the pair-nonces check.)
import { ChangeType } from '@lootledger/contracts';
import { unitFloat } from '@lootledger/fairness';
import { upgradeOutcome } from '@lootledger/fairness/upgrade';
import type { CoinEventData, ItemsConsumed, ItemsGranted } from '../../../ledger';
import { SeedPairBook } from '../../fairness/audit/seed-pair-book';
import { defineAuditCheck } from '../../../platform/event-sourcing';
import { UPGRADE_SOURCE } from '../domain/attempt-upgrade.decider';
import type { UpgradeAttemptedData } from '../domain/upgrade-attempted.event';
import { priceAtRate, rateForValue, MAX_RATE, MIN_RATE } from '../domain/upgrade-pricing';

export const upgradesCheck = defineAuditCheck('upgrades (price, payment, grant, draws)', async (tx, failures) => {
  const pairs = new SeedPairBook(failures);
  const granted = new Map<string, { storageId: string; itemId: string; value: string }[]>();
  const consumed = new Map<string, { storageIds: readonly string[]; value: string }>();
  const debited = new Map<string, bigint>();
  const attempts = await pairs.scan<UpgradeAttemptedData>(
    tx,
    'UpgradeAttempted',
    ['ItemsGranted', 'ItemsConsumed', 'CoinsDebited'],
    (event) => {
      const key = (id: string) => `${event.streamId}/${id}`;
      switch (event.type) {
        case 'ItemsGranted': {
          const data = event.data as unknown as ItemsGranted['data'];
          if (data.source !== UPGRADE_SOURCE) break;
          granted.set(
            key(data.source_id),
            data.items.map((item) => ({ storageId: item.storage_id, itemId: item.item_id, value: item.value })),
          );
          break;
        }
        case 'ItemsConsumed': {
          const data = event.data as unknown as ItemsConsumed['data'];
          if (data.source === UPGRADE_SOURCE)
            consumed.set(key(data.source_id), { storageIds: data.storage_ids, value: data.value });
          break;
        }
        case 'CoinsDebited': {
          const data = event.data as unknown as CoinEventData;
          if (data.change_type === ChangeType.UPGRADE)
            debited.set(key(data.reference), (debited.get(key(data.reference)) ?? 0n) - BigInt(data.amount));
          break;
        }
      }
    },
  );

  let verified = 0;
  let successes = 0;
  for (const { where, streamId, data } of attempts) {
    const id = `${streamId}/${data.upgrade_id}`;
    const value = BigInt(data.target.value);
    const price = BigInt(data.price);
    const coins = BigInt(data.coins);
    const stakeValue = BigInt(data.stake_value);
    if (data.rate < MIN_RATE || data.rate > MAX_RATE) failures.add(`${where}: rate ${data.rate} outside 500..7500`);
    if (coins + stakeValue !== price) failures.add(`${where}: coins ${coins} + stake ${stakeValue} ≠ price ${price}`);
    if (coins > 0n) {
      if (price !== priceAtRate(value, data.rate, data.rtp))
        failures.add(`${where}: price ${price} ≠ ceil(${data.rate} × ${value} ÷ ${data.rtp})`);
    } else if (
      rateForValue(value, stakeValue, data.rtp) !== data.rate &&
      price !== priceAtRate(value, data.rate, data.rtp)
    ) {
      failures.add(`${where}: a stake of ${stakeValue} does not buy rate ${data.rate}`);
    }
    if ((debited.get(id) ?? 0n) !== coins)
      failures.add(`${where}: ${coins} coins recorded, ${debited.get(id) ?? 0n} debited (UPGRADE)`);
    const stake = consumed.get(id);
    const stakedIds = stake ? [...stake.storageIds] : [];
    if (stakedIds.join(',') !== data.staked_storage_ids.join(',') || (stake ? BigInt(stake.value) : 0n) !== stakeValue)
      failures.add(`${where}: the stake recorded differs from the items consumed`);
    const grants = granted.get(id) ?? [];
    if (data.success) {
      successes++;
      const grant = grants[0];
      if (
        grants.length !== 1 ||
        grant.storageId !== data.storage_id ||
        grant.itemId !== data.target.item_id ||
        grant.value !== data.target.value
      )
        failures.add(`${where}: a success must grant ${data.target.item_id} under ${data.storage_id}`);
    } else if (grants.length > 0 || data.storage_id !== null) {
      failures.add(`${where}: a failure granted an item`);
    }
    const pair = pairs.pairFor(where, streamId, data);
    if (!pair) continue;
    const seed = pairs.seedToRedraw(pair, where, data.server_seed_hash);
    if (seed === null) continue;
    const outcome = upgradeOutcome(unitFloat(seed, data.client_seed, data.nonce, data.cursor), data.rate);
    if (outcome.roll !== data.roll || outcome.success !== data.success)
      failures.add(
        `${where}: recomputed roll ${outcome.roll} (${outcome.success ? 'success' : 'failure'}), recorded ${data.roll} (${data.success ? 'success' : 'failure'})`,
      );
    else verified++;
  }
  return [
    `${attempts.length} upgrades (${successes} successes): price formula, coins and stake paid, grant iff success`,
    `${verified} draws recomputed from their revealed server seed; ${pairs.pending} pending (pair not yet rotated)`,
  ];
});
