/**
 * The saved first view of /guest-portal: a copy of what the app's own first render showed for the
 * stay it opens first (header, title, property card and the door code's card, code masked), kept so
 * that the next start can put it on screen as soon as the HTML is parsed, before the app's code has
 * been compiled and run. This module holds the format and the rules shared by the code that saves
 * it (snapshot.ts) and the small script that restores it (src/boot/first-view); it has no
 * side effects and imports only the storage names, so that script stays small.
 */
import { STORAGE_KEYS } from '../storage-keys.ts';

export const firstViewStorageKey = STORAGE_KEYS.firstView;
export const firstViewVersion = 1;
export const firstViewPath = '/guest-portal';

/** Attributes the app's components set to shape the copy, and the restore script reads. */
export const firstViewAttributes = {
  /** The last element of the first view (the door code's card): what follows it is left out. */
  end: 'data-first-view-end',
  /** Filled right after the first paint (dates, "Last updated"): kept empty, as in the first render. */
  blank: 'data-first-view-blank',
  /** Not in the first render, or there by chance (install prompt, offline banner): left out. */
  omit: 'data-first-view-omit',
  /** While an element has it, the page is not as it first renders (the code is shown): not saved. */
  skip: 'data-first-view-skip',
  /** The door code's reveal button. */
  doorCodeToggle: 'data-door-code-toggle',
  /** Wraps the restored copy until the app's first render replaces it. */
  container: 'data-first-view-snapshot',
  /** On <html>: the guest asked for the door code before the app was running. */
  doorCodeRequested: 'data-door-code-requested',
  /** On <html>: the guest sent the prerendered find form before the app was running (issue 43). */
  findRequested: 'data-find-requested',
  /** On <html>: the guest pressed its date field then, which the app opens once it runs. */
  dateRequested: 'data-find-date-requested',
  /** On <html>: the find form is the app's; presses are its own. */
  findFormLive: 'data-find-form-live',
} as const;

/** The boot splash index.html shows until something replaces it. */
export const bootSplashSelector = '.boot-splash';
/** On index.html's own stylesheet links (marked by the build): every page has them from the start. */
export const shellStylesheetAttribute = 'data-shell';

/** The i18next language detector's stored choice (src/i18n), read to restore only the same language. */
export const languageStorageKey = STORAGE_KEYS.language;
/** The saved-stays hint (hint.ts). */
export const savedStaysHintKey = STORAGE_KEYS.savedStaysHint;

export interface FirstViewSnapshot {
  version: number;
  /** The app's entry script: a copy from another build (other class names) is not restored. */
  entry: string;
  bookingId: string;
  language: string;
  displayMode: 'standalone' | 'browser';
  /** The copy is restored only before this time (ms since epoch): then another stay may come first. */
  validUntil: number;
  savedAt: number;
  /** <html> attributes of the first render (lang, dir, Mantine's colour scheme). */
  htmlAttributes: Record<string, string>;
  /** The stylesheets the first render had beyond index.html's own, as text (absolute URLs, in order). */
  styles: { href: string; css: string }[];
  /** The first view's markup: the inside of #root. */
  html: string;
}

export interface RestoreConditions {
  pathname: string;
  search: string;
  now: number;
  entry: string | null;
  storedLanguage: string | null;
  displayMode: 'standalone' | 'browser';
  savedStaysHint: boolean;
}

/** Reads a stored copy; anything that is not a whole copy of this version reads as none. */
export function parseFirstViewSnapshot(raw: string | null): FirstViewSnapshot | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FirstViewSnapshot> | null;
    if (
      value?.version !== firstViewVersion ||
      typeof value.html !== 'string' ||
      typeof value.entry !== 'string' ||
      typeof value.bookingId !== 'string' ||
      typeof value.language !== 'string' ||
      typeof value.validUntil !== 'number' ||
      !Array.isArray(value.styles) ||
      typeof value.htmlAttributes !== 'object' ||
      value.htmlAttributes === null
    )
      return null;
    return value as FirstViewSnapshot;
  } catch {
    return null;
  }
}

/** Whether a page at this path can have a saved first view (checked before reading any storage). */
export function isFirstViewPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === firstViewPath;
}

/**
 * Whether the copy is what the app's first render will show now: /guest-portal without a payment
 * return, stays still saved, same build, same language, same display mode, and the same stay first.
 */
export function canRestoreFirstView(snapshot: FirstViewSnapshot, at: RestoreConditions): boolean {
  return (
    isFirstViewPath(at.pathname) &&
    !new URLSearchParams(at.search).has('payment') &&
    at.savedStaysHint &&
    at.entry !== null &&
    snapshot.entry === at.entry &&
    (at.storedLanguage === null || at.storedLanguage === snapshot.language) &&
    snapshot.displayMode === at.displayMode &&
    at.now < snapshot.validUntil
  );
}
