// Reading an outside provider's settings (AppConfig.providerEnv): a provider enabled without one of
// its keys refuses to start, naming the missing variable and the setting that enabled it.
import type { AppConfig } from './app-config';

/** The variable's value, trimmed; throws naming it when it is unset or blank. */
export function requiredSetting(config: Pick<AppConfig, 'providerEnv'>, name: string, enabledBy: string): string {
  const value = config.providerEnv[name]?.trim();
  if (!value) throw new Error(`${name} is required by ${enabledBy} and is not set`);
  return value;
}

/** The variable's value, trimmed, or the default when it is unset or blank. */
export function optionalSetting(config: Pick<AppConfig, 'providerEnv'>, name: string, fallback: string): string;
export function optionalSetting(config: Pick<AppConfig, 'providerEnv'>, name: string): string | undefined;
export function optionalSetting(
  config: Pick<AppConfig, 'providerEnv'>,
  name: string,
  fallback?: string,
): string | undefined {
  const value = config.providerEnv[name]?.trim();
  return value ? value : fallback;
}

/** A PEM key or certificate given inline, with literal "\n" sequences (one-line env files) turned into newlines. */
export function pemSetting(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}
