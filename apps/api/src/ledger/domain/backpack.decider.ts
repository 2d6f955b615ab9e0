// Decides what happens to the items a player holds: granted by a game, recycled for coins, sent
// out for delivery and back, frozen by staff under review and unfrozen. Pure: storage ids, bill ids and references arrive in the request.
import { ChangeType } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { evolve, type HeldStatus, type PlayerAccountState } from './player-account';
import { coinChange, refuseWhenFrozen } from './player-account.decider';
import type {
  GrantedItem,
  ItemDeliveryUpdated,
  ItemExtracted,
  ItemFrozen,
  ItemReturned,
  ItemUnfrozen,
  ItemSource,
  ItemsConsumed,
  ItemsExtractionRequested,
  ItemsGranted,
  PlayerAccountEvent,
} from './player-account.events';

/** The next event and the state after it (as coinChange), so one command can chain several. */
export interface Decided<E extends PlayerAccountEvent> {
  event: E;
  state: PlayerAccountState;
}

export function grantItems(
  state: PlayerAccountState,
  source: ItemSource,
  sourceId: string,
  items: readonly GrantedItem[],
): Decided<ItemsGranted> {
  for (const item of items) {
    if (state.items.has(item.storage_id)) throw new Error(`storage id ${item.storage_id} is already held`);
  }
  const event: ItemsGranted = { type: 'ItemsGranted', data: { source, source_id: sourceId, items } };
  return { event, state: evolve(state, event) };
}

/**
 * Recycles items in the backpack at their value: a CoinsCredited (RECYCLE) paying their sum and an
 * ItemsRecycled, all or nothing. Refuses a frozen account (403 ACCOUNT_FROZEN), a repeated id (400)
 * and any item not in the backpack now (409 ITEM_NOT_IN_BACKPACK, naming the ids in params.storage_ids).
 */
export function recycleItems(
  state: PlayerAccountState,
  request: { reference: string; storageIds: readonly string[] },
): PlayerAccountEvent[] {
  assertDistinct(request.storageIds);
  refuseWhenFrozen(state);
  const held = requireStatus(state, request.storageIds, 0);
  const amount = held.reduce((sum, item) => sum + item.value, 0n);
  const events: PlayerAccountEvent[] = [];
  if (amount > 0n) {
    events.push(
      coinChange(state, 'credit', { amount, changeType: ChangeType.RECYCLE, reference: request.reference }).event,
    );
  }
  events.push({
    type: 'ItemsRecycled',
    data: { reference: request.reference, storage_ids: [...request.storageIds], amount: amount.toString() },
  });
  return events;
}

/**
 * Spends backpack items in a game (an upgrade's stake, a contract's inputs): they leave for good,
 * all or nothing. Refuses a frozen account (403 ACCOUNT_FROZEN), a repeated id (400) and any item
 * not in the backpack now (409 ITEM_NOT_IN_BACKPACK). The state after it lets the game chain more.
 */
export function consumeItems(
  state: PlayerAccountState,
  request: { source: ItemSource; sourceId: string; storageIds: readonly string[] },
): Decided<ItemsConsumed> {
  assertDistinct(request.storageIds);
  refuseWhenFrozen(state);
  const held = requireStatus(state, request.storageIds, 0);
  const event: ItemsConsumed = {
    type: 'ItemsConsumed',
    data: {
      source: request.source,
      source_id: request.sourceId,
      storage_ids: [...request.storageIds],
      value: held.reduce((sum, item) => sum + item.value, 0n).toString(),
    },
  };
  return { event, state: evolve(state, event) };
}

/** Sends backpack items out for delivery, one bill each (status 4); refused on a frozen account (403 ACCOUNT_FROZEN). */
export function requestExtraction(
  state: PlayerAccountState,
  items: readonly { storageId: string; billId: string }[],
): ItemsExtractionRequested {
  assertDistinct(items.map((item) => item.storageId));
  refuseWhenFrozen(state);
  requireStatus(
    state,
    items.map((item) => item.storageId),
    0,
  );
  return {
    type: 'ItemsExtractionRequested',
    data: { items: items.map((item) => ({ storage_id: item.storageId, bill_id: item.billId })) },
  };
}

/**
 * A delivery step for an item on its way out. Steps only move forward (4 → 5 → 6); a step the
 * item is already past is nothing to do (a process manager repeating itself), as is any step for
 * an item no longer in delivery.
 */
