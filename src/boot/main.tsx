// First: the door code's saved stay is read while the rest of the app's code loads.
import './start-saved-stays-read';
import '@/app/mantine-styles';
import '@/app/global.css';
import { StrictMode, startTransition } from 'react';
import { firstPageNamespaces } from '@/app/first-page-modules';
import { setPrerenderedPath } from '@/components/prerendered-html';
import { savedStaysReadAtStart } from '@/lib/saved-stays';
import { prerenderedAttribute, staleAttribute } from './first-view/prerendered-language';

/** Longest the first render waits for the first page; after that the loading screen shows. */
const firstPageWaitMs = 4000;

const { pathname } = window.location;
const html = document.documentElement;
/**
 * A brand site page comes as HTML the build rendered (issue 32): the app takes it over as it is
 * (hydration), unless it was built in another language than the visitor's (prerendered-language.ts).
 */
const prerendered = html.hasAttribute(prerenderedAttribute);
const hydrates = prerendered && !html.hasAttribute(staleAttribute);

/** Lets the browser run what is waiting (input, a frame) before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in stages, each a chunk of its own that is compiled and run in a task of its own
 * (index.html preloads every stage from the start: scripts/vite-plugins/first-view-script.ts): the texts'
 * library, so the texts are asked for at once, then React DOM, then the router with the layouts and
 * Mantine, then the app's providers. Run as one module graph, the app's code took two tasks of about 40 ms on a desktop
 * processor, each one blocking a mid-range phone for over 150 ms.
 */
async function start(): Promise<void> {
  const { initI18n, i18nReady } = await import('@/i18n');
  // The first page's texts load alongside the shell's rather than after them.
  initI18n(firstPageNamespaces(pathname));
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { preloadRoute } = await import('@/app/router');
  await nextTask();
  const { App } = await import('@/app/app');

  // The first page's code, texts and prepared data are there before React renders, so the page
  // appears in one go instead of after a loading screen (React also holds a page back for a while
  // after it has shown a fallback).
  const firstPage = Promise.all([i18nReady(), preloadRoute(pathname)]);
  const container = document.getElementById('root')!;
  if (hydrates) {
    // The page is on screen already; hydration needs all of it (its texts and code), however long.
    const ready = await firstPage.then(
      () => true,
      (error: unknown) => console.warn('The first page could not be prepared', error),
    );
    if (ready) {
      const { hydrateRoot } = await import('react-dom/client');
      setPrerenderedPath(pathname);
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
      );
      return;
    }
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, firstPageWaitMs));
  await Promise.race([firstPage, timeout]).catch((error: unknown) =>
    console.warn('The first page could not be prepared', error),
  );

  // A prerendered page in another language than the visitor's goes: the app draws it in theirs. So
  // does the find form on a device with stays saved; the saved first view over it stays until the
  // app's first render replaces it.
  if (prerendered) {
    // The copy's attribute (snapshot-rules.ts: firstViewAttributes.container), named here so that the
    // entry does not share a chunk with the saved stays' code.
    for (const child of [...container.children])
      if (!child.hasAttribute('data-first-view-snapshot')) child.remove();
    html.removeAttribute(staleAttribute);
  }
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // Opened on /guest-portal with stays saved on this device, the first view is the door code:
  // rendered in one go, as there is nothing to do on the page before the code is there. Other
  // first pages render as a transition, in slices, keeping the phone responsive meanwhile.
  if (savedStaysReadAtStart()?.known()?.length) render();
  else startTransition(render);
}

void start();
