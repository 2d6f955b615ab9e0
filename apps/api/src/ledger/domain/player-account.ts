// The state of a player account as commands see it, folded from the stream's events. Pure.
// Serialisable form for snapshots: bigint as decimal strings (toSnapshot/fromSnapshot).
import { ChangeType } from '@lootledger/contracts';
import { HeldItems, type HeldItem, type HeldStatus } from './held-items';
import type { PlayerAccountEvent } from './player-account.events';

export type { HeldItem, HeldStatus } from './held-items';

/** The active provably-fair pair (its server seed stays secret until it is revealed). */
export interface ActiveSeedPair {
  readonly pairId: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The next unused nonce. */
  readonly nonce: number;
}

export interface PlayerAccountState {
  /** Coins in integer hundredths; never negative. */
  readonly balance: bigint;
  readonly seedPair: ActiveSeedPair | null;
  /** Paid recharges (change type RECHARGE) so far: their sum and their number, and the VIP level. */
  readonly totalRecharge: bigint;
  readonly paidRecharges: number;
  readonly vipLevel: number;
  /**
   * Items held, by storage id. Recycled and extracted items leave the state (read models keep them).
   * Folded as HeldItems (a change shares the untouched part); any map is accepted in.
   */
  readonly items: ReadonlyMap<string, HeldItem>;
  /** Frozen by staff: no debit of the player's own, no recycling, no extraction (AccountFrozen). */
  readonly frozen: boolean;
  /**
   * The longest cool-off or self-exclusion on the stream (responsible gaming folds it in and holds
   * every later decision to it); null: none ever.
   */
  readonly exclusion: ExclusionWindow | null;
}

/** From its fact's time until `until` (ISO); until null: for good. */
export interface ExclusionWindow {
  readonly from: string;
  readonly until: string | null;
}

export function initialState(): PlayerAccountState {
  return {
    balance: 0n,
    seedPair: null,
    items: HeldItems.EMPTY,
    totalRecharge: 0n,
    paidRecharges: 0,
    vipLevel: 0,
    frozen: false,
    exclusion: null,
  };
}

/** Folds one of the stream's own events (games' events fold through their extensions). */
export function evolve(state: PlayerAccountState, event: PlayerAccountEvent): PlayerAccountState {
  switch (event.type) {
    case 'CoinsCredited':
      // balance_after is the fact; the amount is only its explanation (the audit checks both agree).
      if (event.data.change_type === ChangeType.RECHARGE) {
        return {
          ...state,
          balance: BigInt(event.data.balance_after),
          totalRecharge: state.totalRecharge + BigInt(event.data.amount),
          paidRecharges: state.paidRecharges + 1,
        };
      }
      return { ...state, balance: BigInt(event.data.balance_after) };
    case 'CoinsDebited':
      return { ...state, balance: BigInt(event.data.balance_after) };
    case 'VipLevelChanged':
      return { ...state, vipLevel: event.data.to };
    case 'AccountFrozen':
      return { ...state, frozen: true };
    case 'AccountUnfrozen':
      return { ...state, frozen: false };
    case 'ItemsGranted':
      return {
        ...state,
        items: HeldItems.from(state.items).with(
          event.data.items.map((item) => [
            item.storage_id,
            { itemId: item.item_id, value: BigInt(item.value), status: 0 } satisfies HeldItem,
          ]),
        ),
      };
    case 'ItemsRecycled':
    case 'ItemsConsumed':
      return { ...state, items: without(state.items, event.data.storage_ids) };
    case 'ItemsExtractionRequested':
      return {
        ...state,
        items: withStatus(
          state.items,
          event.data.items.map((item) => item.storage_id),
          4,
        ),
      };
    case 'ItemDeliveryUpdated':
      return { ...state, items: withStatus(state.items, [event.data.storage_id], event.data.status) };
    case 'ItemExtracted':
      return { ...state, items: without(state.items, [event.data.storage_id]) };
    case 'ItemReturned':
      return { ...state, items: withStatus(state.items, [event.data.storage_id], 0) };
    case 'SeedPairCommitted':
      return {
        ...state,
        seedPair: {
          pairId: event.data.pair_id,
          serverSeedHash: event.data.server_seed_hash,
          clientSeed: event.data.client_seed,
          nonce: 0,
        },
      };
    case 'SeedPairRevealed':
      return {
        ...state,
        seedPair: state.seedPair?.pairId === event.data.pair_id ? null : state.seedPair,
      };
    default:
      return unknownEvent(event);
  }
}

/**
 * The seed pair's nonces up to `next` (exclusive) are spent: a game's draws consumed them. For the
 * extensions of games whose events draw on the pair (BoxOpened, ...).
 */
export function withNoncesUsed(state: PlayerAccountState, pairId: string, next: number): PlayerAccountState {
  const pair = state.seedPair;
  if (!pair || pair.pairId !== pairId || pair.nonce >= next) return state;
  return { ...state, seedPair: { ...pair, nonce: next } };
}

function without(items: ReadonlyMap<string, HeldItem>, storageIds: readonly string[]): HeldItems {
  return HeldItems.from(items).without(storageIds);
}

function withStatus(
  items: ReadonlyMap<string, HeldItem>,
  storageIds: readonly string[],
  status: HeldStatus,
): HeldItems {
  const changed: [string, HeldItem][] = [];
  for (const id of storageIds) {
    const held = items.get(id);
    if (held) changed.push([id, { ...held, status }]);
  }
  return HeldItems.from(items).with(changed);
}

function unknownEvent(event: never): never {
  throw new Error(`Unknown player account event ${(event as { type: string }).type}`);
}

/** Name+version of the snapshot shape: bump it when PlayerAccountState changes (old snapshots are then ignored). */
export const PLAYER_ACCOUNT_SNAPSHOT_SCHEMA = 'player-account@6';

export interface PlayerAccountSnapshotState {
  balance: string;
  seed_pair: { pair_id: string; server_seed_hash: string; client_seed: string; nonce: number } | null;
  /** [storage id, item id, value, status] */
  items: [string, string, string, HeldStatus][];
  total_recharge: string;
  paid_recharges: number;
  vip_level: number;
  frozen: boolean;
  exclusion: ExclusionWindow | null;
}

export function toSnapshotState(state: PlayerAccountState): PlayerAccountSnapshotState {
  const pair = state.seedPair;
  return {
    balance: state.balance.toString(),
    seed_pair: pair
      ? { pair_id: pair.pairId, server_seed_hash: pair.serverSeedHash, client_seed: pair.clientSeed, nonce: pair.nonce }
      : null,
    items: [...state.items].map(([storageId, item]) => [storageId, item.itemId, item.value.toString(), item.status]),
    total_recharge: state.totalRecharge.toString(),
    paid_recharges: state.paidRecharges,
    vip_level: state.vipLevel,
    frozen: state.frozen,
    exclusion: state.exclusion,
  };
}

export function fromSnapshotState(snapshot: PlayerAccountSnapshotState): PlayerAccountState {
  const pair = snapshot.seed_pair;
  return {
    balance: BigInt(snapshot.balance),
    seedPair: pair
      ? { pairId: pair.pair_id, serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce }
      : null,
    items: HeldItems.EMPTY.with(
      snapshot.items.map(([storageId, itemId, value, status]) => [storageId, { itemId, value: BigInt(value), status }]),
    ),
    totalRecharge: BigInt(snapshot.total_recharge),
    paidRecharges: snapshot.paid_recharges,
    vipLevel: snapshot.vip_level,
    frozen: snapshot.frozen,
    exclusion: snapshot.exclusion,
  };
}
