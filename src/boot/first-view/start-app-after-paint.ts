/**
 * On a prerendered page (issue 32) the page is on screen from the HTML alone: the app's code, which
 * only makes it interactive, starts downloading once the page has been painted, so that on a slow
 * mobile network the first paint does not share the bandwidth with 150 KB of JavaScript. The build
 * inlines this script (scripts/vite-plugins/prerender-pages.ts) in place of the shell's module
 * script, its module preloads and its preload script, with the files of every prerendered page (one
 * script for all: one hash in the Content-Security-Policy).
 */

import { localeLoadPath, pathWithoutLanguage } from '@/i18n/languages';
import { savedStaysHintKey } from '@/lib/saved-stays/snapshot-rules';
import { stayPagesKey } from './stay-pages-key';

export interface AppStart {
  /** The app's entry module. */
  entry: string;
  /** The modules the shell preloads (its start stages). */
  preloads: string[];
  /** Each page's own modules beyond those, by spec route (`/about`). */
  pages: Record<string, string[]>;
  /** The text namespaces the pages show, in the page's language (`<html lang>`). */
  namespaces: string[];
  /** A page's own namespaces in place of those, by spec route (the guest portal's: issue 43). */
  pageNamespaces?: Record<string, string[]>;
  /** Modules a page loads as well on a device with no stay saved (the guest portal's find form). */
  firstVisit?: Record<string, string[]>;
}

/** Whether stays are saved on this device (the saved-stays hint): the guest portal opens the door code. */
function hasSavedStays(): boolean {
  try {
    return localStorage.getItem(savedStaysHintKey) === '1';
  } catch {
    return false;
  }
}

/** Longest wait for the first paint's report (a browser without paint timing, a tab in the background). */
const paintReportWaitMs = 3000;

/**
 * Runs `task` once the browser has reported the page's first contentful paint: a frame callback can
 * run before the frame reaches the screen, the paint's report comes after it has.
 */
export function afterFirstPaint(task: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    task();
  };
  try {
    const observer = new win.PerformanceObserver((entries: PerformanceObserverEntryList) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timer below starts the app.
  }
  win.setTimeout(start, paintReportWaitMs);
}

function preload(doc: Document, rel: 'modulepreload' | 'preload', href: string): void {
  const link = doc.createElement('link');
  link.rel = rel;
  if (rel === 'preload') link.as = 'fetch';
  // The same request the app makes (Vite's loader and i18next fetch in CORS mode), so it is reused.
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

/**
 * Asks for the app's modules, the page's own and its texts in the page's language (the language
 * check may have set another than the page's: prerendered-language.ts), then runs the entry.
 */
export function startApp(start: AppStart, doc: Document = document, pathname = location.pathname): void {
  // Every home's page (/stays/<slug>, issue 46) has the same files: one entry, `/stays/*`.
  const path = pathWithoutLanguage(pathname);
  const page = /^\/stays\/[^/]+$/.test(path) ? stayPagesKey : path;
  const firstVisit = start.firstVisit?.[page] && !hasSavedStays() ? start.firstVisit[page] : [];
  const modules = [...start.preloads, ...(start.pages[page] ?? []), ...firstVisit];
  for (const href of modules) preload(doc, 'modulepreload', href);
  const language = doc.documentElement.lang;
  for (const namespace of start.pageNamespaces?.[page] ?? start.namespaces) {
    preload(doc, 'preload', localeLoadPath.replace('{{lng}}', language).replace('{{ns}}', namespace));
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  doc.head.append(script);
}
