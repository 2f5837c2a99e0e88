/**
 * i18next set up once for the app: texts come from /locales/{lng}/{ns}.json (i18next-http-backend),
 * the language from the URL (/fr/about: issue 32), else the stored choice, then the browser, then
 * English (i18next-browser-languagedetector, cached in localStorage); <html lang dir> follows the
 * language. A language read from the URL is not stored: following a shared /ar/ link does not change
 * the language of the visitor's other visits; choosing one in the language menu does.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  directionOf,
  fallbackLanguage,
  type LanguageCode,
  languageCodes,
  languageOfPath,
  localeLoadPath,
} from './languages';

export { localeLoadPath };

/** Resolves once i18next knows the language and has its first texts (or gave up on them). */
export function i18nReady(): Promise<void> {
  return i18next.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));
}

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** `routeNamespaces`: the first page's texts, fetched alongside the shell's rather than after them. */
export function initI18n(
  routeNamespaces: readonly string[] = [],
  pathname: string = window.location.pathname,
): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const urlLanguage = languageOfPath(pathname);
  i18next.on('languageChanged', applyDocumentLanguage);
  void i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...(urlLanguage ? { lng: urlLanguage } : {}),
      fallbackLng: fallbackLanguage,
      supportedLngs: languageCodes,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: ['translation', ...routeNamespaces],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      backend: { loadPath: localeLoadPath },
      detection: {
        order: ['localStorage', 'navigator'],
        caches: urlLanguage ? [] : ['localStorage'],
        lookupLocalStorage: STORAGE_KEYS.language,
      },
      react: { useSuspense: true },
    });
  return i18next;
}

/** Keeps the visitor's choice from the language menu for their next visits. */
export function rememberLanguageChoice(language: LanguageCode): void {
  i18next.services.languageDetector?.cacheUserLanguage?.(language, ['localStorage']);
}
