// The main menu (spec section 2): which pages it lists, and which it hides on phones or on desktops
// or because staff switched their feature off (site settings).
import type { SiteFeature } from '@lootledger/contracts';
import { paths } from '@/config/paths';

export interface MenuEntry {
  /** layout:menu.<key> */
  key: string;
  to: string;
  desktopOnly?: boolean;
  phoneOnly?: boolean;
  /** Hidden while this feature is switched off. */
  feature?: SiteFeature;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'home', to: paths.home.getHref() },
  { key: 'arena', to: paths.arena.getHref(), feature: 'battles' },
  { key: 'lucky', to: paths.lucky.getHref(), feature: 'upgrade' },
  { key: 'roll', to: paths.roll.getHref(), feature: 'roll' },
  { key: 'shopping', to: paths.shopping.getHref(), desktopOnly: true, feature: 'shop' },
  { key: 'compound', to: paths.compound.getHref(), desktopOnly: true, feature: 'contract' },
  { key: 'welfare', to: paths.welfare.getHref() },
  { key: 'packsack', to: paths.packsack.getHref() },
  { key: 'recharge', to: paths.recharge.getHref() },
  { key: 'promotion', to: paths.promotion.getHref() },
  { key: 'taskCentre', to: paths.taskCentre.getHref(), phoneOnly: true },
  { key: 'helps', to: paths.helps.getHref() },
];

/** features: the site's switches (a feature not listed counts as on). */
export function visibleMenu(isPhone: boolean, features: Partial<Record<SiteFeature, boolean>> = {}): MenuEntry[] {
  return MENU.filter(
    (entry) =>
      (isPhone ? !entry.desktopOnly : !entry.phoneOnly) && (!entry.feature || features[entry.feature] !== false),
  );
}
