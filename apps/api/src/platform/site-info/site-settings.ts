// The site's public settings. CUSTOMER_SERVICE_URL is read here, once at start, because AppConfig
// (platform/config) has no field for it yet.
import { apiVersion } from './api-version';

export const SITE_SETTINGS = Symbol('SITE_SETTINGS');

export interface SiteSettings {
  name: string;
  version: string;
  customerServiceUrl: string;
}

export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    name: 'Lootledger',
    version: apiVersion(),
    customerServiceUrl: env.CUSTOMER_SERVICE_URL || 'https://lootledger.example/support',
  };
}
