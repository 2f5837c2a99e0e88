import { afterEach, describe, expect, it } from 'vitest';
import { startApp } from './start-app-after-paint';

const start = {
  entry: '/assets/index-a.js',
  preloads: ['/assets/i18n-b.js'],
  pages: { '/about': ['/assets/about-page-c.js'] },
  namespaces: ['translation', 'site'],
};

afterEach(() => {
  for (const element of document.head.querySelectorAll('link, script')) element.remove();
  document.documentElement.lang = 'en';
});

const heads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute('src')}`
      : `${element.rel} ${element.getAttribute('href')}`,
  );

describe("a prerendered page's app start", () => {
  it("asks for the app's modules, the page's own and its texts in the page's language, then runs the entry", () => {
    document.documentElement.lang = 'fr';
    startApp(start, document, '/fr/about');
    expect(heads()).toEqual([
      'modulepreload /assets/i18n-b.js',
      'modulepreload /assets/about-page-c.js',
      'preload /locales/fr/translation.json',
      'preload /locales/fr/site.json',
      'script module /assets/index-a.js',
    ]);
  });

  it('takes the language the language check gave <html> on a page without one in its URL', () => {
    document.documentElement.lang = 'ar';
    startApp(start, document, '/about');
    expect(heads()).toContain('preload /locales/ar/site.json');
  });
});

describe('the first paint, as the browser reports it', () => {
  it('starts once the first contentful paint is reported, and only once', async () => {
    const { afterFirstPaint } = await import('./start-app-after-paint');
    let observed: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const timers: (() => void)[] = [];
    const fakeWindow = {
      PerformanceObserver: class {
        constructor(callback: typeof observed) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
      setTimeout: (callback: () => void) => timers.push(callback),
    } as unknown as Window & typeof globalThis;
    let runs = 0;
    afterFirstPaint(() => runs++, fakeWindow);
    observed?.({ getEntriesByName: () => [] });
    expect(timers).toHaveLength(1); // only the fallback so far
    observed?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    for (const timer of timers) timer();
    expect(runs).toBe(1);
  });
});
