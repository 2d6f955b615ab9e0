// UpgradeAttempted: the upgrade's fact on the player stream, registered as an extension of the
// ledger's player account kind. It lands in the same append as the stake leaving the backpack
// (ItemsConsumed, source 'upgrade'), the coins paid (CoinsDebited, ChangeType.UPGRADE) and, on a
// success, the target granted (ItemsGranted, source 'upgrade'). Its draw spends one nonce of the
// player's active seed pair, which is all it changes in the account's state.
import { PLAYER_ACCOUNT, withNoncesUsed, type GrantedItem } from '../../../ledger';
import { defineEvent, extension } from '../../../platform/event-sourcing';

/** The target as the catalogue gave it at the attempt (its value in hundredths, a decimal string). */
export type UpgradeTargetItem = Omit<GrantedItem, 'storage_id'>;

export interface UpgradeAttemptedData {
  readonly upgrade_id: string;
  readonly target: UpgradeTargetItem;
  /** Success rate, basis points 500..7500. */
  readonly rate: number;
  /** The RTP the price was computed with, basis points. */
  readonly rtp: number;
  /** The whole price (coins + stake value), hundredths. */
  readonly price: string;
  /** The part paid in coins, hundredths ("0" when the stake paid it all). */
  readonly coins: string;
  readonly staked_storage_ids: readonly string[];
  /** The staked items' value, hundredths. */
  readonly stake_value: string;
  readonly pair_id: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly nonce: number;
  readonly cursor: number;
  /** floor(f × 10000). */
  readonly roll: number;
  readonly success: boolean;
  /** The target's backpack entry on a success, else null. */
  readonly storage_id: string | null;
}

export interface UpgradeAttempted {
  readonly type: 'UpgradeAttempted';
  readonly data: UpgradeAttemptedData;
}

export const UPGRADE_ATTEMPTED = defineEvent('UpgradeAttempted', {
  parse: (data, check): UpgradeAttemptedData => {
    check.that(typeof data.pair_id === 'string' && Number.isInteger(data.nonce), 'draw missing');
    check.that(typeof data.success === 'boolean', 'success missing');
    return data as unknown as UpgradeAttemptedData;
  },
});

/** Registered for the player stream: an attempt spends its nonce. */
export const UPGRADE_ATTEMPTED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, UPGRADE_ATTEMPTED, (state, event) =>
  withNoncesUsed(state, event.data.pair_id, event.data.nonce + 1),
);
