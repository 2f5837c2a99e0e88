/**
 * The codes on their own, without the menu's labels: the inline scripts of the HTML pages read them
 * (the language of a URL, the visitor's language) and carry no more than they need.
 */
export const languageCodes: LanguageCode[] = ['en', 'fr', 'es', 'ar'];
export type LanguageCode = 'en' | 'fr' | 'es' | 'ar';

/** The language menu: each language's code, its own name and its direction, in `languageCodes`' order. */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const satisfies readonly { code: LanguageCode; label: string; dir: 'ltr' | 'rtl' }[];
export const fallbackLanguage: LanguageCode = 'en';

/** Namespaces: `translation` for the shell, one per feature so a page loads only its own texts. */
export const namespaces = [
  'translation',
  'site',
  'guest',
  'extras',
  'host',
  'checkin',
  'guest-messages',
  'stays',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Where each language's texts are, one file per namespace (read by i18next-http-backend). */
export const localeLoadPath = '/locales/{{lng}}/{{ns}}.json';

/**
 * The language i18next settles on for these candidates, in the detector's order (the stored
 * choice, then the browser's languages): the first one supported, by its base code; else English.
 */
export function firstSupportedLanguage(candidates: readonly (string | null | undefined)[]): LanguageCode {
  for (const candidate of candidates) {
    const base = (candidate ?? '').toLowerCase().split('-')[0];
    if ((languageCodes as string[]).includes(base ?? '')) return base as LanguageCode;
  }
  return fallbackLanguage;
}

/** The language a URL fixes (`/fr`, `/fr/`, `/fr/about`: issue 32), or null (`/about`, `/guest-portal`). */
export function languageOfPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return (languageCodes as string[]).includes(first) ? (first as LanguageCode) : null;
}

/** The spec route of a URL: `/fr/about` -> `/about`, `/fr/` -> `/`, `/about/` -> `/about`. */
export function pathWithoutLanguage(pathname: string): string {
  const rest = languageOfPath(pathname) ? pathname.slice(3) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/** Whether a value is one of the app's language codes (en, fr, es, ar). */
export const isLanguageCode = (value: string): value is LanguageCode =>
  (languageCodes as string[]).includes(value);

export function toLanguageCode(value: string | undefined | null): LanguageCode {
  return firstSupportedLanguage([value]);
}

export function directionOf(language: string | undefined | null): 'rtl' | 'ltr' {
  return toLanguageCode(language) === 'ar' ? 'rtl' : 'ltr';
}

/** Shown before any translation file has arrived, in the detected language. */
export const loadingText: Record<LanguageCode, string> = {
  en: 'Loading…',
  fr: 'Chargement…',
  es: 'Cargando…',
  ar: 'جارٍ التحميل…',
};
