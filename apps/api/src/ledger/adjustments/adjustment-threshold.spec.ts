import { loadConfig } from '../../platform/config/app-config';

describe('ADJUSTMENT_APPROVAL_THRESHOLD', () => {
  it('defaults to 1000.00 and reads a two-decimal amount into hundredths', () => {
    expect(loadConfig({}).adjustmentApprovalThreshold).toBe(100_000n);
    expect(loadConfig({ ADJUSTMENT_APPROVAL_THRESHOLD: '12.5' }).adjustmentApprovalThreshold).toBe(1_250n);
    expect(loadConfig({ ADJUSTMENT_APPROVAL_THRESHOLD: '0' }).adjustmentApprovalThreshold).toBe(0n);
  });

  it('refuses to start on anything else', () => {
    for (const value of ['abc', '-1.00', '1.005', '1e3']) {
      expect(() => loadConfig({ ADJUSTMENT_APPROVAL_THRESHOLD: value })).toThrow(/ADJUSTMENT_APPROVAL_THRESHOLD/);
    }
  });
});
