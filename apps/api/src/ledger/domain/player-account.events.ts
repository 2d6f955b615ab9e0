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
import { type ChangeType, type CounterAccount, isChangeType, isCounterAccount } from '@lootledger/contracts';
import { checkedEvents, defineEvent, MalformedEventError, type EventCheck } from '../../platform/event-sourcing';

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

/** Where granted items came from: the granting game or process ('box_open', 'battle', 'staff', ...). */
export type ItemSource = string;

/**
 * An item's catalogue data as a fact records it at that moment (a later catalogue edit changes
 * nothing here): a grant, a battle's box pools, a ROLL room's prizes, an upgrade's target.
 */
export interface ItemSnapshot {
  readonly name_zh: string;
  readonly name_en: string;
  readonly hash_name: string;
  readonly cover: string;
  /** Value in integer hundredths (decimal string): what recycling pays. */
  readonly value: string;
  readonly lv: number;
  readonly dura: number;
}

/** An item as granted, in the player's storage slot `storage_id`. */
export interface GrantedItem extends ItemSnapshot {
  readonly storage_id: string;
  readonly item_id: string;
}

/** What granting needs of an item, as a game or the shop has it (its value in hundredths, as a bigint or its digits). */
export interface GrantableItem extends Omit<ItemSnapshot, 'value'> {
  readonly id: string;
  readonly value: bigint | string;
}

/** An item's catalogue data as a fact records it (ItemSnapshot), its value as hundredths' digits. */
export function itemSnapshot(item: Omit<GrantableItem, 'id'>): ItemSnapshot {
  return {
    name_zh: item.name_zh,
    name_en: item.name_en,
    hash_name: item.hash_name,
    cover: item.cover,
    value: item.value.toString(),
    lv: item.lv,
    dura: item.dura,
  };
}

/**
 * An item as a grant records it in the player's storage slot `storageId`: its fields at that moment.
 * Written out rather than spreading itemSnapshot: box opening and battles grant through here, and the
 * spread's extra object costs several times the literal.
 */
