// A delivery bill's stream `delivery-{billId}`: one item on its way from the backpack to the
// player's Steam account through the trade provider. Pure: the facts, the state folded from them,
// and the decisions the process manager takes on what it observes. The player's item follows the
// bill through the ledger (playerStep): 5 shipping, 6 awaiting receipt, then extracted or returned.

import { checkedEvents, defineStreamKind, type EventCheck, type StreamEvent } from '../../platform/event-sourcing';

export const DELIVERY_STREAM_PREFIX = 'delivery-';

export function deliveryStreamId(billId: string): string {
  return `${DELIVERY_STREAM_PREFIX}${billId}`;
}

export interface DeliveredItem {
  readonly item_id: string;
  readonly name_zh: string;
  readonly name_en: string;
  readonly hash_name: string;
  /** Hundredths, decimal string. */
  readonly value: string;
}

export interface DeliveryRequested {
  readonly type: 'DeliveryRequested';
  readonly data: {
    readonly bill_id: string;
    readonly player_id: string;
    readonly storage_id: string;
    readonly item: DeliveredItem;
    readonly trade_url: string;
  };
}

/**
 * The item is worth more than the approval threshold (DELIVERY_APPROVAL_THRESHOLD): the bill waits
 * in status 4 until staff approve it (DeliveryApproved) or reject it (DeliveryFailed).
 */
export interface DeliveryHeld {
  readonly type: 'DeliveryHeld';
  /** The threshold in force, hundredths. */
  readonly data: { readonly threshold: string };
}

/** Staff approved a held bill: it goes to the trade provider. */
export interface DeliveryApproved {
  readonly type: 'DeliveryApproved';
  readonly data: { readonly staff_id: string };
}

/** A step of the trade provider's offer: the offer it is about and nothing else (offerIdOf checks them). */
type OfferStep<Type extends string> = StreamEvent<Type, { readonly offer_id: string }>;

/** The trade provider took the request: an offer exists (bill status 5, shipping). */
export type TradeOfferCreated = OfferStep<'TradeOfferCreated'>;

/** The offer is in the player's Steam inbox (bill status 6, awaiting receipt). */
export type TradeOfferSent = OfferStep<'TradeOfferSent'>;

/** The player accepted: the item left the platform (bill status 1). */
export type DeliveryCompleted = OfferStep<'DeliveryCompleted'>;

/** It will not arrive: the item goes back to the backpack, with the reason. */
export interface DeliveryFailed {
  readonly type: 'DeliveryFailed';
  readonly data: { readonly offer_id: string | null; readonly reason: string };
}

export type DeliveryEvent =
  | DeliveryRequested
  | DeliveryHeld
  | DeliveryApproved
  | TradeOfferCreated
  | TradeOfferSent
  | DeliveryCompleted
  | DeliveryFailed;

export type DeliveryStage = 'none' | 'requested' | 'held' | 'offer_created' | 'offer_sent' | 'completed' | 'failed';

export interface DeliveryState {
  readonly stage: DeliveryStage;
  readonly request: DeliveryRequested['data'] | null;
  readonly offerId: string | null;
  readonly reason: string | null;
}

export function initialDeliveryState(): DeliveryState {
  return { stage: 'none', request: null, offerId: null, reason: null };
}

