import { describe, expect, it } from 'vitest';
import { Rarity } from '@lootledger/contracts';
import { grandestReveal, revealFor } from './rarity-reveal';

describe('rarity reveal', () => {
  it('celebrates covert (Hidden) and gold (Extraordinary) drops', () => {
    expect(revealFor(Rarity.HIDDEN)).toBe('jackpot');
    expect(revealFor(Rarity.EXTRAORDINARY)).toBe('jackpot');
    expect(revealFor(Rarity.CONFIDENTIAL)).toBe('rare');
    expect(revealFor(Rarity.RESTRICTED)).toBe('rare');
    expect(revealFor(Rarity.MILITARY)).toBe('normal');
    expect(revealFor(Rarity.CONSUMER)).toBe('normal');
  });

  it('a multi-open sounds like its grandest drop', () => {
    expect(grandestReveal([])).toBe('normal');
    expect(grandestReveal([Rarity.CONSUMER, Rarity.RESTRICTED, Rarity.MILITARY])).toBe('rare');
    expect(grandestReveal([Rarity.CONSUMER, Rarity.EXTRAORDINARY, Rarity.RESTRICTED])).toBe('jackpot');
  });
});
