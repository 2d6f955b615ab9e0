import { describe, expect, it } from 'vitest';
import { resources } from '@/locales/resources';
import { MENU, visibleMenu } from './menu';

describe('main menu (spec section 2: some pages hidden on phone or on web)', () => {
  it('hides desktop-only pages on phones', () => {
    const keys = visibleMenu(true).map((entry) => entry.key);
    expect(keys).not.toContain('shop');
    expect(keys).not.toContain('contract');
    expect(keys).toContain('taskCentre');
  });

  it('hides phone-only pages on desktops', () => {
    const keys = visibleMenu(false).map((entry) => entry.key);
    expect(keys).toContain('shop');
    expect(keys).toContain('contract');
    expect(keys).not.toContain('taskCentre');
  });

  it('hides the entries of features staff switched off, and only those', () => {
    const all = visibleMenu(false).map((entry) => entry.key);
    const keys = visibleMenu(false, { battles: false, shop: false, upgrade: true }).map((entry) => entry.key);
    expect(keys).toEqual(all.filter((key) => key !== 'arena' && key !== 'shop'));
    const none = visibleMenu(false, { battles: false, upgrade: false, contract: false, roll: false, shop: false });
    expect(none.map((entry) => entry.key)).toEqual(
      all.filter((key) => !['arena', 'upgrade', 'contract', 'roll', 'shop'].includes(key)),
    );
  });

  it("lists boxes, the registered features in the registry's order, then the site's own pages", () => {
    expect(visibleMenu(false).map((entry) => entry.key)).toEqual([
      'home',
      'arena',
      'upgrade',
      'roll',
      'shop',
      'contract',
      'welfare',
      'packsack',
      'recharge',
      'promotion',
      'helps',
    ]);
  });

  it('has a text for every entry in both languages', () => {
    for (const language of ['en', 'zh'] as const) {
      for (const entry of MENU) {
        const [namespace, key] = entry.label.split(':');
        const tree = (resources[language] as Record<string, unknown>)[namespace];
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
        expect(typeof text, `${language} ${entry.label}`).toBe('string');
      }
    }
  });
});
