// Response shape of GET /api/info (contract section 7): what the site says about itself, with the
// settings staff edit in the console (customer-service link, minimum age, feature switches, the 404
// page's visitor-statistics script).
import type { Language } from '../envelope';
import { GAME_FEATURES, type GameFeature } from '../games';

/**
 * The parts of the site staff can switch off (site settings); off: hidden and their calls refused.
 * The games (their wire contracts, in their order), then the points shop.
 */
export type SiteFeature = GameFeature | 'shop';
export const SITE_FEATURES: readonly SiteFeature[] = [...GAME_FEATURES.map((feature) => feature.key), 'shop'];

/** What each switch turns off, as the API documents it. */
export const SITE_FEATURE_DESCRIPTIONS: Readonly<Record<SiteFeature, string>> = {
  ...(Object.fromEntries(GAME_FEATURES.map((feature) => [feature.key, feature.description])) as Record<
    GameFeature,
    string
  >),
  shop: 'the points shop',
};

export interface SiteInfoResponse {
  name: string;
  /** The API version. */
  version: string;
  languages: Language[];
  /** Players must be at least this old to register. */
  min_age: number;
  customer_service_url: string;
  /** The server clock (ISO-8601 UTC); clients sign with it. */
  server_time: string;
  /** Which features are on (added with the site settings; every feature is listed). */
  features: Record<SiteFeature, boolean>;
  /** The visitor-statistics script the 404 page loads; null: none (the default). */
  stats_script_url: string | null;
}

/** A record of /admin/api/settings (one row, id "site"). */
export interface StaffSiteSettingsResponse {
  id: 'site';
  customer_service_url: string;
  min_age: number;
  features: Record<SiteFeature, boolean>;
  stats_script_url: string | null;
  updated_at: string | null;
}
