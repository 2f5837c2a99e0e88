import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';

initI18n();

// The door code first: on /guest-portal the saved stay is read from IndexedDB while the app starts.
if (window.location.pathname.startsWith('/guest-portal')) {
  void import('./lib/offline-db').then((db) => db.readStaysAtStart());
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
