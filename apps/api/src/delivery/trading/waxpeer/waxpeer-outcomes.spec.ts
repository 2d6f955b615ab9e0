// What Waxpeer's answers mean for a bill: the trade link's parts, refusals, trade statuses.
import { offerStatusOf, refusalOf, tradeLinkOf } from './waxpeer-outcomes';

describe('Waxpeer outcomes', () => {
  it('takes partner and token from a Steam trade-offer URL, and nothing else', () => {
    expect(tradeLinkOf('https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12')).toEqual({
      partner: '123456789',
      token: 'AbCd_-12',
    });
    expect(tradeLinkOf(' https://steamcommunity.com/tradeoffer/new?token=AbCdEf12&partner=1 ')).toEqual({
      partner: '1',
      token: 'AbCdEf12',
    });
    for (const bad of [
      '',
      'not a url',
      'http://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEf12',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=AbCdEf12',
      'https://steamcommunity.com/id/someone',
      'https://steamcommunity.com/tradeoffer/new/?partner=12a&token=AbCdEf12',
      'https://steamcommunity.com/tradeoffer/new/?partner=1&token=short',
      'https://steamcommunity.com/tradeoffer/new/?partner=1',
    ]) {
      expect(tradeLinkOf(bad)).toBeNull();
    }
  });

  it('reads a refused purchase: a reason for the bill, a used project_id, or "not now"', () => {
    expect(refusalOf('Item price has increased or item is no longer available')).toEqual({
      kind: 'refused',
      reason: 'price_above_ceiling',
    });
    expect(refusalOf('price too low')).toEqual({ kind: 'refused', reason: 'price_above_ceiling' });
    expect(refusalOf('no items')).toEqual({ kind: 'refused', reason: 'items_unavailable' });
    expect(refusalOf('not enough money')).toEqual({ kind: 'refused', reason: 'marketplace_balance_low' });
    expect(refusalOf('noFunds')).toEqual({ kind: 'refused', reason: 'marketplace_balance_low' });
    expect(refusalOf('invalid buyer tradelink')).toEqual({ kind: 'refused', reason: 'trade_url_invalid' });
    expect(refusalOf('wrong trade link')).toEqual({ kind: 'refused', reason: 'trade_url_invalid' });
    expect(refusalOf('projectId already exists')).toEqual({ kind: 'duplicate' });
    expect(refusalOf('wrong api')).toEqual({ kind: 'unavailable' });
    expect(refusalOf('buy_csgo')).toEqual({ kind: 'unavailable' });
    expect(refusalOf('Something new')).toEqual({ kind: 'refused', reason: 'marketplace_refused' });
    expect(refusalOf(undefined)).toEqual({ kind: 'refused', reason: 'marketplace_refused' });
  });

  it('maps trade statuses onto offer states; unknown ones stay in progress', () => {
    expect([0, 1, 2, 3, 7, -1].map((status) => offerStatusOf(status, null).state)).toEqual(Array(6).fill('created'));
    expect(offerStatusOf(4, null)).toEqual({ state: 'sent' });
    expect(offerStatusOf(5, null)).toEqual({ state: 'accepted' });
    expect(offerStatusOf(6, 'Buyer failed to accept')).toEqual({ state: 'declined', reason: 'declined_by_player' });
    expect(offerStatusOf(6, 'Trade offer expired')).toEqual({ state: 'declined', reason: 'expired' });
    expect(offerStatusOf(6, 'seller failed to send')).toEqual({ state: 'failed', reason: 'seller_failed_to_send' });
    expect(offerStatusOf(6, null)).toEqual({ state: 'failed', reason: 'marketplace_cancelled' });
  });
});
