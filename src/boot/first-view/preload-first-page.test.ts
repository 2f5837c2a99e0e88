import { describe, expect, it } from 'vitest';
import { type FirstPagePreloads, firstPageLinks, preloadFirstPage } from './preload-first-page';

const preloads: FirstPagePreloads = {
  '/': { js: ['/assets/landing-page-a1.js'], css: ['/assets/landing-page-b2.css'], namespaces: ['site'] },
  '/guest-portal': {
    js: ['/assets/guest-portal-route-c3.js', '/assets/Input-d4.js'],
    css: [],
    namespaces: ['guest'],
    firstVisit: { js: ['/assets/find-booking-form-e5.js'], css: ['/assets/find-booking-form-f6.css'] },
  },
  // What the build writes for a personal link: the portal's files and the stay view's.
  '/s/*': {
    js: ['/assets/guest-portal-route-c3.js', '/assets/Input-d4.js', '/assets/booking-details-g7.js'],
    css: [],
    namespaces: ['guest'],
  },
};

/** A page being parsed at `pathname`: its head keeps the links it is given (nothing is fetched). */
function pageAt(
  pathname: string,
  options: { stored?: string; languages?: string[]; serviceWorker?: boolean; savedStays?: boolean } = {},
) {
  const head: Record<string, string>[] = [];
  const storage = new Map(options.stored ? [['i18nextLng', options.stored]] : []);
  if (options.savedStays) storage.set('rihla.savedStays', '1');
  const storageReads: string[] = [];
  const tasks: (() => void)[] = [];
  const win = {
    document: {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => head.push(link) },
    },
    location: { pathname },
    localStorage: {
      getItem: (key: string) => {
        storageReads.push(key);
        return storage.get(key) ?? null;
      },
    },
    navigator: {
      languages: options.languages ?? ['en-US'],
      serviceWorker: { controller: options.serviceWorker ? {} : null },
    },
  } as unknown as Window;
  return {
    win,
    links: () => head,
    storageReads: () => storageReads,
    /** Runs preloadFirstPage as the head script does, then the tasks it leaves for later. */
    preload: (table: FirstPagePreloads) => {
      const now = preloadFirstPage(table, win, (task) => tasks.push(task));
      for (const task of tasks.splice(0)) task();
      return now;
    },
  };
}

describe('the first page preloads', () => {
  it("lists the route's stylesheet, chunks and texts (the shell's and the page's) in one language", () => {
    expect(firstPageLinks('/', preloads, 'fr')).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/landing-page-b2.css' },
      { rel: 'modulepreload', href: '/assets/landing-page-a1.js' },
      { rel: 'preload', as: 'fetch', href: '/locales/fr/translation.json' },
      { rel: 'preload', as: 'fetch', href: '/locales/fr/site.json' },
    ]);
  });

  it('matches a path with a trailing slash, and has nothing for a path without a page of its own', () => {
    expect(firstPageLinks('/guest-portal/', preloads, 'en', true).map((link) => link.href)).toEqual([
      '/assets/guest-portal-route-c3.js',
      '/assets/Input-d4.js',
      '/locales/en/translation.json',
      '/locales/en/guest.json',
    ]);
    expect(firstPageLinks('/host/dashboard', preloads, 'en')).toEqual([]);
    expect(firstPageLinks('/no-such-page', preloads, 'en')).toEqual([]);
  });

  it("opens a personal link with its parent's entry (the portal's and the stay view's files), never the find form's", () => {
    const link = pageAt('/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCde', { languages: ['fr-FR'] });
    link.preload(preloads);
    expect(link.links().map((entry) => entry.href)).toEqual([
      '/assets/guest-portal-route-c3.js',
      '/assets/Input-d4.js',
      '/assets/booking-details-g7.js',
      '/locales/fr/translation.json',
      '/locales/fr/guest.json',
    ]);
    expect(firstPageLinks('/host/guests', preloads, 'en')).toEqual([]);
  });

  it("adds the links to the head in the stored language, in CORS mode like the app's own requests", () => {
    const page = pageAt('/', { stored: 'ar', languages: ['fr-FR'] });
    page.preload(preloads);
    expect(page.links()).toEqual([
      { rel: 'preload', as: 'style', href: '/assets/landing-page-b2.css', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/landing-page-a1.js', crossOrigin: '' },
      { rel: 'preload', as: 'fetch', href: '/locales/ar/translation.json', crossOrigin: '' },
      { rel: 'preload', as: 'fetch', href: '/locales/ar/site.json', crossOrigin: '' },
    ]);
  });

  it("takes the browser's first supported language when none is stored, else English", () => {
    const spanish = pageAt('/guest-portal', { languages: ['de-DE', 'es-MX', 'en'] });
    spanish.preload(preloads);
    expect(spanish.links().map((link) => link.href)).toContain('/locales/es/guest.json');

    const german = pageAt('/guest-portal', { languages: ['de-DE'] });
    german.preload(preloads);
    expect(german.links().map((link) => link.href)).toContain('/locales/en/guest.json');
  });

  it("adds the find form's files on the guest portal only when no stay is saved on this device", () => {
    const firstVisit = pageAt('/guest-portal');
    firstVisit.preload(preloads);
    expect(firstVisit.links().map((link) => link.href)).toEqual([
      '/assets/guest-portal-route-c3.js',
      '/assets/Input-d4.js',
      '/assets/find-booking-form-f6.css',
      '/assets/find-booking-form-e5.js',
      '/locales/en/translation.json',
      '/locales/en/guest.json',
    ]);

    const returning = pageAt('/guest-portal', { savedStays: true });
    returning.preload(preloads);
    expect(returning.links().map((link) => link.href)).not.toContain('/assets/find-booking-form-e5.js');
    expect(returning.links().map((link) => link.href)).not.toContain('/assets/find-booking-form-f6.css');
    expect(returning.links()).toHaveLength(4);
  });

  it("adds the route's code at once, and reads localStorage (language, saved stays) only in a later task", () => {
    const tasks: (() => void)[] = [];
    const page = pageAt('/', { stored: 'fr' });
    expect(preloadFirstPage(preloads, page.win, (task) => tasks.push(task))).toBe(2);
    expect(page.links().map((link) => link.href)).toEqual([
      '/assets/landing-page-b2.css',
      '/assets/landing-page-a1.js',
    ]);
    expect(page.storageReads()).toEqual([]);

    tasks.shift()?.();
    expect(page.storageReads()).toContain('i18nextLng');
    expect(page.links().map((link) => link.href)).toEqual([
      '/assets/landing-page-b2.css',
      '/assets/landing-page-a1.js',
      '/locales/fr/translation.json',
      '/locales/fr/site.json',
    ]);
  });

  it('adds nothing once a service worker serves the page: its cache has no round trip to save', () => {
    const page = pageAt('/', { serviceWorker: true });
    expect(page.preload(preloads)).toBe(0);
    expect(page.links()).toEqual([]);
    expect(page.storageReads()).toEqual([]);
  });

  it('adds nothing on a page without preloads', () => {
    const page = pageAt('/host/dashboard');
    expect(page.preload(preloads)).toBe(0);
    expect(page.links()).toEqual([]);
    expect(page.storageReads()).toEqual([]);
  });
});
