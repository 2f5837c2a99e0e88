import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackLanguage, firstSupportedLanguage, languageCodes } from './languages';

/** The language the app's i18next set-up settles on for a stored choice and browser languages. */
async function i18nextLanguage(stored: string | null, browser: string[]): Promise<string | undefined> {
  localStorage.clear();
  if (stored) localStorage.setItem('i18nextLng', stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  const instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    fallbackLng: fallbackLanguage,
    supportedLngs: languageCodes,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    resources: Object.fromEntries(languageCodes.map((code) => [code, { translation: { code } }])),
    detection: { order: ['localStorage', 'navigator'], caches: [] },
  });
  // The language whose texts `t` reads (the test's texts are not the app's typed ones).
  return instance.resolvedLanguage;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('firstSupportedLanguage: the language whose texts index.html preloads', () => {
  const cases: [string | null, string[]][] = [
    ['ar', ['fr-FR']],
    [null, ['fr-FR', 'en']],
    [null, ['de-DE', 'es-MX']],
    [null, ['de-DE', 'it']],
    ['de', ['ar-MA']],
    [null, []],
  ];

  it.each(cases)('agrees with i18next for stored %s and browser %j', async (stored, browser) => {
    const expected = await i18nextLanguage(stored, browser);
    expect(firstSupportedLanguage([stored, ...browser])).toBe(expected);
  });

  it('reads base codes and falls back to English', () => {
    expect(firstSupportedLanguage(['AR-ma'])).toBe('ar');
    expect(firstSupportedLanguage([null, undefined, 'zz'])).toBe('en');
  });
});

describe('the language menu and the codes', () => {
  it('lists every supported language once, in the same order as the codes', async () => {
    const { languages } = await import('./languages');
    expect(languages.map((language) => language.code)).toEqual(languageCodes);
  });
});
