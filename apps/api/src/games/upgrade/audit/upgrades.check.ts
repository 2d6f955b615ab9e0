// Re-checks every upgrade in the log: the price follows the formula from the recorded rate, target
// value and RTP (or the stake's value buys the rate), the coins debited (ChangeType.UPGRADE) and the
// stake consumed (ItemsConsumed) are exactly what the event says it was paid with, the target was
// granted under its storage id exactly when the attempt succeeded, the draw's seeds are its pair's
// commitment and no nonce serves two upgrades, and every draw whose pair is revealed recomputes
// with libs/fairness to the recorded roll and result.
import { ChangeType } from '@lootledger/contracts';
import { serverSeedHash, unitFloat, upgradeOutcome } from '@lootledger/fairness';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow, type SqlExecutor } from '@lootledger/event-store';
import type { CoinEventData, ItemsConsumed, ItemsGranted, SeedPairCommitted, SeedPairRevealed } from '../../../ledger';
import { describeEvent, FailureList, type AuditCheck, type AuditCheckResult } from '../../../platform/event-sourcing';
import { UPGRADE_SOURCE } from '../domain/attempt-upgrade.decider';
import type { UpgradeAttemptedData } from '../domain/upgrade-attempted.event';
import { priceAtRate, rateForValue, MAX_RATE, MIN_RATE } from '../domain/upgrade-pricing';

interface Pair {
  streamId: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string | null;
  nonces: Set<number>;
}

const TYPES = [
  'SeedPairCommitted',
  'SeedPairRevealed',
  'UpgradeAttempted',
  'ItemsGranted',
  'ItemsConsumed',
  'CoinsDebited',
];
const BATCH = 5000;

export const upgradesCheck: AuditCheck = {
  name: 'upgrades (price, payment, grant, draws)',
  async run(tx: SqlExecutor, { maxFailuresShown }): Promise<AuditCheckResult> {
    const failures = new FailureList(maxFailuresShown);
    const pairs = new Map<string, Pair>();
    const attempts: { where: string; streamId: string; data: UpgradeAttemptedData }[] = [];
    const granted = new Map<string, { storageId: string; itemId: string; value: string }[]>();
    const consumed = new Map<string, { storageIds: readonly string[]; value: string }>();
    const debited = new Map<string, bigint>();
    let after: [string, number] = ['', 0];
    for (;;) {
      const { rows } = await tx.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events e
          WHERE e.event_type = ANY($3::text[]) AND (e.stream_id, e.stream_version) > ($1, $2::integer)
          ORDER BY e.stream_id, e.stream_version LIMIT ${BATCH}`,
        [after[0], after[1], TYPES],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const event = toRecordedEvent(row);
        const where = describeEvent(event.streamId, event.streamVersion, event.eventId);
        const key = (id: string) => `${event.streamId}/${id}`;
        switch (event.type) {
          case 'SeedPairCommitted': {
            const data = event.data as unknown as SeedPairCommitted['data'];
            pairs.set(data.pair_id, {
              streamId: event.streamId,
              serverSeedHash: data.server_seed_hash,
              clientSeed: data.client_seed,
              serverSeed: null,
              nonces: new Set(),
            });
            break;
          }
          case 'SeedPairRevealed': {
            const data = event.data as unknown as SeedPairRevealed['data'];
            const pair = pairs.get(data.pair_id);
            if (pair && pair.streamId === event.streamId) pair.serverSeed = data.server_seed;
            break;
          }
          case 'UpgradeAttempted':
            attempts.push({ where, streamId: event.streamId, data: event.data as unknown as UpgradeAttemptedData });
            break;
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
      }
      const last = rows[rows.length - 1];
      after = [last.stream_id, Number(last.stream_version)];
    }

    let verified = 0;
    let pending = 0;
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
      if (
        stakedIds.join(',') !== data.staked_storage_ids.join(',') ||
        (stake ? BigInt(stake.value) : 0n) !== stakeValue
      )
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
      const pair = pairs.get(data.pair_id);
      if (!pair || pair.streamId !== streamId) {
        failures.add(`${where}: draws from pair ${data.pair_id}, never committed in this stream`);
        continue;
      }
      if (pair.serverSeedHash !== data.server_seed_hash || pair.clientSeed !== data.client_seed)
        failures.add(`${where}: seeds differ from pair ${data.pair_id}'s commitment`);
      if (pair.nonces.has(data.nonce)) failures.add(`${where}: nonce ${data.nonce} of pair ${data.pair_id} used twice`);
      pair.nonces.add(data.nonce);
      if (pair.serverSeed === null) {
        pending++;
        continue;
      }
      if (serverSeedHash(pair.serverSeed) !== data.server_seed_hash) {
        failures.add(`${where}: the revealed server seed does not match its hash`);
        continue;
      }
      const outcome = upgradeOutcome(unitFloat(pair.serverSeed, data.client_seed, data.nonce, data.cursor), data.rate);
      if (outcome.roll !== data.roll || outcome.success !== data.success)
        failures.add(
          `${where}: recomputed roll ${outcome.roll} (${outcome.success ? 'success' : 'failure'}), recorded ${data.roll} (${data.success ? 'success' : 'failure'})`,
        );
      else verified++;
    }
    return {
      name: this.name,
      checked: [
        `${attempts.length} upgrades (${successes} successes): price formula, coins and stake paid, grant iff success`,
        `${verified} draws recomputed from their revealed server seed; ${pending} pending (pair not yet rotated)`,
      ],
      failureCount: failures.count,
      failures: failures.shown,
    };
  },
};
