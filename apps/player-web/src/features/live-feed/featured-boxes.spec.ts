import { describe, expect, it } from 'vitest';
import type { BoxSummaryView } from '@lootledger/contracts';
import { featuredBoxes } from './featured-boxes';

const box = (id: string, price: string): BoxSummaryView => ({
  id,
  name: id,
  cover: '',
  price,
  category: 'budget',
});
const boxes = [box('rookie', '1.15'), box('blade', '43.45'), box('doppler', '48.83'), box('redline', '6.66')];

describe('the featured boxes of the home hero', () => {
  it('puts the most opened first, then the priciest of the rest', () => {
    expect(featuredBoxes(boxes, ['rookie']).map((entry) => entry.id)).toEqual(['rookie', 'doppler', 'blade']);
    expect(featuredBoxes(boxes, ['redline', 'rookie', 'gone']).map((entry) => entry.id)).toEqual([
      'redline',
      'rookie',
      'doppler',
    ]);
  });

  it('falls back to the priciest boxes when nothing was opened', () => {
    expect(featuredBoxes(boxes, []).map((entry) => entry.id)).toEqual(['doppler', 'blade', 'redline']);
  });
});
