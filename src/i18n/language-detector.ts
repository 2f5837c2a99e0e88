/**
 * i18next language detection: the stored choice (localStorage `i18nextLng`), then the browser's
 * languages; the choice is stored again on every change.
 */
import type { LanguageDetectorModule } from 'i18next';

export const storageKey = 'i18nextLng';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  init() {},
  detect() {
    const stored = storage()?.getItem(storageKey);
    const browser =
      typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
    return [...(stored ? [stored] : []), ...browser].filter(Boolean);
  },
  cacheUserLanguage(language: string) {
    storage()?.setItem(storageKey, language);
  },
};
