// The facts of a player account stream `player-{id}`: coins, items (the backpack), the provably-fair
// seed pair and the draws that consume its nonces. One stream, so a game debits coins, draws and
// grants items in one append with the expected version: no overdraft, no nonce used twice.
//
// Event data shape (schema 1), pinned for auditors:
//   amount          signed integer hundredths as a decimal string: "+" credit, "-" debit ("1000", "-250").
//                   A string, not a JSON number, so amounts beyond 2^53 stay exact in every reader;
//                   in SQL: (data->>'amount')::bigint.
//   balance_after   the account balance after this event, integer hundredths as a decimal string
//   change_type     ChangeType number (libs/contracts ledger.ts)
//   reference       what caused it, unique per player and change type (order id, open id, ...):
//                   the idempotency key the event id is derived from
//   counter_account the other leg of the double entry (CounterAccount in libs/contracts)
// Item values are integer hundredths as decimal strings too. Server seeds appear in the log only in
// SeedPairRevealed: before that, events carry the seed's hash.
import type { ChangeType, CounterAccount } from '@lootledger/contracts';
import { isChangeType, isCounterAccount } from '@lootledger/contracts';

export const PLAYER_STREAM_PREFIX = 'player-';

export function playerStreamId(playerId: string): string {
  return `${PLAYER_STREAM_PREFIX}${playerId}`;
}

/** The player id of a `player-{id}` stream, or null for another stream. */
export function playerIdOfStream(streamId: string): string | null {
  return streamId.startsWith(PLAYER_STREAM_PREFIX) ? streamId.slice(PLAYER_STREAM_PREFIX.length) : null;
}

/** Current version of the coin events' data shape (metadata.schema). */
export const COIN_EVENT_SCHEMA = 1;

export interface CoinEventData {
  readonly amount: string;
  readonly balance_after: string;
  readonly change_type: ChangeType;
  readonly reference: string;
  readonly counter_account: CounterAccount;
}

export interface CoinsCredited {
  readonly type: 'CoinsCredited';
  readonly data: CoinEventData;
}

export interface CoinsDebited {
  readonly type: 'CoinsDebited';
  readonly data: CoinEventData;
}

export type CoinEvent = CoinsCredited | CoinsDebited;

/** Where granted items came from. */
export type ItemSource = 'box_open' | 'battle' | 'upgrade' | 'contract' | 'roll' | 'shop' | 'staff';

/** An item as granted: the catalogue's data at that moment (a later catalogue edit changes nothing here). */
export interface GrantedItem {
  readonly storage_id: string;
  readonly item_id: string;
  readonly name_zh: string;
  readonly name_en: string;
  readonly hash_name: string;
  readonly cover: string;
  /** Value in integer hundredths (decimal string): what recycling pays. */
  readonly value: string;
  readonly lv: number;
  readonly dura: number;
}

export interface ItemsGranted {
  readonly type: 'ItemsGranted';
  readonly data: { readonly source: ItemSource; readonly source_id: string; readonly items: readonly GrantedItem[] };
}

/** Items sold back to the house; the CoinsCredited of the same append (same reference) pays them. */
export interface ItemsRecycled {
  readonly type: 'ItemsRecycled';
  readonly data: { readonly reference: string; readonly storage_ids: readonly string[]; readonly amount: string };
}

/** Items leave the backpack for delivery (status 4), one delivery bill each. */
export interface ItemsExtractionRequested {
  readonly type: 'ItemsExtractionRequested';
  readonly data: { readonly items: readonly { readonly storage_id: string; readonly bill_id: string }[] };
}

/** A delivery moved on: 5 shipping (offer made), 6 awaiting receipt (offer sent to the player). */
export interface ItemDeliveryUpdated {
  readonly type: 'ItemDeliveryUpdated';
  readonly data: { readonly storage_id: string; readonly bill_id: string; readonly status: 5 | 6 };
}

/** The player received the item: it left the platform (status 1). */
export interface ItemExtracted {
  readonly type: 'ItemExtracted';
  readonly data: { readonly storage_id: string; readonly bill_id: string };
}

/** The delivery failed: the item is back in the backpack (status 0), with the reason shown. */
export interface ItemReturned {
  readonly type: 'ItemReturned';
  readonly data: { readonly storage_id: string; readonly bill_id: string; readonly reason: string };
}

