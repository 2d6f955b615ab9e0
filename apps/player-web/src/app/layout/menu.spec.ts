import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu';

describe('main menu (spec section 2: some pages hidden on phone or on web)', () => {
  it('hides desktop-only pages on phones', () => {
    const keys = visibleMenu(true).map((entry) => entry.key);
    expect(keys).not.toContain('shopping');
    expect(keys).not.toContain('compound');
    expect(keys).toContain('taskCentre');
  });

  it('hides phone-only pages on desktops', () => {
    const keys = visibleMenu(false).map((entry) => entry.key);
    expect(keys).toContain('shopping');
    expect(keys).toContain('compound');
    expect(keys).not.toContain('taskCentre');
  });

  it('hides the entries of features staff switched off, and only those', () => {
    const all = visibleMenu(false).map((entry) => entry.key);
    const keys = visibleMenu(false, { battles: false, shop: false, upgrade: true }).map((entry) => entry.key);
    expect(keys).toEqual(all.filter((key) => key !== 'arena' && key !== 'shopping'));
    const none = visibleMenu(false, { battles: false, upgrade: false, contract: false, roll: false, shop: false });
    expect(none.map((entry) => entry.key)).toEqual(
      all.filter((key) => !['arena', 'lucky', 'compound', 'roll', 'shopping'].includes(key)),
    );
  });
});
