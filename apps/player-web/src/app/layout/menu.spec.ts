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
});
