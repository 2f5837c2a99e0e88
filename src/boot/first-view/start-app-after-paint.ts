/**
 * On a prerendered page (issue 32) the page is on screen from the HTML alone: the app's code, which
 * only makes it interactive, starts downloading once the page has been painted, so that on a slow
 * mobile network the first paint does not share the bandwidth with 150 KB of JavaScript. The build
 * inlines this script (scripts/vite-plugins/prerender-pages.ts) in place of the shell's module
 * script, its module preloads and its preload script, with the files of every prerendered page (one
 * script for all: one hash in the Content-Security-Policy).
 */

import { localeLoadPath, pathWithoutLanguage } from '@/i18n/languages';

export interface AppStart {
  /** The app's entry module. */
  entry: string;
  /** The modules the shell preloads (its start stages). */
  preloads: string[];
  /** Each page's own modules beyond those, by spec route (`/about`). */
  pages: Record<string, string[]>;
  /** The text namespaces the pages show, in the page's language (`<html lang>`). */
  namespaces: string[];
}

/** Runs `task` once the browser has painted the page (a frame, then a task after it). */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  win.requestAnimationFrame(() => win.setTimeout(task, 0));
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
  const modules = [...start.preloads, ...(start.pages[pathWithoutLanguage(pathname)] ?? [])];
  for (const href of modules) preload(doc, 'modulepreload', href);
  const language = doc.documentElement.lang;
  for (const namespace of start.namespaces) {
    preload(doc, 'preload', localeLoadPath.replace('{{lng}}', language).replace('{{ns}}', namespace));
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = start.entry;
  doc.head.append(script);
}
