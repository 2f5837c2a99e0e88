/**
 * Puts the saved first view of /guest-portal on screen (see src/lib/first-view-rules.ts) while the
 * page is being parsed, before the app's code has been compiled and run: offline, at the door, on a
 * slow phone, the door code's card is there in the first paint instead of after React, Mantine and
 * the router have started. The build inlines this script at the end of index.html's body (its hash
 * is in the Content-Security-Policy), so it needs no request and runs synchronously; it imports only
 * the shared rules. The app's first render replaces the copy. A press on the copy's door code
 * button is remembered, and the code shows as soon as the app runs.
 */
import {
  bootSplashSelector,
  canRestoreFirstView,
  type FirstViewSnapshot,
  firstViewAttributes,
  firstViewStorageKey,
  isFirstViewPath,
  languageStorageKey,
  parseFirstViewSnapshot,
  savedStaysHintKey,
} from '../../lib/first-view-rules';

function show(doc: Document, root: HTMLElement, snapshot: FirstViewSnapshot): void {
  for (const [name, value] of Object.entries(snapshot.htmlAttributes)) {
    doc.documentElement.setAttribute(name, value);
  }
  const container = doc.createElement('div');
  container.setAttribute(firstViewAttributes.container, '');
  container.innerHTML = snapshot.html;
  // The styles of the route's own stylesheets, until the app has loaded them: they go with the copy.
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  for (const { href, css } of snapshot.styles) {
    if (present.has(href)) continue;
    const style = doc.createElement('style');
    style.textContent = css;
    container.prepend(style);
  }
  root.replaceChildren(container);
  container.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest(`[${firstViewAttributes.doorCodeToggle}]`);
    if (!toggle) return;
    doc.documentElement.setAttribute(firstViewAttributes.doorCodeRequested, '');
    toggle.setAttribute('aria-busy', 'true');
  });
}

/** Shows the saved first view if it is what the app will render now; returns whether it did. */
export function restoreFirstView(win: Window = window): boolean {
  try {
    // Every page runs this: other pages leave at once, without touching storage.
    if (!isFirstViewPath(win.location.pathname)) return false;
    const doc = win.document;
    const root = doc.getElementById('root');
    // Only over the boot splash: once the app has rendered, its page stays.
    if (!root?.querySelector(bootSplashSelector)) return false;
    const storage = win.localStorage;
    const snapshot = parseFirstViewSnapshot(storage.getItem(firstViewStorageKey));
    if (
      !snapshot ||
      !canRestoreFirstView(snapshot, {
        pathname: win.location.pathname,
        search: win.location.search,
        now: Date.now(),
        entry: doc.head.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null,
        storedLanguage: storage.getItem(languageStorageKey),
        displayMode: win.matchMedia?.('(display-mode: standalone)').matches ? 'standalone' : 'browser',
        savedStaysHint: storage.getItem(savedStaysHintKey) === '1',
      })
    )
      return false;
    show(doc, root, snapshot);
    return true;
  } catch {
    // No storage (private mode), or anything unexpected: the app renders the page as usual.
    return false;
  }
}
