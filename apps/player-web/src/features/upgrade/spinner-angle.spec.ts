import { describe, expect, it } from 'vitest';
import { landsOnSuccess, rollToAngle, spinRotation, successArcEnd } from './spinner-angle';

describe('upgrade spinner angle', () => {
  it('lands on the success arc exactly when roll < rate', () => {
    for (const rate of [500, 1234, 5000, 7500]) {
      for (const roll of [0, 1, rate - 1, rate, rate + 1, 9998, 9999]) {
        expect(landsOnSuccess(rollToAngle(roll), rate)).toBe(roll < rate);
      }
    }
  });

  it('maps the extremes inside the dial and spins whole turns first', () => {
    expect(rollToAngle(0)).toBeCloseTo(0.018, 3);
    expect(rollToAngle(9999)).toBeLessThan(360);
    expect(successArcEnd(7500)).toBe(270);
    expect(spinRotation(5000, 5)).toBeCloseTo(5 * 360 + 180.018, 3);
  });
});
