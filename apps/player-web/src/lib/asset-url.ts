import { env } from '@/config/env';

/** Covers and avatars are paths on the API's origin (or already absolute / data URLs). */
export function assetUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return env.apiBase + path;
}
