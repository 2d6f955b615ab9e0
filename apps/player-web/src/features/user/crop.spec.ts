import { describe, expect, it } from 'vitest';
import { computeCrop } from './crop';

describe('avatar crop (1:1)', () => {
  it('takes the centred square of a landscape picture at zoom 1', () => {
    const crop = computeCrop(400, 200, 260, { zoom: 1, dx: 0, dy: 0 });
    expect(crop.size).toBeCloseTo(200);
    expect(crop.sx).toBeCloseTo(100);
    expect(crop.sy).toBeCloseTo(0);
  });

  it('zooms into a smaller square', () => {
    const crop = computeCrop(200, 200, 260, { zoom: 2, dx: 0, dy: 0 });
    expect(crop.size).toBeCloseTo(100);
    expect(crop.sx).toBeCloseTo(50);
  });

  it('never pans past the picture edge', () => {
    const crop = computeCrop(400, 200, 260, { zoom: 1, dx: 10_000, dy: -10_000 });
    expect(crop.sx).toBeCloseTo(0);
    expect(crop.sy).toBeCloseTo(0);
    const other = computeCrop(400, 200, 260, { zoom: 1, dx: -10_000, dy: 0 });
    expect(other.sx + other.size).toBeCloseTo(400);
  });
});
