import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureInstallOffer,
  earlyInstallOfferKey,
  type WindowWithInstallOffer,
} from './install-offer-capture';

/** Chromium's install offer, as a page's script could make one. */
function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

afterEach(() => {
  (window as WindowWithInstallOffer)[earlyInstallOfferKey] = null;
  vi.resetModules();
});

describe('the install offer (issue 43, item 13)', () => {
  it('keeps an offer the browser made before the app loaded (the first visit), and installs with it', async () => {
    captureInstallOffer();
    captureInstallOffer(); // the prerendered guest portal's second boot script: still one listener
    const offer = installOffer();
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);

    const install = await import('./install-prompt');
    expect(install.canPromptInstall()).toBe(true);
    expect(await install.promptInstall()).toBe(true);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(install.canPromptInstall()).toBe(false);
  });

  it('takes an offer made after the app loaded, and forgets it once installed', async () => {
    const install = await import('./install-prompt');
    expect(install.canPromptInstall()).toBe(false);
    const listener = vi.fn();
    install.subscribeToInstall(listener);
    window.dispatchEvent(installOffer());
    expect(install.canPromptInstall()).toBe(true);
    window.dispatchEvent(new Event('appinstalled'));
    expect(install.canPromptInstall()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
