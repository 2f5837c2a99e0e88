/**
 * Keeps the browser's install offer (Chromium's `beforeinstallprompt`) from the very start of the
 * page (issue 43, item 13): the inline boot scripts call this while the page is parsed, so an offer
 * made on the first visit, before the app's code (and install-prompt.ts, loaded with the page that
 * shows the card) has run, is not lost. Side effect: a window listener that stops the browser's own
 * mini-infobar and keeps the event on the window for install-prompt.ts. No imports: the inline
 * scripts carry it.
 */

/** The window's property the early offer waits under until install-prompt.ts takes it. */
export const earlyInstallOfferKey = '__rihlaInstallOffer';

export type WindowWithInstallOffer = Window & { [earlyInstallOfferKey]?: Event | null };

export function captureInstallOffer(win: WindowWithInstallOffer = window): void {
  // The guest portal's prerendered page has two boot scripts that call this: one listener. The key,
  // null until an offer comes, says it is there.
  if (earlyInstallOfferKey in win) return;
  win[earlyInstallOfferKey] = null;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    win[earlyInstallOfferKey] = event;
  });
  win.addEventListener('appinstalled', () => {
    win[earlyInstallOfferKey] = null;
  });
}
