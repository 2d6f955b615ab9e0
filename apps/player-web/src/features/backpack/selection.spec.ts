import { describe, expect, it } from 'vitest';
import { invertSelection, toggleSelection } from './selection';

describe('backpack selection (spec section 4)', () => {
  it('toggles one item', () => {
    const once = toggleSelection(new Set(), 'a');
    expect([...once]).toEqual(['a']);
    expect([...toggleSelection(once, 'a')]).toEqual([]);
  });

  it('select-all inverts the selection on the page', () => {
    expect([...invertSelection(new Set(), ['a', 'b', 'c'])]).toEqual(['a', 'b', 'c']);
    expect([...invertSelection(new Set(['a']), ['a', 'b', 'c'])]).toEqual(['b', 'c']);
    expect([...invertSelection(new Set(['a', 'b', 'c']), ['a', 'b', 'c'])]).toEqual([]);
  });
});
