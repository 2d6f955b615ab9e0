// What a feature hands the site to be part of it: its texts (one i18n namespace), its pages and its
// menu entry. Each feature declares one in `features/<feature>/feature.ts`; the router, the main
// menu and the i18n resources map over the one list of them (src/features/registry.ts).
import type { ComponentType } from 'react';
import type { SiteFeature } from '@lootledger/contracts';
import type { Namespace } from '@/locales/translation';

export interface FeaturePage {
  /** The router pattern (from the feature's paths.ts). */
  path: string;
  /** `lazyPage(() => import('./routes/x'), 'XRoute')`: every page is its own chunk. */
  page: ComponentType;
  /** Arriving without a token: "please log in", back to / and the login dialog. */
  loginRequired?: boolean;
  /** The site switch (site settings) that turns the page off: a notice instead of the page. */
  siteSwitch?: SiteFeature;
}

export interface FeatureMenuEntry {
  to: string;
  desktopOnly?: boolean;
  phoneOnly?: boolean;
  /** Hidden while this switch is off. */
  siteSwitch?: SiteFeature;
}

export interface FeatureRegistration {
  /** The i18n namespace of its texts (`useTranslation('<namespace>')`). */
  namespace: string;
  /** Its texts, in zh and en. */
  messages: Namespace<object>;
  /** Key (in its namespace) of its name: its menu entry's text, the title of its "switched off" notice. */
  name: string;
  pages?: readonly FeaturePage[];
  /** Its entry in the main menu (the registry's order is the menu's order). */
  menu?: FeatureMenuEntry;
}

/** Declares a feature's registration (its name a key of its own texts). */
export function defineFeature<T extends object>(
  registration: Omit<FeatureRegistration, 'messages' | 'name'> & { messages: Namespace<T>; name: keyof T & string },
): FeatureRegistration {
  return registration;
}
