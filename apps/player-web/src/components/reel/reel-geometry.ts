// The case-opening reel's geometry: a strip of random items from the box (weighted like the real
// odds, so it looks honest) with the drawn item at a fixed index, and the offset that stops it there.
// The draw itself happened on the server; the strip only shows it.

export const REEL_LENGTH = 48;
export const WIN_INDEX = 40;

/** Strip of REEL_LENGTH entries: weighted-random filler, the winner at WIN_INDEX. */
export function buildStrip<T extends { weight: number }, W>(
  pool: readonly T[],
  winner: W,
  random: () => number = Math.random,
): (T | W)[] {
  const total = pool.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  const pick = (): T => {
    let ticket = random() * total;
    for (const item of pool) {
      ticket -= Math.max(0, item.weight);
      if (ticket < 0) return item;
    }
    return pool[pool.length - 1];
  };
  const strip: (T | W)[] = [];
  for (let index = 0; index < REEL_LENGTH; index++)
    strip.push(index === WIN_INDEX || pool.length === 0 ? winner : pick());
  return strip;
}

export interface ReelGeometry {
  containerWidth: number;
  cardWidth: number;
  gap: number;
}

/**
 * The translateX (px, negative) that puts the centre of card `index` under the marker in the middle
 * of the container, shifted by `jitter` (-0.5..0.5 of a card, so it does not always stop dead centre).
 */
export function reelOffset({ containerWidth, cardWidth, gap }: ReelGeometry, index: number, jitter = 0): number {
  const step = cardWidth + gap;
  const cardCentre = index * step + cardWidth / 2;
  const clampedJitter = Math.max(-0.4, Math.min(0.4, jitter)) * cardWidth;
  return Math.round(containerWidth / 2 - cardCentre - clampedJitter);
}

/** The card index under the marker for a given offset (the inverse, used by tests). */
export function indexAtOffset({ containerWidth, cardWidth, gap }: ReelGeometry, offset: number): number {
  const step = cardWidth + gap;
  return Math.floor((containerWidth / 2 - offset) / step);
}
