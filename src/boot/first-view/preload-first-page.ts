/**
 * Starts, as index.html's head is parsed, the downloads the first page needs besides the app's own
 * code: the route's chunk and stylesheet and its texts in the visitor's language. Without it they
 * start only once the app's code has arrived and run (a second round trip on a slow mobile network,
 * before the page can show anything). The build inlines this script in index.html's head with the
 * files of each route's first view (scripts/vite-plugins/first-view-script.ts); its hash is in the
 * Content-Security-Policy. On a visit the service worker does not serve, it adds
 * <link rel="modulepreload|preload"> elements and nothing else: the app's own imports and fetches
 * then use what these links got.
 */

import {
  firstSupportedLanguage,
  languageOfPath,
  localeLoadPath,
  pathWithoutLanguage,
} from '@/i18n/languages';
import { languageStorageKey, savedStaysHintKey } from '@/lib/saved-stays/snapshot-rules';

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

/** The route's own chunks and stylesheets: the same for every visitor. */
export function pageCodeLinks(files: FirstPageFiles): PreloadLink[] {
  return codeLinks(files.css, files.js);
}

/** What depends on this device's stored choices: the texts' language, and a first visit's files. */
export function storedChoiceLinks(
  files: FirstPageFiles,
  language: string,
  savedStays: boolean,
): PreloadLink[] {
  const texts = ['translation', ...files.namespaces].map((namespace) =>
    localeLoadPath.replace('{{lng}}', language).replace('{{ns}}', namespace),
  );
  const firstVisit = savedStays ? undefined : files.firstVisit;
  return [
    ...codeLinks(firstVisit?.css ?? [], firstVisit?.js ?? []),
    ...texts.map((href) => ({ rel: 'preload' as const, as: 'fetch' as const, href })),
  ];
}

function codeLinks(css: string[], js: string[]): PreloadLink[] {
  return [
    ...css.map((href) => ({ rel: 'preload' as const, as: 'style' as const, href })),
    ...js.map((href) => ({ rel: 'modulepreload' as const, href })),
  ];
}

/**
 * The files of the page at `pathname`, with or without its language (`/fr/about` is `/about`'s page);
 * a path the table does not list takes its parent's `/*` entry (the build's `/s/*`: a personal link).
 */
export function firstPageFiles(pathname: string, preloads: FirstPagePreloads): FirstPageFiles | undefined {
  const path = pathWithoutLanguage(pathname);
  return preloads[path] ?? preloads[`${path.slice(0, path.lastIndexOf('/'))}/*`];
}

/** Every preload of the first page at `pathname`, for a device with these stored choices. */
export function firstPageLinks(
  pathname: string,
  preloads: FirstPagePreloads,
  language: string,
  savedStays = false,
): PreloadLink[] {
  const files = firstPageFiles(pathname, preloads);
  if (!files) return [];
  return [...pageCodeLinks(files), ...storedChoiceLinks(files, language, savedStays)];
}

function append(doc: Document, links: PreloadLink[]): void {
  for (const { rel, as, href } of links) {
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    // The same request the app makes (Vite's loader and i18next fetch in CORS mode), so it is reused.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Adds the first page's preload links to the document's head; returns how many it adds at once.
 * The route's code first; then, in a task of its own, what needs localStorage (the language, the
 * saved-stays hint): a device's first read of it can take tens of milliseconds, which would hold up
 * the parser (and so the first paint) if it happened here. Not under a service worker: every file
 * then comes from its cache with no round trip to save, and early requests would only take the
 * phone's time from the first paint (the saved door code's, offline).
 */
export function preloadFirstPage(
  preloads: FirstPagePreloads,
  win: Window = window,
  later: (task: () => void) => void = (task) => win.setTimeout(task, 0),
): number {
  try {
    if (win.navigator.serviceWorker?.controller) return 0;
    const files = firstPageFiles(win.location.pathname, preloads);
    if (!files) return 0;
    const doc = win.document;
    const code = pageCodeLinks(files);
    append(doc, code);
    later(() => {
      let stored: string | null = null;
      let savedStays = false;
      try {
        stored = win.localStorage.getItem(languageStorageKey);
        savedStays = win.localStorage.getItem(savedStaysHintKey) === '1';
      } catch {
        // No storage (private mode): the browser's languages decide, as they do for i18next.
      }
      const language =
        languageOfPath(win.location.pathname) ??
        firstSupportedLanguage([stored, ...(win.navigator.languages ?? [])]);
      append(doc, storedChoiceLinks(files, language, savedStays));
    });
    return code.length;
  } catch {
    return 0;
  }
}
