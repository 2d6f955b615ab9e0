// The main menu (spec section 2): which pages it lists, and which it hides on phones or on desktops
// or because staff switched their feature off (site settings). Boxes (home) first, then the entries
// of the registered features in the registry's order, then the site's own pages.
import type { SiteFeature } from '@lootledger/contracts';
import { paths } from '@/config/paths';
import { FEATURES } from '@/features/registry';

export interface MenuEntry {
  key: string;
  /** The text's full key, `<namespace>:<key>`. */
  label: string;
  to: string;
  desktopOnly?: boolean;
  phoneOnly?: boolean;
  /** Hidden while this switch is off. */
  siteSwitch?: SiteFeature;
}

const own = (key: string, to: string, options: Partial<MenuEntry> = {}): MenuEntry => ({
  key,
  label: `layout:menu.${key}`,
  to,
  ...options,
});

export const MENU: readonly MenuEntry[] = [
  own('home', paths.home.getHref()),
  ...FEATURES.flatMap(({ namespace, name, menu }) =>
    menu ? [{ ...menu, key: namespace, label: `${namespace}:${name}` }] : [],
  ),
  own('packsack', paths.packsack.getHref()),
  own('recharge', paths.recharge.getHref()),
  own('promotion', paths.promotion.getHref()),
  own('taskCentre', paths.taskCentre.getHref(), { phoneOnly: true }),
  own('helps', paths.helps.getHref()),
];

/** features: the site's switches (a feature not listed counts as on). */
export function visibleMenu(isPhone: boolean, features: Partial<Record<SiteFeature, boolean>> = {}): MenuEntry[] {
  return MENU.filter(
    (entry) =>
      (isPhone ? !entry.desktopOnly : !entry.phoneOnly) && (!entry.siteSwitch || features[entry.siteSwitch] !== false),
  );
}
