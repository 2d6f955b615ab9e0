import { describe, expect, it } from 'vitest';
import { addPick, confirmRefusal, removePick } from './selection';

describe('contract selection', () => {
  it('adds items once each, up to nine', () => {
    let picked: readonly string[] = [];
    for (const id of ['a', 'b', 'c']) {
      const result = addPick(picked, id);
      if (!result.ok) throw new Error(result.refusal);
      picked = result.picked;
    }
    expect(picked).toEqual(['a', 'b', 'c']);
    expect(addPick(picked, 'b')).toEqual({ ok: false, refusal: 'repeated' });
    const nine = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(addPick(nine, '10')).toEqual({ ok: false, refusal: 'tooMany' });
    expect(removePick(picked, 'b')).toEqual(['a', 'c']);
  });

  it('confirms 3 to 9 items only', () => {
    expect(confirmRefusal(['a', 'b'])).toBe('tooFew');
    expect(confirmRefusal(['a', 'b', 'c'])).toBeNull();
    expect(confirmRefusal(['1', '2', '3', '4', '5', '6', '7', '8', '9'])).toBeNull();
    expect(confirmRefusal(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])).toBe('tooMany');
  });
});