/** A new seed pair: its server seed's hash is the commitment shown before any draw; nonce starts at 0. */
export interface SeedPairCommitted {
  readonly type: 'SeedPairCommitted';
  readonly data: { readonly pair_id: string; readonly server_seed_hash: string; readonly client_seed: string };
}

/** The pair is retired and its server seed published: every draw it served can now be re-checked. */
export interface SeedPairRevealed {
  readonly type: 'SeedPairRevealed';
  readonly data: {
    readonly pair_id: string;
    readonly server_seed: string;
    readonly server_seed_hash: string;
    readonly client_seed: string;
    /** The next unused nonce: the pair served nonces 0 .. nonce-1. */
    readonly nonce: number;
  };
}

/** One box draw: a weighted pick over the recorded pool (fairness.md). */
export interface BoxDraw {
  readonly nonce: number;
  readonly cursor: number;
  readonly ticket: number;
  readonly item_id: string;
  readonly storage_id: string;
}

/** Boxes opened: the price paid (CoinsDebited), the draws (here) and the items (ItemsGranted) land together. */
export interface BoxOpened {
  readonly type: 'BoxOpened';
  readonly data: {
    readonly open_id: string;
    readonly box_id: string;
    readonly box_name_zh: string;
    readonly box_name_en: string;
    readonly box_cover: string;
    /** Price of one box, hundredths. */
    readonly price: string;
    readonly num: number;
    /** The exact pool drawn from, in draw order: [item id, weight]. */
    readonly pool: readonly (readonly [string, number])[];
    readonly pair_id: string;
    readonly server_seed_hash: string;
    readonly client_seed: string;
    readonly draws: readonly BoxDraw[];
  };
}

export type ItemEvent =
  ItemsGranted | ItemsRecycled | ItemsExtractionRequested | ItemDeliveryUpdated | ItemExtracted | ItemReturned;
export type FairnessEvent = SeedPairCommitted | SeedPairRevealed;
export type GameEvent = BoxOpened;

/** The player's VIP level moved with their total of paid recharges (loyalty's thresholds at that time). */
export interface VipLevelChanged {
  readonly type: 'VipLevelChanged';
  readonly data: {
    readonly from: number;
    readonly to: number;
    /** Total paid recharges after the recharge that moved it, hundredths. */
    readonly total_recharge: string;
    /** The recharge (order id) that moved it. */
    readonly reference: string;
  };
}

export type LoyaltyEvent = VipLevelChanged;

/**
 * Staff froze the account: the player can still sign in and see everything, but not spend (open
 * boxes or any other debit of their own), recycle or extract until it is unfrozen. Credits, staff
 * adjustments, deliveries already under way and seed-pair rotation go on.
 */
export interface AccountFrozen {
  readonly type: 'AccountFrozen';
  readonly data: { readonly reason: string; /** The staff id. */ readonly by: string };
}

/** Staff lifted the freeze. */
export interface AccountUnfrozen {
  readonly type: 'AccountUnfrozen';
  readonly data: { readonly reason: string; /** The staff id. */ readonly by: string };
}

export type AccountStatusEvent = AccountFrozen | AccountUnfrozen;

/** Every event of a player account stream. */
export type PlayerAccountEvent = CoinEvent | ItemEvent | FairnessEvent | GameEvent | LoyaltyEvent | AccountStatusEvent;

export const PLAYER_ACCOUNT_EVENT_TYPES: readonly PlayerAccountEvent['type'][] = [
  'CoinsCredited',
  'CoinsDebited',
  'ItemsGranted',
  'ItemsRecycled',
  'ItemsExtractionRequested',
  'ItemDeliveryUpdated',
  'ItemExtracted',
  'ItemReturned',
  'SeedPairCommitted',
  'SeedPairRevealed',
  'BoxOpened',
  'VipLevelChanged',
  'AccountFrozen',
  'AccountUnfrozen',
];

export const COIN_EVENT_TYPES: readonly CoinEvent['type'][] = ['CoinsCredited', 'CoinsDebited'];

/** A coin event's data in bigint form, as projections and the audit read it. */
export interface CoinMovement {
  amount: bigint;
  balanceAfter: bigint;
  changeType: ChangeType;
  reference: string;
  counterAccount: CounterAccount;
}

export class MalformedEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`${eventType}: ${reason}`);
    this.name = 'MalformedEventError';
  }
}

