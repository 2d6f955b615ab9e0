// How a landed item is revealed: every drop flashes its rarity colour; covert (Hidden, red) and gold
// (Extraordinary: knives and gloves) drops get the big celebration and the bigger sound.
import { Rarity } from '@lootledger/contracts';

export type Reveal = 'normal' | 'rare' | 'jackpot';

export function revealFor(lv: number): Reveal {
  if (lv >= Rarity.HIDDEN) return 'jackpot';
  if (lv >= Rarity.RESTRICTED) return 'rare';
  return 'normal';
}

/** The grandest reveal among several landed items (one sound for a multi-open). */
export function grandestReveal(levels: readonly number[]): Reveal {
  const order: Reveal[] = ['normal', 'rare', 'jackpot'];
  return levels.reduce<Reveal>((best, lv) => {
    const reveal = revealFor(lv);
    return order.indexOf(reveal) > order.indexOf(best) ? reveal : best;
  }, 'normal');
}