export function deliveryStep(
  state: PlayerAccountState,
  step:
    | { kind: 'updated'; storageId: string; billId: string; status: 5 | 6 }
    | { kind: 'extracted'; storageId: string; billId: string }
    | { kind: 'returned'; storageId: string; billId: string; reason: string },
): (ItemDeliveryUpdated | ItemExtracted | ItemReturned)[] {
  const held = state.items.get(step.storageId);
  if (!held || held.status === 0) return [];
  switch (step.kind) {
    case 'updated':
      if (held.status >= step.status) return [];
      return [
        {
          type: 'ItemDeliveryUpdated',
          data: { storage_id: step.storageId, bill_id: step.billId, status: step.status },
        },
      ];
    case 'extracted':
      return [{ type: 'ItemExtracted', data: { storage_id: step.storageId, bill_id: step.billId } }];
    case 'returned':
      return [
        { type: 'ItemReturned', data: { storage_id: step.storageId, bill_id: step.billId, reason: step.reason } },
      ];
    default: {
      const unknownStep: never = step;
      throw new Error(`unknown delivery step ${String((unknownStep as { kind: unknown }).kind)}`);
    }
  }
}

/** Who freezes or unfreezes an item, and why (the staff member's id and the reason they gave). */
export interface ItemFreezeChange {
  storageId: string;
  reason: string;
  by: string;
}

function freezeReason(change: ItemFreezeChange): string {
  const reason = change.reason.trim();
  if (reason.length === 0) {
    throw DomainError.invalidFields([{ field: 'reason', message: { en: 'reason is required', zh: '请填写原因' } }]);
  }
  return reason;
}

/**
 * Freezes a backpack item under review (status 3): recycling, extracting and staking refuse it
 * (409 ITEM_FROZEN) until it is unfrozen. 409 ITEM_ALREADY_FROZEN when frozen; 409
 * ITEM_NOT_IN_BACKPACK for an item not in the backpack (gone, or on its way out).
 */
export function freezeItem(state: PlayerAccountState, change: ItemFreezeChange): ItemFrozen[] {
  const reason = freezeReason(change);
  const held = state.items.get(change.storageId);
  if (held?.status === 3) throw new DomainError('ITEM_ALREADY_FROZEN');
  if (held?.status !== 0) throw new DomainError('ITEM_NOT_IN_BACKPACK', { storage_ids: change.storageId });
  return [{ type: 'ItemFrozen', data: { storage_id: change.storageId, reason, by: change.by } }];
}

/** Lifts an item's freeze (back to the backpack, status 0); 409 ITEM_NOT_FROZEN when it is not frozen. */
export function unfreezeItem(state: PlayerAccountState, change: ItemFreezeChange): ItemUnfrozen[] {
  const reason = freezeReason(change);
  if (state.items.get(change.storageId)?.status !== 3) throw new DomainError('ITEM_NOT_FROZEN');
  return [{ type: 'ItemUnfrozen', data: { storage_id: change.storageId, reason, by: change.by } }];
}

/** 409 ITEM_FROZEN when any of these items is frozen (named in params.storage_ids). */
export function refuseFrozenItems(state: PlayerAccountState, storageIds: readonly string[]): void {
  const frozen = storageIds.filter((id) => state.items.get(id)?.status === 3);
  if (frozen.length > 0) throw new DomainError('ITEM_FROZEN', { storage_ids: frozen.join(',') });
}

function assertDistinct(storageIds: readonly string[]): void {
  if (storageIds.length === 0) {
    throw DomainError.invalidFields([{ field: 'data', message: { en: 'select at least one item', zh: '请选择饰品' } }]);
  }
  if (new Set(storageIds).size !== storageIds.length) {
    throw DomainError.invalidFields([{ field: 'data', message: { en: 'an item is listed twice', zh: '饰品重复' } }]);
  }
}

function requireStatus(state: PlayerAccountState, storageIds: readonly string[], status: HeldStatus) {
  refuseFrozenItems(state, storageIds);
  const missing = storageIds.filter((id) => state.items.get(id)?.status !== status);
  if (missing.length > 0) throw new DomainError('ITEM_NOT_IN_BACKPACK', { storage_ids: missing.join(',') });
  return storageIds.map((id) => state.items.get(id)!);
}
