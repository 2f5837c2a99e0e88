import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
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

async function renderBanner(language: 'en' | 'ar', route = '/guest-portal') {
  const i18n = await shellOnlyI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <OfflineBanner />
        </MemoryRouter>
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

  it('can be dismissed, in English and in Arabic', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner('en');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the offline notice' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has a translated close button in Arabic', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner('ar');
    fireEvent.click(screen.getByRole('button', { name: 'إخفاء تنبيه عدم الاتصال' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes its own place in the page on guest and site pages, and floats only in the host area', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner('en', '/guest-portal');
    expect(screen.getByRole('status')).not.toHaveAttribute('data-floating');
  });

  it('floats at the bottom in the host area, whose header is fixed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderBanner('en', '/host/dashboard');
    expect(screen.getByRole('status')).toHaveAttribute('data-floating');
  });
});
