// The Waxpeer adapter's settings (TRADE_PROVIDER=waxpeer), read from AppConfig.providerEnv at start:
// a missing key or rate refuses to start, naming the variable.
//   WAXPEER_API_KEY        the account's API key (sent as the `api` query parameter)      required
//   WAXPEER_CNY_PER_USD    the exchange rate for the purchase ceiling, e.g. 7.1234        required
//   WAXPEER_BASE_URL       the API's origin (the test double's in tests)                  https://api.waxpeer.com
//   WAXPEER_TIMEOUT_MS     one request's time limit                                       10000
// How far above an item's value a purchase may go is not here: it is the delivery's price margin,
// which finance edits in the console (delivery/delivery-settings/), read per purchase.
import type { AppConfig } from '../../../platform/config/app-config';
import { optionalSetting, requiredSetting } from '../../../platform/config/provider-settings';
import { parseCnyPerUsd, type CnyPerUsd } from './waxpeer-prices';

export const WAXPEER_DEFAULT_BASE_URL = 'https://api.waxpeer.com';
export const WAXPEER_DEFAULT_TIMEOUT_MS = 10_000;

export interface WaxpeerSettings {
  apiKey: string;
  baseUrl: string;
  cnyPerUsd: CnyPerUsd;
  timeoutMs: number;
}

const ENABLED_BY = 'TRADE_PROVIDER=waxpeer';

export function waxpeerSettings(config: Pick<AppConfig, 'providerEnv'>): WaxpeerSettings {
  const apiKey = requiredSetting(config, 'WAXPEER_API_KEY', ENABLED_BY);
  const cnyPerUsd = parseCnyPerUsd(requiredSetting(config, 'WAXPEER_CNY_PER_USD', ENABLED_BY));
  const baseUrl = optionalSetting(config, 'WAXPEER_BASE_URL', WAXPEER_DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/.test(baseUrl)) {
    throw new Error(`WAXPEER_BASE_URL=${baseUrl}: must be an origin like ${WAXPEER_DEFAULT_BASE_URL}`);
  }
  const timeoutText = optionalSetting(config, 'WAXPEER_TIMEOUT_MS', String(WAXPEER_DEFAULT_TIMEOUT_MS));
  const timeoutMs = /^\d{1,6}$/.test(timeoutText) ? Number(timeoutText) : NaN;
  if (!(timeoutMs >= 1)) throw new Error(`WAXPEER_TIMEOUT_MS=${timeoutText}: must be a positive number of ms`);
  return { apiKey, baseUrl, cnyPerUsd, timeoutMs };
}
