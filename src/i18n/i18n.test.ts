import { afterAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from './index';

describe('initI18n', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('takes the stored choice first, loads /locales/{lng}/{ns}.json and sets lang and dir', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return Response.json({ appName: 'رحلة' });
    });
    localStorage.setItem('i18nextLng', 'ar');
    const i18n = initI18n();
    await new Promise<void>((resolve) =>
      i18n.isInitialized ? resolve() : i18n.on('initialized', () => resolve()),
    );
    expect(i18n.language).toBe('ar');
    expect(requested).toContain('/locales/ar/translation.json');
    expect(i18n.t('appName')).toBe('رحلة');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');

    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
