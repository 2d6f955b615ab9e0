import { approvalThreshold } from './delivery.process';

describe('DELIVERY_APPROVAL_THRESHOLD', () => {
  it('is off when unset, hundredths when a two-decimal amount', () => {
    expect(approvalThreshold({})).toBeNull();
    expect(approvalThreshold({ deliveryApprovalThreshold: '' })).toBeNull();
    expect(approvalThreshold({ deliveryApprovalThreshold: '500.00' })).toBe(50_000n);
    expect(approvalThreshold({ deliveryApprovalThreshold: '0.00' })).toBe(0n);
  });

  it.each(['500', '-1.00', '5e2', '1.000', 'abc'])('refuses %j at start', (value) => {
    expect(() => approvalThreshold({ deliveryApprovalThreshold: value })).toThrow(/DELIVERY_APPROVAL_THRESHOLD/);
  });
});
