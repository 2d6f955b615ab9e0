// i18next, started with the shared words (common: what shared code says, e.g. the API client's
// errors); the app adds every other namespace (src/locales/resources.ts: the layout's and each
// feature's) before its first render, so shared code never loads the features. No text is
// hard-coded in components: they read it from here.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from '@/locales/common';
import { initialLanguage } from './language';

void i18n.use(initReactI18next).init({
  resources: { en: { common: common.en }, zh: { common: common.zh } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en'],
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('common:siteTitle');
}

syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/** Adds namespaces in both languages (the app: src/locales/resources.ts, before the first render). */
export function addResources(resources: Record<'en' | 'zh', Record<string, object>>): void {
  for (const language of ['en', 'zh'] as const) {
    for (const [namespace, bundle] of Object.entries(resources[language])) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
}

export default i18n;
