/**
 * Loads translation files, GET /locales/{lng}/{ns}.json, for i18next: a few lines of fetch in
 * place of i18next-http-backend and its fetch polyfill, which every first view would carry.
 */
import type { BackendModule, ReadCallback } from 'i18next';

export function localeUrl(language: string, namespace: string): string {
  return `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    fetch(localeUrl(language, namespace))
      .then(async (response) => {
        if (!response.ok) {
          // i18next retries when the second argument is true: only for server errors.
          callback(
            new Error(`${localeUrl(language, namespace)} answered ${response.status}`),
            response.status >= 500,
          );
          return;
        }
        callback(null, await response.json());
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
  },
};
