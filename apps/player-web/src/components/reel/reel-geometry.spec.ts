import { describe, expect, it } from 'vitest';
import { buildStrip, indexAtOffset, reelOffset, REEL_LENGTH, WIN_INDEX } from './reel-geometry';

const pool = [
  { id: 'common', weight: 900 },
  { id: 'rare', weight: 100 },
];

describe('case-opening reel', () => {
  it('puts the drawn item at the winning index of a full strip', () => {
    const winner = { id: 'knife', weight: 0 };
    const strip = buildStrip(pool, winner, () => 0.5);
    expect(strip).toHaveLength(REEL_LENGTH);
    expect(strip[WIN_INDEX]).toBe(winner);
    expect(strip.filter((entry) => entry === winner)).toHaveLength(1);
  });

  it('fills the strip by weight', () => {
    let call = 0;
    const randoms = [0.1, 0.95];
    const strip = buildStrip(pool, { id: 'x', weight: 0 }, () => randoms[call++ % 2]);
    expect(strip[0]).toBe(pool[0]);
    expect(strip[1]).toBe(pool[1]);
  });

  it('stops with the winning card under the centre marker, whatever the jitter', () => {
    const geometry = { containerWidth: 1000, cardWidth: 132, gap: 8 };
    for (const jitter of [-0.5, -0.2, 0, 0.2, 0.5]) {
      const offset = reelOffset(geometry, WIN_INDEX, jitter);
      expect(indexAtOffset(geometry, offset)).toBe(WIN_INDEX);
    }
    const phone = { containerWidth: 330, cardWidth: 100, gap: 8 };
    expect(indexAtOffset(phone, reelOffset(phone, WIN_INDEX, 0.4))).toBe(WIN_INDEX);
  });
});
