import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('is the share of the target reached, capped at 100', () => {
    expect(progressPercent('3', '5')).toBe(60);
    expect(progressPercent('150.00', '100.00')).toBe(100);
    expect(progressPercent('0', '0')).toBe(0);
  });
});
