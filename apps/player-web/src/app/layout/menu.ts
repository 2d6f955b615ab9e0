// The main menu (spec section 2): which pages it lists, and which it hides on phones or on desktops.
import { paths } from '@/config/paths';

export interface MenuEntry {
  /** layout:menu.<key> */
  key: string;
  to: string;
  desktopOnly?: boolean;
  phoneOnly?: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'home', to: paths.home.getHref() },
  { key: 'arena', to: paths.arena.getHref() },
  { key: 'lucky', to: paths.lucky.getHref() },
  { key: 'roll', to: paths.roll.getHref() },
  { key: 'shopping', to: paths.shopping.getHref(), desktopOnly: true },
  { key: 'compound', to: paths.compound.getHref(), desktopOnly: true },
  { key: 'welfare', to: paths.welfare.getHref() },
  { key: 'packsack', to: paths.packsack.getHref() },
  { key: 'recharge', to: paths.recharge.getHref() },
  { key: 'promotion', to: paths.promotion.getHref() },
  { key: 'taskCentre', to: paths.taskCentre.getHref(), phoneOnly: true },
  { key: 'helps', to: paths.helps.getHref() },
];

export function visibleMenu(isPhone: boolean): MenuEntry[] {
  return MENU.filter((entry) => (isPhone ? !entry.desktopOnly : !entry.phoneOnly));
}