export function evolveDelivery(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'DeliveryRequested':
      return { ...state, stage: 'requested', request: event.data };
    case 'DeliveryHeld':
      return { ...state, stage: 'held' };
    case 'DeliveryApproved':
      return { ...state, stage: 'requested' };
    case 'TradeOfferCreated':
      return { ...state, stage: 'offer_created', offerId: event.data.offer_id };
    case 'TradeOfferSent':
      return { ...state, stage: 'offer_sent', offerId: event.data.offer_id };
    case 'DeliveryCompleted':
      return { ...state, stage: 'completed' };
    case 'DeliveryFailed':
      return { ...state, stage: 'failed', reason: event.data.reason };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown delivery event ${(unknown as { type: string }).type}`);
    }
  }
}

export function foldDelivery(events: readonly DeliveryEvent[], state = initialDeliveryState()): DeliveryState {
  return events.reduce(evolveDelivery, state);
}

const deliveryEvent = checkedEvents<DeliveryEvent>();

const offerIdOf = (data: Record<string, unknown>, check: EventCheck) => check.string(data.offer_id, 'offer_id');

export const DELIVERY = defineStreamKind<DeliveryState, DeliveryEvent>({
  name: 'delivery',
  prefix: DELIVERY_STREAM_PREFIX,
  events: [
    deliveryEvent('DeliveryRequested', (data, check) => {
      check.string(data.player_id, 'player_id');
      check.string(data.storage_id, 'storage_id');
      check.that(typeof data.item === 'object' && data.item !== null, 'item missing');
    }),
    deliveryEvent('DeliveryHeld', (data, check) => check.integer(data.threshold, 'threshold')),
    deliveryEvent('DeliveryApproved', (data, check) => check.string(data.staff_id, 'staff_id')),
    deliveryEvent('TradeOfferCreated', offerIdOf),
    deliveryEvent('TradeOfferSent', offerIdOf),
    deliveryEvent('DeliveryCompleted', offerIdOf),
    deliveryEvent('DeliveryFailed', (data, check) => check.string(data.reason, 'reason')),
  ],
  initialState: initialDeliveryState,
  evolve: evolveDelivery,
});

export function isFinalStage(stage: DeliveryStage): boolean {
  return stage === 'completed' || stage === 'failed';
}

/** What the trade provider says about the offer (TradeOffer of the port). */
export interface OfferObservation {
  state: 'created' | 'sent' | 'accepted' | 'declined' | 'failed';
  reason?: string;
}

/** The events an observation of the offer means for the bill; nothing when it says nothing new. */
export function observeOffer(state: DeliveryState, offer: OfferObservation): DeliveryEvent[] {
  if (state.offerId === null || isFinalStage(state.stage)) return [];
  const offerId = state.offerId;
  switch (offer.state) {
    case 'created':
      return [];
    case 'sent':
      return state.stage === 'offer_created' ? [{ type: 'TradeOfferSent', data: { offer_id: offerId } }] : [];
    case 'accepted': {
      // Accepted means it was sent: a provider polled between the two (a marketplace trade that
      // went from sent to done since the last look) still leaves both facts on the stream.
      const completed: DeliveryEvent = { type: 'DeliveryCompleted', data: { offer_id: offerId } };
      return state.stage === 'offer_created'
        ? [{ type: 'TradeOfferSent', data: { offer_id: offerId } }, completed]
        : [completed];
    }
    case 'declined':
    case 'failed':
      return [{ type: 'DeliveryFailed', data: { offer_id: offerId, reason: offer.reason ?? offer.state } }];
    default: {
      const unknown: never = offer.state;
      throw new Error(`Unknown offer state ${String(unknown)}`);
    }
  }
}

/**
 * Right after the request: holds the bill for staff approval when its item is worth more than the
 * threshold (hundredths; null: no approval step).
 */
export function holdForApproval(state: DeliveryState, threshold: bigint | null): DeliveryEvent[] {
  if (threshold === null || state.stage !== 'requested' || !state.request) return [];
  if (BigInt(state.request.item.value) <= threshold) return [];
  return [{ type: 'DeliveryHeld', data: { threshold: threshold.toString() } }];
}

/** Staff approve a held bill; anything else is not awaiting approval (nothing to append). */
export function approve(state: DeliveryState, staffId: string): DeliveryEvent[] {
  return state.stage === 'held' ? [{ type: 'DeliveryApproved', data: { staff_id: staffId } }] : [];
}

/** Whether staff may still reject the bill: no offer exists at the trade provider yet (it cannot be withdrawn). */
export function isRejectable(stage: DeliveryStage): boolean {
  return stage === 'none' || stage === 'requested' || stage === 'held';
}

/** Gives up on a bill the provider could not take (after retries): the item comes back. */
export function giveUp(state: DeliveryState, reason: string): DeliveryEvent[] {
  if (isFinalStage(state.stage) || state.stage === 'none') return [];
  return [{ type: 'DeliveryFailed', data: { offer_id: state.offerId, reason } }];
}

/** The ledger step that makes the player's item match the bill (none while only requested). */
export type PlayerItemStep =
  { kind: 'updated'; status: 5 | 6 } | { kind: 'extracted' } | { kind: 'returned'; reason: string } | null;

export function playerStep(state: DeliveryState): PlayerItemStep {
  switch (state.stage) {
    case 'none':
    case 'requested':
    case 'held':
      return null;
    case 'offer_created':
      return { kind: 'updated', status: 5 };
    case 'offer_sent':
      return { kind: 'updated', status: 6 };
    case 'completed':
      return { kind: 'extracted' };
    case 'failed':
      return { kind: 'returned', reason: state.reason ?? 'failed' };
    default: {
      const unknown: never = state.stage;
      throw new Error(`Unknown stage ${String(unknown)}`);
    }
  }
}
