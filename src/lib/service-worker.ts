/**
 * Registers the service worker (built by vite-plugin-pwa) with workbox-window, checks for a new
 * version periodically and when the app comes back to the foreground, and lets the UI apply a
 * waiting version on the user's request only (never forced).
 */
import type { Workbox } from 'workbox-window';
import { afterLoadWhenIdle } from './idle';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** Registers once the page has loaded and the browser is idle: the first view does not wait for it. */
export function registerServiceWorkerWhenIdle(): void {
  afterLoadWhenIdle(() => void registerServiceWorker());
}

export async function registerServiceWorker(): Promise<void> {
  if (workbox || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  const registration = await workbox.register().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return undefined;
  });
  if (!registration) return;
  const check = () => {
    if (navigator.onLine) void workbox?.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
