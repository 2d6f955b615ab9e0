// The request's language: ?lang=, else Accept-Language, else English (contract section 4).
import type { Language } from '@lootledger/contracts';

export function resolveLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const lang = (query as { lang?: unknown } | undefined)?.lang;
  if (lang === 'zh' || lang === 'en') return lang;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.trim().toLowerCase();
      if (tag.startsWith('zh')) return 'zh';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return 'en';
}
