import { useSyncExternalStore } from 'react';

/**
 * Whether the render in progress starts from HTML the build prerendered (issue 32): the build's own
 * render of a public page, then the browser's hydration of it. What a client-rendered page draws only
 * after its first paint (the sections below the fold, the footer) is already in that HTML, so these
 * renders draw it at once: hydration must produce exactly the HTML it finds. React hydrates a page's
 * parts in turns (each Suspense boundary after the shell), so this holds for as long as the browser is
 * on the prerendered page's URL; once a link has led elsewhere, pages start as before.
 */
let prerenderedPath: string | null = null;

export function startsFromPrerenderedHtml(): boolean {
  if (prerenderedPath === null) return false;
  if (typeof window === 'undefined' || window.location.pathname === prerenderedPath) return true;
  prerenderedPath = null;
  return false;
}

/** The URL path of the page the prerendered HTML is (null: none, or no longer). */
export function setPrerenderedPath(path: string | null): void {
  prerenderedPath = path;
}

const subscribeToNothing = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates it, true otherwise (and
 * right after hydration). What depends on this device (the installed app, a stored dismissal, the
 * browser) waits for it, so that hydration finds exactly the HTML the build made.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
