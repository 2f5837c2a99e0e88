/**
 * Puts the saved first view of /guest-portal on screen (see src/lib/first-view-rules.ts) while the
 * page is being parsed, before the app's code has been compiled and run: offline, at the door, on a
 * slow phone, the door code's card is there in the first paint instead of after React, Mantine and
 * the router have started. The build inlines this script in index.html's head, before the
 * stylesheets (which would hold a script back), so it needs no request; its hash is in the
 * Content-Security-Policy. It imports only the shared rules. As the parser creates #root (index.html
 * starts the body with it, so the parser's first stretch of the body ends there), a mutation
 * observer puts the copy in, in the same task: the first frame already has it, and the boot splash
 * that follows in #root stays hidden (index.html's own style), its logo not even drawn. The app's
 * first render replaces both. A press on the copy's door code button is remembered, and the code
 * shows as soon as the app runs.
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
} from '@/lib/saved-stays/snapshot-rules';

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
  // Before the boot splash, which index.html's style hides after a copy; the parser may add it later.
  root.prepend(container);
  container.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest(`[${firstViewAttributes.doorCodeToggle}]`);
    if (!toggle) return;
    doc.documentElement.setAttribute(firstViewAttributes.doorCodeRequested, '');
    toggle.setAttribute('aria-busy', 'true');
  });
}

/** Whether #root holds nothing of the app yet: at most the boot splash, while it is being parsed. */
function onlyBootSplash(root: HTMLElement): boolean {
  return [...root.children].every((child) => child.matches(bootSplashSelector));
}

/** Shows the saved first view in #root if it is what the app will render now; returns whether it did. */
export function restoreFirstViewInto(root: HTMLElement, win: Window = window): boolean {
  try {
    if (!isFirstViewPath(win.location.pathname)) return false;
    // Only over the boot splash: once the app has rendered, its page stays.
    if (!onlyBootSplash(root)) return false;
    const doc = win.document;
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

/**
 * The inline script's work: on /guest-portal, the saved first view goes into #root as soon as the
 * parser has created it (at once if it is there), in the microtask after the parser's stretch that
 * created it, so before the next frame. Other pages leave at once, without touching storage.
 */
export function restoreFirstViewWhenParsed(win: Window = window): void {
  if (!isFirstViewPath(win.location.pathname)) return;
  const doc = win.document;
  const root = doc.getElementById('root');
  if (root) {
    restoreFirstViewInto(root, win);
    return;
  }
  const observer = new MutationObserver(() => {
    const parsed = doc.getElementById('root');
    if (!parsed) return;
    observer.disconnect();
    restoreFirstViewInto(parsed, win);
  });
  observer.observe(doc, { childList: true, subtree: true });
}
