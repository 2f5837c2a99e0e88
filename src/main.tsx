import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute, routeNamespaces } from './app/router';
import { initI18n } from './i18n';

const { pathname } = window.location;
// The first page's texts and code load alongside the shell's texts, not after them.
initI18n(routeNamespaces(pathname));
preloadRoute(pathname);

// The door code first: on /guest-portal the saved stay is read from IndexedDB while the app starts.
if (pathname.startsWith('/guest-portal')) {
  void import('./lib/offline-db').then((db) => db.readStaysAtStart());
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
