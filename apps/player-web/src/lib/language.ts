// The site language (spec section 1): the saved setting, else the browser language, else English.
import type { Language } from '@lootledger/contracts';
import { readLocal, writeLocal } from './local-store';

export const LANGUAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh' || value === 'en';
}

export function detectLanguage(saved: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function initialLanguage(): Language {
  const browser =
    typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLanguage(readLocal(LANGUAGE_KEY), browser);
}

export function saveLanguage(language: Language): void {
  writeLocal(LANGUAGE_KEY, language);
}
