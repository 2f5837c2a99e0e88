/**
 * i18next set up once for the app: texts come from /locales/{lng}/{ns}.json, the language from
 * the stored choice, then the browser, then English; <html lang dir> follows the language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from '../lib/locale-backend';
import { languageDetector } from './language-detector';
import { directionOf, fallbackLanguage, languageCodes } from './languages';

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', applyDocumentLanguage);
  void i18next
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: fallbackLanguage,
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}
