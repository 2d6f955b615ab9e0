// The console in English and Chinese: react-admin's texts (ra-language-english, and our Chinese
// translation of them), the shared app texts and every resource's own. The first language is the
// one chosen before (react-admin keeps it), else the browser's, else English; the API client sends
// it as `lang` so the server's messages match.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { setLocaleSource, type Lang } from '../providers/api-client';
import { appMessages } from './app-messages';
import { mergeMessages, type Messages } from './define-messages';
import { raChinese } from './ra-chinese';

const LOCALE_KEY = 'RaStore.locale';

function initialLocale(): Lang {
  try {
    const stored = JSON.parse(window.localStorage.getItem(LOCALE_KEY) ?? 'null') as unknown;
    if (stored === 'zh' || stored === 'en') return stored;
  } catch {
    // an unreadable stored choice counts as none
  }
  const browser = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  return browser.startsWith('zh') ? 'zh' : 'en';
}

export function createI18nProvider(featureMessages: Messages<object>[]) {
  const catalogues: Record<Lang, TranslationMessages> = {
    en: mergeMessages(englishMessages, appMessages.en, ...featureMessages.map((m) => m.en)) as TranslationMessages,
    zh: mergeMessages(raChinese, appMessages.zh, ...featureMessages.map((m) => m.zh)) as TranslationMessages,
  };
  const provider = polyglotI18nProvider((locale) => catalogues[locale === 'zh' ? 'zh' : 'en'], initialLocale(), [
    { locale: 'en', name: 'English' },
    { locale: 'zh', name: '中文' },
  ]);
  setLocaleSource(() => (provider.getLocale() === 'zh' ? 'zh' : 'en'));
  return provider;
}
