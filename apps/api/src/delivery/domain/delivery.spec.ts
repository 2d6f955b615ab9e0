// The bill's decider for the approval gate and staff rejection: given the bill's events, when the
// driver or staff act, then these events (pure, no database).
import {
  approve,
  foldDelivery,
  giveUp,
  holdForApproval,
  isRejectable,
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
