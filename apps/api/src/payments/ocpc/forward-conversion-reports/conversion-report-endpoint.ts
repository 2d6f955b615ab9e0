// Where first-recharge conversion reports are forwarded (docs/conversion-reports.md):
// CONVERSION_REPORT_URL (an http(s) URL; unset: reports are stored, not forwarded) and
// CONVERSION_REPORT_SECRET (optional: the HMAC-SHA256 key of the signature header). Read once, at
// start; a URL that is not http(s) refuses the start, naming the variable.
import type { AppConfig } from '../../../platform/config/app-config';
import { optionalSetting } from '../../../platform/config/provider-settings';

export interface ConversionReportEndpoint {
  readonly url: string;
  /** The signature key; undefined: requests go unsigned. */
  readonly secret?: string;
}

export const CONVERSION_REPORT_ENDPOINT = Symbol('CONVERSION_REPORT_ENDPOINT');

/** The configured endpoint, or null when CONVERSION_REPORT_URL is unset (forwarding disabled). */
export function conversionReportEndpoint(config: Pick<AppConfig, 'providerEnv'>): ConversionReportEndpoint | null {
  const url = optionalSetting(config, 'CONVERSION_REPORT_URL');
  if (url === undefined) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`CONVERSION_REPORT_URL=${url} is not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`CONVERSION_REPORT_URL=${url} is not an http(s) URL`);
  }
  const secret = optionalSetting(config, 'CONVERSION_REPORT_SECRET');
  return secret === undefined ? { url } : { url, secret };
}
