// The site's settings and information, for the contexts: the store (read and, for the content
// context's staff edit, write), the rules, @FeatureSwitch for routes a switch may turn off.
export {
  MIN_AGE_CEILING,
  MIN_AGE_FLOOR,
  SITE_URL_MAX,
  siteSettingsErrors,
  statsScriptOrigin,
  type SiteSettings,
} from './site-settings';
export { SiteSettingsStore, type SiteSettingsRow } from './site-settings.store';
export { FeatureSwitch } from './feature-switch';
export { SiteFeaturesDto, type SiteFeatures } from './site-info.dto';
