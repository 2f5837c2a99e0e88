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
import { prerenderedAttribute, staleAttribute } from './prerendered-language';

/**
 * The page at a URL and the language the URL fixes: /fr/guest-portal is /guest-portal in French (its
 * prerendered find form, issue 43), whatever the stored choice.
 */
function pageOf(pathname: string): { path: string; language: string | null } {
  const found = pathname.match(/^\/(en|fr|es|ar)(\/.*)$/);
  return found ? { path: found[2]!, language: found[1]! } : { path: pathname, language: null };
}

/** On <html> of a prerendered /guest-portal page: the app's entry, whose module script comes after the first paint. */
export const appEntryAttribute = 'data-app-entry';

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

/**
 * Whether #root holds nothing of the app yet: at most the boot splash, or the prerendered find form
 * (issue 43), while it is being parsed.
 */
function notRenderedYet(root: HTMLElement): boolean {
  if (root.ownerDocument.documentElement.hasAttribute(prerenderedAttribute)) return true;
  return [...root.children].every((child) => child.matches(bootSplashSelector));
}

/** Shows the saved first view in #root if it is what the app will render now; returns whether it did. */
export function restoreFirstViewInto(root: HTMLElement, win: Window = window): boolean {
  try {
    const page = pageOf(win.location.pathname);
    if (!isFirstViewPath(page.path)) return false;
    // Only over the boot splash: once the app has rendered, its page stays.
    if (!notRenderedYet(root)) return false;
    const doc = win.document;
    const storage = win.localStorage;
    const snapshot = parseFirstViewSnapshot(storage.getItem(firstViewStorageKey));
    if (
      !snapshot ||
      !canRestoreFirstView(snapshot, {
        pathname: page.path,
        search: win.location.search,
        now: Date.now(),
        entry:
          doc.head.querySelector('script[type="module"][src]')?.getAttribute('src') ??
          doc.documentElement.getAttribute(appEntryAttribute),
        storedLanguage: page.language ?? storage.getItem(languageStorageKey),
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
  if (!isFirstViewPath(pageOf(win.location.pathname).path)) return;
  const doc = win.document;
  hidePrerenderedFormForSavedStays(win);
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

/**
 * The prerendered /guest-portal page (issue 43) is the find form; a device with stays saved opens the
 * door code instead, and a payment return the paid booking. The form is then never shown: the page
 * is marked stale, as one in another language is (index.html's style hides it, the saved first view
 * shows over it), and the app renders the page at once instead of hydrating the form (src/boot/main.tsx).
 */
export function hidePrerenderedFormForSavedStays(win: Window = window): void {
  const html = win.document.documentElement;
  if (!html.hasAttribute(prerenderedAttribute)) return;
  if (new URLSearchParams(win.location.search).has('payment')) {
    html.setAttribute(staleAttribute, '');
    return;
  }
  try {
    if (win.localStorage.getItem(savedStaysHintKey) === '1') html.setAttribute(staleAttribute, '');
  } catch {
    // No storage: no stays saved on this device either.
  }
}

/**
 * Presses on the prerendered find form before the app runs (issue 43). Find would send the form as
 * the browser does, reloading the page and losing what was typed: that send is held. The date field
 * (a button that loads the calendar) would do nothing: that press is noted. Either control says it
 * is busy, and the form makes the press once the app has taken the page over (find-booking-form.tsx).
 * A send the app handled is already cancelled when it bubbles up here. Prerendered pages only.
 */
export function holdEarlyPresses(win: Window = window): void {
  const html = win.document.documentElement;
  if (!html.hasAttribute(prerenderedAttribute)) return;
  const hold = (control: Element | null | undefined, attribute: string) => {
    html.setAttribute(attribute, '');
    control?.setAttribute('aria-busy', 'true');
  };
  win.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    const form = event.target as HTMLFormElement | null;
    if (!form?.closest('#root')) return;
    event.preventDefault();
    hold(form.querySelector('button[type="submit"]'), firstViewAttributes.findRequested);
  });
  win.addEventListener('click', (event) => {
    if (html.hasAttribute(firstViewAttributes.findFormLive)) return;
    const target = event.target as Element | null;
    const field = target?.closest?.('#root form button[type="button"]');
    if (field) hold(field, firstViewAttributes.dateRequested);
  });
}
