import {
  CHANGE_TYPE_NAMES,
  CHANGE_TYPES,
  ChangeType,
  COUNTER_ACCOUNTS,
  DEFAULT_COUNTER_ACCOUNT,
  isChangeType,
  isCounterAccount,
} from './ledger';

describe('ledger vocabulary', () => {
  it('keeps the stored change type values stable (events and read models hold them)', () => {
    expect(ChangeType).toMatchObject({ RECHARGE: 1, BOX_OPEN: 6, RECYCLE: 7, STAFF_ADJUSTMENT: 17, REFUND: 18 });
    expect(CHANGE_TYPES).toEqual(Array.from({ length: CHANGE_TYPES.length }, (_, index) => index + 1));
  });

  it('names every change type in zh and en and gives each a known counter-account', () => {
    for (const value of CHANGE_TYPES) {
      expect(CHANGE_TYPE_NAMES[value].zh.length).toBeGreaterThan(0);
      expect(CHANGE_TYPE_NAMES[value].en.length).toBeGreaterThan(0);
      expect(COUNTER_ACCOUNTS).toContain(DEFAULT_COUNTER_ACCOUNT[value]);
    }
  });

  it('recognises only its own values', () => {
    expect(isChangeType(6)).toBe(true);
    expect([isChangeType(0), isChangeType('6'), isChangeType(999)]).toEqual([false, false, false]);
    expect(isCounterAccount('house_revenue')).toBe(true);
    expect(isCounterAccount('player-1')).toBe(false);
  });
});
