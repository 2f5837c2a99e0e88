import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import WelcomePage from './welcome-page';

/** The display mode the page runs in: the installed app ("standalone") or a browser tab. */
function displayMode(standalone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: standalone && query === '(display-mode: standalone)',
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  window.dispatchEvent(event);
}

afterEach(() => vi.restoreAllMocks());

describe('/welcome', () => {
  it('in a browser tab, does not claim the app is installed and offers to install it', async () => {
    displayMode(false);
    offerInstall();
    await renderWithApp(<WelcomePage />, { route: '/welcome' });
    expect(screen.queryByText(/The app is installed/)).toBeNull();
    expect(screen.getByText(/then add Rihla to your home screen/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Install Rihla on this phone' })).toBeInTheDocument();
  });

  it('in Arabic too', async () => {
    displayMode(false);
    await renderWithApp(<WelcomePage />, { route: '/welcome', language: 'ar' });
    expect(screen.getByText(/ثم أضف رحلة إلى شاشتك الرئيسية/)).toBeInTheDocument();
  });

  it('in the installed app, says it is installed and offers nothing', async () => {
    displayMode(true);
    offerInstall();
    await renderWithApp(<WelcomePage />, { route: '/welcome' });
    expect(screen.getByText(/The app is installed\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Install Rihla on this phone' })).toBeNull();
  });
});