const INTEGER = /^-?\d+$/;

function integer(value: unknown, field: string, type: string): bigint {
  // Numbers are accepted too (an outside writer may have used them), but only exact integers.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value);
  throw new MalformedEventError(type, `${field} is not integer hundredths`);
}

/**
 * Reads a coin event's data (either event type), checking its shape and sign:
 * credits are > 0, debits < 0. Throws MalformedEventError when the data is not a coin movement.
 */
export function readCoinMovement(type: string, data: unknown): CoinMovement {
  const record = (data ?? {}) as Record<string, unknown>;
  const amount = integer(record.amount, 'amount', type);
  const balanceAfter = integer(record.balance_after, 'balance_after', type);
  if (type === 'CoinsCredited' && amount <= 0n) throw new MalformedEventError(type, 'a credit must be positive');
  if (type === 'CoinsDebited' && amount >= 0n) throw new MalformedEventError(type, 'a debit must be negative');
  if (!isChangeType(record.change_type)) throw new MalformedEventError(type, 'unknown change_type');
  if (!isCounterAccount(record.counter_account)) throw new MalformedEventError(type, 'unknown counter_account');
  if (typeof record.reference !== 'string' || record.reference.length === 0) {
    throw new MalformedEventError(type, 'reference missing');
  }
  return {
    amount,
    balanceAfter,
    changeType: record.change_type,
    reference: record.reference,
    counterAccount: record.counter_account,
  };
}

export function isCoinEventType(type: string): type is CoinEvent['type'] {
  return (COIN_EVENT_TYPES as readonly string[]).includes(type);
}

function isPlayerAccountEventType(type: string): type is PlayerAccountEvent['type'] {
  return (PLAYER_ACCOUNT_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * Turns a stored event (type + raw data) into the typed union; unknown types are an error. Coin
 * events are checked field by field (money); the others for the fields the account's state reads.
 */
export function toPlayerAccountEvent(type: string, data: unknown): PlayerAccountEvent {
  if (!isPlayerAccountEventType(type)) throw new MalformedEventError(type, 'not a player account event');
  if (isCoinEventType(type)) {
    const movement = readCoinMovement(type, data);
    return {
      type,
      data: {
        amount: movement.amount.toString(),
        balance_after: movement.balanceAfter.toString(),
        change_type: movement.changeType,
        reference: movement.reference,
        counter_account: movement.counterAccount,
      },
    };
  }
  const record = (data ?? {}) as Record<string, unknown>;
  const require = (ok: boolean, what: string) => {
    if (!ok) throw new MalformedEventError(type, what);
  };
  switch (type) {
    case 'ItemsGranted':
      require(Array.isArray(record.items), 'items missing');
      for (const item of record.items as Record<string, unknown>[]) {
        require(typeof item.storage_id === 'string' && typeof item.item_id === 'string', 'item ids missing');
        integer(item.value, 'value', type);
      }
      break;
    case 'ItemsRecycled':
      require(Array.isArray(record.storage_ids), 'storage_ids missing');
      break;
    case 'ItemsExtractionRequested':
      require(Array.isArray(record.items), 'items missing');
      break;
    case 'ItemDeliveryUpdated':
      require(record.status === 5 || record.status === 6, 'status must be 5 or 6');
      require(typeof record.storage_id === 'string', 'storage_id missing');
      break;
    case 'ItemExtracted':
    case 'ItemReturned':
      require(typeof record.storage_id === 'string', 'storage_id missing');
      break;
    case 'SeedPairCommitted':
    case 'SeedPairRevealed':
      require(typeof record.pair_id === 'string' && typeof record.server_seed_hash === 'string', 'pair missing');
      break;
    case 'BoxOpened':
      require(Array.isArray(record.draws) && typeof record.pair_id === 'string', 'draws missing');
      break;
    case 'VipLevelChanged':
      require(Number.isInteger(record.to) && Number.isInteger(record.from), 'levels missing');
      integer(record.total_recharge, 'total_recharge', type);
      break;
    case 'AccountFrozen':
    case 'AccountUnfrozen':
      require(typeof record.reason === 'string' && typeof record.by === 'string', 'reason or by missing');
      break;
    default: {
      const unknownType: never = type;
      throw new MalformedEventError(String(unknownType), 'not a player account event');
    }
  }
  return { type, data: record } as unknown as PlayerAccountEvent;
}
