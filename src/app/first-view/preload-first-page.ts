/**
 * Starts, as index.html's head is parsed, the downloads the first page needs besides the app's own
 * code: the route's chunk and stylesheet and its texts in the visitor's language. Without it they
 * start only once the app's code has arrived and run (a second round trip on a slow mobile network,
 * before the page can show anything). The build inlines this script in index.html's head with the
 * files of each route's first view (scripts/first-view-script.ts); its hash is in the
 * Content-Security-Policy. On a visit the service worker does not serve, it adds
 * <link rel="modulepreload|preload"> elements and nothing else: the app's own imports and fetches
 * then use what these links got.
 */
import { firstSupportedLanguage, localeLoadPath } from '../../i18n/languages';
import { languageStorageKey, savedStaysHintKey } from '../../lib/first-view-rules';

/** What a route's first view needs beyond index.html's own files. */
export interface FirstPageFiles {
  js: string[];
  css: string[];
  namespaces: string[];
  /** Needed as well when no stay is saved on this device (the guest portal's find form). */
  firstVisit?: { js: string[]; css: string[] };
}

/** Route path (as written in src/config/routes.ts) -> its first view's files. */
export type FirstPagePreloads = Record<string, FirstPageFiles>;

export interface PreloadLink {
  rel: 'modulepreload' | 'preload';
  as?: 'style' | 'fetch';
  href: string;
}

export function firstPageLinks(
  pathname: string,
  preloads: FirstPagePreloads,
  language: string,
  savedStays = false,
): PreloadLink[] {
  const files = preloads[pathname.replace(/\/+$/, '') || '/'];
  if (!files) return [];
  const texts = ['translation', ...files.namespaces].map((namespace) =>
    localeLoadPath.replace('{{lng}}', language).replace('{{ns}}', namespace),
  );
  const firstVisit = savedStays ? undefined : files.firstVisit;
  const css = [...files.css, ...(firstVisit?.css ?? [])];
  const js = [...files.js, ...(firstVisit?.js ?? [])];
  return [
    ...css.map((href) => ({ rel: 'preload' as const, as: 'style' as const, href })),
    ...js.map((href) => ({ rel: 'modulepreload' as const, href })),
    ...texts.map((href) => ({ rel: 'preload' as const, as: 'fetch' as const, href })),
  ];
}

/**
 * Adds the first page's preload links to the document's head; returns how many. Not under a
 * service worker: every file then comes from its cache with no round trip to save, and early
 * requests would only take the phone's time from the first paint (the saved door code's, offline).
 */
export function preloadFirstPage(preloads: FirstPagePreloads, win: Window = window): number {
  try {
    if (win.navigator.serviceWorker?.controller) return 0;
    let stored: string | null = null;
    let savedStays = false;
    try {
      stored = win.localStorage.getItem(languageStorageKey);
      savedStays = win.localStorage.getItem(savedStaysHintKey) === '1';
    } catch {
      // No storage (private mode): the browser's languages decide, as they do for i18next.
    }
    const language = firstSupportedLanguage([stored, ...(win.navigator.languages ?? [])]);
    const links = firstPageLinks(win.location.pathname, preloads, language, savedStays);
    const doc = win.document;
    for (const { rel, as, href } of links) {
      const link = doc.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      // The same request the app makes (Vite's loader and i18next fetch in CORS mode), so it is reused.
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    return links.length;
  } catch {
    return 0;
  }
}
