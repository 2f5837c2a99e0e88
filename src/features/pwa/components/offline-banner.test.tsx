import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocale, theme } from '@/test/render';
import { OfflineBanner } from './offline-banner';

/** Only the shell's texts, as on the home page or the host portal: no guest namespace loaded. */
async function shellOnlyI18n(language: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['translation'],
    defaultNS: 'translation',
    resources: {
      en: { translation: readLocale('en', 'translation') },
      ar: { translation: readLocale('ar', 'translation') },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

async function renderBanner(language: 'en' | 'ar') {
  const i18n = await shellOnlyI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <OfflineBanner />
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says the device is offline with the shell’s texts alone, on any page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner('en');
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Your saved stay still works; finding a booking or paying needs a connection.",
    );
  });

  it('speaks Arabic to an Arabic visitor', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner('ar');
    expect(screen.getByRole('status')).toHaveTextContent('أنت غير متصل بالإنترنت.');
  });

  it('is not there while the device is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await renderBanner('en');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
