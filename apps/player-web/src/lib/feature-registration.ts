// What a feature hands the site to be part of it: its texts (one i18n namespace), its pages, its
// menu entry and the verifiers of its games' own draws. Each feature declares one in
// `features/<feature>/feature.ts`; the router, the main menu, the i18n resources and the verify page
// map over the one list of them (src/features/registry.ts).
import type { ComponentType } from 'react';
import type { PairDrawGame, PairDrawResponse, SiteFeature } from '@lootledger/contracts';
import type { VerifyResult } from '@lootledger/fairness';
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

/** Re-checks in the browser one draw of a revealed seed pair (GET /api/fairness/pairs/{pair_id}/draws). */
export type PairDrawVerifier = (draw: PairDrawResponse) => VerifyResult;

/** The verifiers of the games whose draw rule is their own (libs/fairness/src/<game>.ts), by game. */
export type PairDrawVerifiers = Partial<Record<PairDrawGame, PairDrawVerifier>>;

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
  /** How the verify page re-checks the pair draws of its game, when the game's draw rule is its own. */
  pairDraws?: PairDrawVerifiers;
}

/** Declares a feature's registration (its name a key of its own texts). */
export function defineFeature<T extends object>(
  registration: Omit<FeatureRegistration, 'messages' | 'name'> & { messages: Namespace<T>; name: keyof T & string },
): FeatureRegistration {
  return registration;
}

/** The verify page's verifiers of the games' own draws: those the features register. */
export function pairDrawVerifiers(features: readonly FeatureRegistration[]): PairDrawVerifiers {
  return Object.assign({}, ...features.map((feature) => feature.pairDraws ?? {})) as PairDrawVerifiers;
}
