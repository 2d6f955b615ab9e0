// The bill's decider for the approval gate and staff rejection: given the bill's events, when the
// driver or staff act, then these events (pure, no database).
import {
  approve,
  foldDelivery,
  giveUp,
  holdForApproval,
  isRejectable,
  observeOffer,
  playerStep,
  type DeliveryEvent,
} from './delivery';

const requested = (value: string): DeliveryEvent => ({
  type: 'DeliveryRequested',
  data: {
    bill_id: 'b1',
    player_id: 'p1',
    storage_id: 's1',
    item: { item_id: 'knife', name_zh: '刀', name_en: 'Knife', hash_name: 'Knife', value },
    trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
  },
});
const held: DeliveryEvent = { type: 'DeliveryHeld', data: { threshold: '50000' } };

describe('holdForApproval', () => {
  it('holds a bill whose item is worth more than the threshold', () => {
    expect(holdForApproval(foldDelivery([requested('50001')]), 50_000n)).toEqual([held]);
  });

  it('lets through an item worth the threshold or less, and everything without a threshold', () => {
    expect(holdForApproval(foldDelivery([requested('50000')]), 50_000n)).toEqual([]);
    expect(holdForApproval(foldDelivery([requested('9999999')]), null)).toEqual([]);
  });

  it('decides only right after the request: never again once held, approved or sent', () => {
    expect(holdForApproval(foldDelivery([requested('60000'), held]), 50_000n)).toEqual([]);
    const approved: DeliveryEvent = { type: 'DeliveryApproved', data: { staff_id: '7' } };
    expect(foldDelivery([requested('60000'), held, approved]).stage).toBe('requested');
    expect(
      holdForApproval(foldDelivery([requested('60000'), { type: 'TradeOfferCreated', data: { offer_id: 'o' } }]), 1n),
    ).toEqual([]);
  });
});

describe('approve', () => {
  it('approves a held bill once; anything else has nothing to approve', () => {
    const state = foldDelivery([requested('60000'), held]);
    expect(state.stage).toBe('held');
    expect(playerStep(state)).toBeNull();
    const events = approve(state, '7');
    expect(events).toEqual([{ type: 'DeliveryApproved', data: { staff_id: '7' } }]);
    expect(approve(foldDelivery(events, state), '7')).toEqual([]);
    expect(approve(foldDelivery([requested('60000')]), '7')).toEqual([]);
  });
});

describe('rejection by staff', () => {
  it('is possible until an offer exists at the provider, and returns the item with the reason', () => {
    expect(['none', 'requested', 'held'].every((stage) => isRejectable(stage as never))).toBe(true);
    expect(['offer_created', 'offer_sent', 'completed', 'failed'].some((stage) => isRejectable(stage as never))).toBe(
      false,
    );
    const state = foldDelivery([requested('60000'), held]);
    const failed = giveUp(state, 'Suspicious account');
    expect(failed).toEqual([{ type: 'DeliveryFailed', data: { offer_id: null, reason: 'Suspicious account' } }]);
    expect(playerStep(foldDelivery(failed, state))).toEqual({ kind: 'returned', reason: 'Suspicious account' });
  });
});

describe('observeOffer', () => {
  const created: DeliveryEvent = { type: 'TradeOfferCreated', data: { offer_id: 'o1' } };
  const sent: DeliveryEvent = { type: 'TradeOfferSent', data: { offer_id: 'o1' } };
  const completed: DeliveryEvent = { type: 'DeliveryCompleted', data: { offer_id: 'o1' } };

  it('records each state the provider reports once, in order', () => {
    const offered = foldDelivery([requested('100'), created]);
    expect(observeOffer(offered, { state: 'created' })).toEqual([]);
    expect(observeOffer(offered, { state: 'sent' })).toEqual([sent]);
    const inbox = foldDelivery([sent], offered);
    expect(observeOffer(inbox, { state: 'sent' })).toEqual([]);
    expect(observeOffer(inbox, { state: 'accepted' })).toEqual([completed]);
    expect(observeOffer(foldDelivery([completed], inbox), { state: 'accepted' })).toEqual([]);
  });

  it('an offer seen accepted before it was seen sent records both: it was sent', () => {
    const offered = foldDelivery([requested('100'), created]);
    const events = observeOffer(offered, { state: 'accepted' });
    expect(events).toEqual([sent, completed]);
    expect(playerStep(foldDelivery(events, offered))).toEqual({ kind: 'extracted' });
  });

  it('a declined or failed offer fails the bill with the reason (never claims it was sent)', () => {
    const offered = foldDelivery([requested('100'), created]);
    expect(observeOffer(offered, { state: 'failed', reason: 'price_above_ceiling' })).toEqual([
      { type: 'DeliveryFailed', data: { offer_id: 'o1', reason: 'price_above_ceiling' } },
    ]);
    expect(observeOffer(offered, { state: 'declined' })).toEqual([
      { type: 'DeliveryFailed', data: { offer_id: 'o1', reason: 'declined' } },
    ]);
  });
});
