// First: the door code's saved stay is read while the rest of the app's code loads.
import './app/start-saved-stays-read';
import './app/mantine-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute, routeNamespaces } from './app/router';
import { i18nReady, initI18n } from './i18n';
import { staysReadAtStartIfDone } from './lib/stays-at-start';

/** Longest the first render waits for the first page; after that the loading screen shows. */
const firstPageWaitMs = 4000;

const { pathname } = window.location;

// The first page's code, texts and prepared data load alongside the shell's texts; React renders
// once they are there, so the page appears in one go instead of after a loading screen (React also
// holds a page back for a while after it has shown a fallback).
initI18n(routeNamespaces(pathname));
const firstPage = Promise.all([i18nReady(), preloadRoute(pathname)]);
const timeout = new Promise((resolve) => setTimeout(resolve, firstPageWaitMs));

void Promise.race([firstPage, timeout])
  .catch((error: unknown) => console.warn('The first page could not be prepared', error))
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    const render = () =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    // Opened on /guest-portal with stays saved on this device, the first view is the door code:
    // rendered in one go, as there is nothing to do on the page before the code is there. Other
    // first pages render as a transition, in slices, keeping the phone responsive meanwhile.
    if (staysReadAtStartIfDone()?.length) render();
    else startTransition(render);
  });
