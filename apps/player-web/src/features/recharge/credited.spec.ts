// The credited lines of a paid order: their total to the hundredth, and the watch waiting for them.
import { describe, expect, it } from 'vitest';
import { creditedTotal, watchedStatus } from './credited';

describe('credited lines', () => {
  it('adds the recharge, the first-recharge bonus and the VIP rebate to the hundredth', () => {
    expect(creditedTotal([{ bean: '100.00' }, { bean: '12.00' }, { bean: '0.50' }])).toBe('112.50');
    // Floats would say 0.30000000000000004.
    expect(creditedTotal([{ bean: '0.10' }, { bean: '0.20' }])).toBe('0.30');
    expect(creditedTotal([])).toBe('0.00');
  });

  it('refuses to add what is not an amount', () => {
    expect(creditedTotal([{ bean: '100.00' }, { bean: 'twelve' }])).toBeNull();
  });

  it('keeps watching a paid order until its credit is recorded', () => {
    expect(watchedStatus({ status: 'paid', credited: null })).toBe('pending');
    expect(watchedStatus({ status: 'paid', credited: [] })).toBe('paid');
    expect(watchedStatus({ status: 'pending', credited: null })).toBe('pending');
    expect(watchedStatus({ status: 'expired', credited: null })).toBe('expired');
  });
});
