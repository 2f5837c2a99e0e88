import { afterAll, describe, expect, it, vi } from 'vitest';
import { initI18n, rememberLanguageChoice } from './index';

describe('initI18n on a URL with a language (issue 32)', () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the URL's language over the stored choice, without storing it; a choice from the menu is stored", async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return Response.json({ appName: 'Rihla' });
    });
    localStorage.setItem('i18nextLng', 'fr');
    const i18n = initI18n([], '/ar/pricing');
    await new Promise<void>((resolve) =>
      i18n.isInitialized ? resolve() : i18n.on('initialized', () => resolve()),
    );
    expect(i18n.language).toBe('ar');
    expect(requested).toContain('/locales/ar/translation.json');
    expect(document.documentElement.dir).toBe('rtl');
    // A shared /ar/ link does not change the visitor's own language for their next visits.
    expect(localStorage.getItem('i18nextLng')).toBe('fr');

    rememberLanguageChoice('es');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
  });
});
