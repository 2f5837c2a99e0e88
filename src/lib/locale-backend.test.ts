import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageDetector } from '../i18n/language-detector';
import { localeBackend, localeUrl } from './locale-backend';

function read(language: string, namespace: string) {
  return new Promise<[unknown, unknown]>((resolve) => {
    localeBackend.read(language, namespace, (error, data) => resolve([error, data]));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('locale backend', () => {
  it('asks for /locales/{lng}/{ns}.json and hands i18next the texts', async () => {
    const fetch = vi.fn(async () => Response.json({ hello: 'مرحبا' }));
    vi.stubGlobal('fetch', fetch);
    expect(await read('ar', 'guest')).toEqual([null, { hello: 'مرحبا' }]);
    expect(fetch).toHaveBeenCalledWith('/locales/ar/guest.json');
    expect(localeUrl('fr', 'site')).toBe('/locales/fr/site.json');
  });

  it('asks i18next to retry server and network failures, not a missing file', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    expect((await read('en', 'site'))[1]).toBe(true);
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    expect((await read('en', 'site'))[1]).toBe(false);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const [error, retry] = await read('en', 'site');
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(true);
  });
});

describe('language detector', () => {
  it('prefers the stored choice, then the browser languages, and stores a change', () => {
    localStorage.setItem('i18nextLng', 'es');
    expect(languageDetector.detect()?.[0]).toBe('es');
    localStorage.clear();
    expect(languageDetector.detect()).toEqual(expect.arrayContaining([navigator.language]));
    languageDetector.cacheUserLanguage?.('ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });
});
