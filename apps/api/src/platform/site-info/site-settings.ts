// The site's settings: the customer-service link, the minimum age, which features are on and the 404
// page's visitor-statistics script. Staff edit them in the console (content context, resource
// `settings`); GET /api/info serves them, the feature switch guard refuses a switched-off feature's
// calls, and the player web's page CSP allows the statistics script's origin only while one is set.
// The rules here are pure; SiteSettingsStore keeps the one row.
import { SITE_FEATURES, type SiteFeature } from '@lootledger/contracts';
import type { FieldError } from '../validation/field-errors';
import { apiVersion } from './api-version';

export const SITE_NAME = 'Lootledger';
/** The law's floor (spec: minimum age 18); staff may raise it for a market, never lower it. */
export const MIN_AGE_FLOOR = 18;
export const MIN_AGE_CEILING = 25;
export const SITE_URL_MAX = 500;

export interface SiteSettings {
  customerServiceUrl: string;
  minAge: number;
  features: Record<SiteFeature, boolean>;
  /** null: no statistics script (the default). */
  statsScriptUrl: string | null;
}

export function allFeaturesOn(): Record<SiteFeature, boolean> {
  return Object.fromEntries(SITE_FEATURES.map((feature) => [feature, true])) as Record<SiteFeature, boolean>;
}

/** The customer-service link until one is configured: the help centre, which always exists (spec). */
export const DEFAULT_CUSTOMER_SERVICE_URL = '/helps';

/** What a site that staff never configured runs with (CUSTOMER_SERVICE_URL sets the first link). */
export function defaultSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    customerServiceUrl: env.CUSTOMER_SERVICE_URL || DEFAULT_CUSTOMER_SERVICE_URL,
    minAge: MIN_AGE_FLOOR,
    features: allFeaturesOn(),
    statsScriptUrl: null,
  };
}

export function siteVersion(): string {
  return apiVersion();
}

function fieldError(field: string, en: string, zh: string): FieldError {
  return { field, message: { en, zh } };
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A link players follow: http(s) without credentials, mailto:, or a path on this site. */
export function customerServiceUrlError(url: string): FieldError | undefined {
  const invalid = fieldError(
    'customer_service_url',
    'customer_service_url must be an http(s) or mailto: address, or a path on this site starting with /',
    '客服链接须为 http(s) 或 mailto: 地址，或以 / 开头的站内路径',
  );
  if (url.length === 0 || url.length > SITE_URL_MAX || /\s/.test(url)) return invalid;
  if (url.startsWith('/')) return url.startsWith('//') ? invalid : undefined;
  const parsed = parseUrl(url);
  if (!parsed) return invalid;
  if (parsed.protocol === 'mailto:') return undefined;
  if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password)
    return undefined;
  return invalid;
}

/**
 * A script every visitor of the 404 page runs: https only (plain http only on this machine, for
 * tests and development), no credentials in it.
 */
export function statsScriptUrlError(url: string): FieldError | undefined {
  const invalid = fieldError(
    'stats_script_url',
    'stats_script_url must be an https:// address (http:// only for 127.0.0.1 or localhost)',
    '统计脚本地址须为 https:// 地址（http:// 仅限 127.0.0.1 或 localhost）',
  );
  if (url.length > SITE_URL_MAX || /\s/.test(url)) return invalid;
  const parsed = parseUrl(url);
  if (!parsed || parsed.username || parsed.password) return invalid;
  if (parsed.protocol === 'https:') return undefined;
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return undefined;
  return invalid;
}

export function minAgeError(minAge: number): FieldError | undefined {
  if (Number.isInteger(minAge) && minAge >= MIN_AGE_FLOOR && minAge <= MIN_AGE_CEILING) return undefined;
  return fieldError(
    'min_age',
    `min_age must be a whole number from ${MIN_AGE_FLOOR} to ${MIN_AGE_CEILING}`,
    `最低年龄须为 ${MIN_AGE_FLOOR} 到 ${MIN_AGE_CEILING} 之间的整数`,
  );
}

/** Every rule a saved settings row must meet; empty when it may be saved. */
export function siteSettingsErrors(settings: SiteSettings): FieldError[] {
  return [
    customerServiceUrlError(settings.customerServiceUrl),
    minAgeError(settings.minAge),
    settings.statsScriptUrl === null ? undefined : statsScriptUrlError(settings.statsScriptUrl),
  ].filter((error): error is FieldError => error !== undefined);
}

/** The origin a page's Content-Security-Policy must allow for the statistics script (none when unset). */
export function statsScriptOrigin(settings: SiteSettings): string | null {
  if (!settings.statsScriptUrl) return null;
  return parseUrl(settings.statsScriptUrl)?.origin ?? null;
}
