// What a feature hands the site to be part of it: its texts (one i18n namespace), its pages, its
// menu entry and the verifiers of its games' own draws. Each feature declares one in
// `features/<feature>/feature.ts`; the router, the main menu, the i18n resources and the verify page
// map over the one list of them (src/features/registry.ts).
import type { TFunction } from 'i18next';
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

/** How the verify page treats one draw of a revealed seed pair (GET /api/fairness/pairs/{pair_id}/draws). */
export interface PairDrawRule {
  /** Re-checks the draw in the browser. */
  verify: (draw: PairDrawResponse) => VerifyResult;
  /** Its result as the draw's row says it; `t` reads any namespace (`t('upgrade:pairDraw.won')`). */
  describe: (draw: PairDrawResponse, t: TFunction) => string;
}

/** The rules of the games' draws that their features register, by game. */
export type PairDrawRules = Partial<Record<PairDrawGame, PairDrawRule>>;

/** A section of the verify page (/fairness) re-checking a record of the feature's own (a battle). */
export interface VerifySection {
  /** The query parameter naming the record (`?battle=<id>`, a "Verify" link): the section then comes first. */
  param: string;
  Section: ComponentType<{ initialId?: string }>;
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
  /** How the verify page re-checks and names the pair draws of its games. */
  pairDraws?: PairDrawRules;
  /** Its section of the verify page, for records re-checked as a whole. */
  verify?: VerifySection;
}

/** Declares a feature's registration (its name a key of its own texts). */
export function defineFeature<T extends object>(
  registration: Omit<FeatureRegistration, 'messages' | 'name'> & { messages: Namespace<T>; name: keyof T & string },
): FeatureRegistration {
  return registration;
}

/** The verify page's rules of the games' draws: those the features register. */
export function pairDrawRules(features: readonly FeatureRegistration[]): PairDrawRules {
  return Object.assign({}, ...features.map((feature) => feature.pairDraws ?? {})) as PairDrawRules;
}

/** The verify page's sections of the features' own records. */
export function verifySections(features: readonly FeatureRegistration[]): VerifySection[] {
  return features.flatMap((feature) => (feature.verify ? [feature.verify] : []));
}