export function grantedItem(storageId: string, item: GrantableItem): GrantedItem {
  return {
    storage_id: storageId,
    item_id: item.id,
    name_zh: item.name_zh,
    name_en: item.name_en,
    hash_name: item.hash_name,
    cover: item.cover,
    value: item.value.toString(),
    lv: item.lv,
    dura: item.dura,
  };
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

/**
 * Items spent by a game (staked in an upgrade, fed to a contract): they leave the backpack for good.
 * `value` is their summed value in hundredths; the game's own fact in the same append says what
 * they bought (the items it grants arrive in an ItemsGranted with the same source and source id).
 */
export interface ItemsConsumed {
  readonly type: 'ItemsConsumed';
  readonly data: {
    readonly source: ItemSource;
    readonly source_id: string;
    readonly storage_ids: readonly string[];
    readonly value: string;
  };
}

/** A backpack item on its way out and the delivery bill carrying it: what each delivery fact names. */
export interface BilledItem {
  readonly storage_id: string;
  readonly bill_id: string;
}

/** Items leave the backpack for delivery (status 4), one delivery bill each. */
export interface ItemsExtractionRequested {
  readonly type: 'ItemsExtractionRequested';
  readonly data: { readonly items: readonly BilledItem[] };
}

/** A delivery moved on: 5 shipping (offer made), 6 awaiting receipt (offer sent to the player). */
export interface ItemDeliveryUpdated {
  readonly type: 'ItemDeliveryUpdated';
  readonly data: BilledItem & { readonly status: 5 | 6 };
}

/** The player received the item: it left the platform (status 1). */
export interface ItemExtracted {
  readonly type: 'ItemExtracted';
  readonly data: BilledItem;
}

/** The delivery failed: the item is back in the backpack (status 0), with the reason shown. */
export interface ItemReturned {
  readonly type: 'ItemReturned';
  readonly data: BilledItem & { readonly reason: string };
}

/** Staff froze a backpack item under review (status 3): it cannot be recycled, extracted or staked. */
export interface ItemFrozen {
  readonly type: 'ItemFrozen';
  readonly data: { readonly storage_id: string; readonly reason: string; readonly by: string };
}

/** Staff lifted an item's freeze: it is back in the backpack (status 0). */
export interface ItemUnfrozen {
  readonly type: 'ItemUnfrozen';
  readonly data: { readonly storage_id: string; readonly reason: string; readonly by: string };
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

export type ItemEvent =
  | ItemsGranted
  | ItemsRecycled
  | ItemsConsumed
  | ItemsExtractionRequested
  | ItemDeliveryUpdated
  | ItemExtracted
  | ItemReturned
  | ItemFrozen
  | ItemUnfrozen;
export type FairnessEvent = SeedPairCommitted | SeedPairRevealed;

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

/**
 * The player stream's own events. Games add theirs (BoxOpened, ...) as extensions of the stream kind
 * (player-account.stream.ts), from their own folders.
 */
export type PlayerAccountEvent = CoinEvent | ItemEvent | FairnessEvent | LoyaltyEvent | AccountStatusEvent;

export const COIN_EVENT_TYPES: readonly CoinEvent['type'][] = ['CoinsCredited', 'CoinsDebited'];

/** A coin event's data in bigint form, as projections and the audit read it. */
export interface CoinMovement {
  amount: bigint;
  balanceAfter: bigint;
  changeType: ChangeType;
  reference: string;
  counterAccount: CounterAccount;
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

// The definitions the stream kind reads stored events with: coin events field by field (money),
// the others for the fields the account's state reads.

function coinEvent<Type extends CoinEvent['type']>(type: Type) {
  return defineEvent(type, {
    schema: COIN_EVENT_SCHEMA,
    parse: (data): CoinEventData => {
      const movement = readCoinMovement(type, data);
      return {
        amount: movement.amount.toString(),
        balance_after: movement.balanceAfter.toString(),
        change_type: movement.changeType,
        reference: movement.reference,
        counter_account: movement.counterAccount,
      };
    },
  });
}

const checkedEvent = checkedEvents<PlayerAccountEvent>();

const storageIdOf = (data: Record<string, unknown>, check: EventCheck) =>
  check.that(typeof data.storage_id === 'string', 'storage_id missing');

export const PLAYER_ACCOUNT_EVENTS = [
  coinEvent('CoinsCredited'),
  coinEvent('CoinsDebited'),
  checkedEvent('ItemsGranted', (data, check) => {
    check.that(Array.isArray(data.items), 'items missing');
    for (const item of data.items as Record<string, unknown>[]) {
      check.that(typeof item.storage_id === 'string' && typeof item.item_id === 'string', 'item ids missing');
      check.integer(item.value, 'value');
    }
  }),
  checkedEvent('ItemsRecycled', (data, check) => check.that(Array.isArray(data.storage_ids), 'storage_ids missing')),
  checkedEvent('ItemsConsumed', (data, check) => {
    check.that(Array.isArray(data.storage_ids) && typeof data.source_id === 'string', 'storage_ids missing');
    check.integer(data.value, 'value');
  }),
  checkedEvent('ItemsExtractionRequested', (data, check) => check.that(Array.isArray(data.items), 'items missing')),
  checkedEvent('ItemDeliveryUpdated', (data, check) => {
    check.that(data.status === 5 || data.status === 6, 'status must be 5 or 6');
    storageIdOf(data, check);
  }),
  checkedEvent('ItemExtracted', storageIdOf),
  checkedEvent('ItemReturned', storageIdOf),
  ...(['ItemFrozen', 'ItemUnfrozen'] as const).map((type) =>
    checkedEvent(type, (data, check) => {
      storageIdOf(data, check);
      check.that(typeof data.reason === 'string' && typeof data.by === 'string', 'reason or by missing');
    }),
  ),
  ...(['SeedPairCommitted', 'SeedPairRevealed'] as const).map((type) =>
    checkedEvent(type, (data, check) =>
      check.that(typeof data.pair_id === 'string' && typeof data.server_seed_hash === 'string', 'pair missing'),
    ),
  ),
  checkedEvent('VipLevelChanged', (data, check) => {
    check.that(Number.isInteger(data.to) && Number.isInteger(data.from), 'levels missing');
    check.integer(data.total_recharge, 'total_recharge');
  }),
  ...(['AccountFrozen', 'AccountUnfrozen'] as const).map((type) =>
    checkedEvent(type, (data, check) =>
      check.that(typeof data.reason === 'string' && typeof data.by === 'string', 'reason or by missing'),
    ),
  ),
];
