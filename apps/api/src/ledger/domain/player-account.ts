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
   * Top-ups the player asked for (a recharge order, a card code) in the last weeks, oldest first:
   * what deposit limits count, decided on this stream (TopUpRequested, settled by its credit).
   */
  readonly topUps: readonly RequestedTopUp[];
  /**
   * State other contexts keep on the account through their extensions, by owner (e.g. the player's
   * responsible-gaming rules, which a guard holds every decision to). JSON values only: snapshots
   * keep them as they are.
   */
  readonly extensions: Readonly<Record<string, unknown>>;
}

export interface RequestedTopUp {
  /** The reference its credit will carry (the order id, card-code-{id}). */
  readonly reference: string;
  /** Hundredths. */
  readonly amount: bigint;
  readonly requestedAt: string;
  /** Unpaid past this, it no longer counts. */
  readonly expiresAt: string;
  readonly credited: boolean;
}

/** Requested top-ups older than this before the newest are dropped: no deposit period is longer. */
const TOP_UP_MEMORY_MS = 40 * 24 * 3_600_000;

/** The account after a top-up request (the extension of the event that records one folds it so). */
export function withRequestedTopUp(
  state: PlayerAccountState,
  topUp: Omit<RequestedTopUp, 'credited'>,
): PlayerAccountState {
  const horizon = Date.parse(topUp.requestedAt) - TOP_UP_MEMORY_MS;
  const kept = state.topUps.filter((earlier) => Date.parse(earlier.requestedAt) >= horizon);
  return { ...state, topUps: [...kept, { ...topUp, credited: false }] };
}

/** An extension's own state on the account (undefined until its first event). */
export function extensionState<T>(state: PlayerAccountState, owner: string): T | undefined {
  return state.extensions[owner] as T | undefined;
}

export function withExtensionState<T>(state: PlayerAccountState, owner: string, value: T): PlayerAccountState {
  return { ...state, extensions: { ...state.extensions, [owner]: value } };
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
    topUps: [],
    extensions: {},
  };
}

/** Folds one of the stream's own events (games' events fold through their extensions). */
export function evolve(state: PlayerAccountState, event: PlayerAccountEvent): PlayerAccountState {
  switch (event.type) {
    case 'CoinsCredited': {
      // balance_after is the fact; the amount is only its explanation (the audit checks both agree).
      const credited = { ...state, balance: BigInt(event.data.balance_after) };
      if (event.data.change_type === ChangeType.RECHARGE) {
        return settleTopUp(
          {
            ...credited,
            totalRecharge: state.totalRecharge + BigInt(event.data.amount),
            paidRecharges: state.paidRecharges + 1,
          },
          event.data.reference,
        );
      }
      if (event.data.change_type === ChangeType.CARD_CODE) return settleTopUp(credited, event.data.reference);
      return credited;
    }
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
    case 'ItemFrozen':
      return { ...state, items: withStatus(state.items, [event.data.storage_id], 3) };
    case 'ItemUnfrozen':
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

/** The requested top-up this credit pays, marked credited (it counts whatever its expiry). */
function settleTopUp(state: PlayerAccountState, reference: string): PlayerAccountState {
  if (!state.topUps.some((topUp) => topUp.reference === reference && !topUp.credited)) return state;
  return {
    ...state,
    topUps: state.topUps.map((topUp) => (topUp.reference === reference ? { ...topUp, credited: true } : topUp)),
  };
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
  /** [reference, amount, requested at, expires at, credited] */
  top_ups: [string, string, string, string, boolean][];
  extensions: Record<string, unknown>;
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
    top_ups: state.topUps.map((topUp) => [
      topUp.reference,
      topUp.amount.toString(),
      topUp.requestedAt,
      topUp.expiresAt,
      topUp.credited,
    ]),
    extensions: { ...state.extensions },
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
    topUps: snapshot.top_ups.map(([reference, amount, requestedAt, expiresAt, credited]) => ({
      reference,
      amount: BigInt(amount),
      requestedAt,
      expiresAt,
      credited,
    })),
    extensions: { ...snapshot.extensions },
  };
}
