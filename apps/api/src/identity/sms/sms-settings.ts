// What both real SMS adapters read alike from AppConfig.providerEnv: a template per purpose (one
// variable for all, or one per purpose overriding it), an endpoint given as a host or a full URL,
// and a timeout. A missing key refuses the start, naming the variable (provider-settings.ts).
import type { AppConfig } from '../../platform/config/app-config';
import { optionalSetting, requiredSetting } from '../../platform/config/provider-settings';
import { SmsPurpose } from '../domain/sms-code';

type ProviderEnv = Pick<AppConfig, 'providerEnv'>;

const PURPOSES = [SmsPurpose.Register, SmsPurpose.Login, SmsPurpose.Bind] as const;

/**
 * The template of each purpose: `<base>_REGISTER`, `_LOGIN`, `_BIND` when set, else `<base>` (required
 * only when a purpose has no template of its own).
 */
export function templatesByPurpose(
  config: ProviderEnv,
  base: string,
  enabledBy: string,
): Readonly<Record<SmsPurpose, string>> {
  const templates = {} as Record<SmsPurpose, string>;
  for (const purpose of PURPOSES) {
    templates[purpose] =
      optionalSetting(config, `${base}_${SmsPurpose[purpose].toUpperCase()}`) ??
      requiredSetting(config, base, enabledBy);
  }
  return templates;
}

export interface SmsEndpoint {
  /** host[:port], as the SDKs take it. */
  host: string;
  protocol: 'http' | 'https';
}

/** "host[:port]" (https) or "http(s)://host[:port]" (a test double, a private gateway). */
export function endpointSetting(config: ProviderEnv, name: string, fallback: string): SmsEndpoint {
  const value = optionalSetting(config, name, fallback);
  if (!/^[a-z]+:\/\//i.test(value)) return { host: value.replace(/\/+$/, ''), protocol: 'https' };
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL or a host`);
  return { host: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** A positive whole number of milliseconds. */
export function timeoutSetting(config: ProviderEnv, name: string, fallbackMs: number): number {
  const value = optionalSetting(config, name, String(fallbackMs));
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a positive whole number of milliseconds`);
  return ms;
}
