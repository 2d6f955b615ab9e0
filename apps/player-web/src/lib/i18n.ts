// i18next with every namespace's zh and en resources (src/locales/resources.ts). No text is
// hard-coded in components: they read it from here.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@/locales/resources';
import { initialLanguage } from './language';

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en'],
  defaultNS: 'common',
  ns: Object.keys(resources.en),
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

export default i18n;
