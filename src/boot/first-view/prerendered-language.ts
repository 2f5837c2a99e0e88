/**
 * A prerendered page without a language in its URL (`/about`) is built in English (issue 32). The
 * visitor's stored choice or browser language may be another: then, before the first paint, this
 * script (inlined in those pages' head by the build: scripts/vite-plugins/prerender-pages.ts) gives
 * <html> the visitor's language and marks the built page stale, which the page's own style hides:
 * the app renders the page in the visitor's language instead of hydrating the English one
 * (src/boot/main.tsx). No flash of another language, and the same rule as i18next's.
 */
import { directionOf, firstSupportedLanguage } from '@/i18n/languages';
import { languageStorageKey } from '@/lib/storage-keys';

/** The attribute the build puts on <html> with the language it rendered the page in. */
export const prerenderedAttribute = 'data-prerendered';
/** Set on <html> when the visitor's language is not the prerendered page's. */
export const staleAttribute = 'data-prerendered-stale';

/** The visitor's language, as i18next will detect it: the stored choice, then the browser's languages. */
export function visitorLanguage(win: Window): string {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(languageStorageKey);
  } catch {
    // No storage (private mode): the browser's languages decide.
  }
  return firstSupportedLanguage([stored, ...(win.navigator.languages ?? [])]);
}

/** Marks the page stale when the visitor's language is not the one it was built in; returns whether. */
export function checkPrerenderedLanguage(win: Window = window): boolean {
  const html = win.document.documentElement;
  const built = html.getAttribute(prerenderedAttribute);
  if (!built) return false;
  const language = visitorLanguage(win);
  if (language === built) return false;
  html.setAttribute(staleAttribute, '');
  html.lang = language;
  html.dir = directionOf(language);
  return true;
}
