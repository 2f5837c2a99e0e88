/**
 * Keeps the browser's `beforeinstallprompt` event (Chromium) so an Install button can use it later,
 * and tells whether this is iOS Safari outside the installed app (where only "Add to Home Screen" works).
 * An offer made before this module loaded (the first visit: Chromium offers while the page's code
 * still loads) was kept by the boot scripts (install-offer-capture.ts) and is taken here; later ones
 * come to this module's own listener, attached when it loads.
 */
import { earlyInstallOfferKey, type WindowWithInstallOffer } from './install-offer-capture';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  const early = (window as WindowWithInstallOffer)[earlyInstallOfferKey];
  if (early) deferred = early as BeforeInstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function subscribeToInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function canPromptInstall(): boolean {
  return deferred !== null;
}

export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && navigator.maxTouchPoints > 1);
  return ios && /safari/i.test(userAgent) && !/crios|fxios|edgios/i.test(userAgent);
}
