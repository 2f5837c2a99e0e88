import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../scripts/prerender/site-pages.ts';
import { sitemapXml } from '../../scripts/prerender/sitemap.ts';
import { prerenderedStays } from '../../scripts/prerender/stay-pages.ts';

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

/** The sitemap as a crawler reads it: each URL and its language versions, by namespace. */
function readSitemap(xml: string) {
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  expect([root.localName, root.namespaceURI]).toEqual(['urlset', sitemapNs]);
  return [...root.children].map((url) => {
    expect([url.localName, url.namespaceURI]).toEqual(['url', sitemapNs]);
    const children = [...url.children];
    const loc = children.filter((child) => child.localName === 'loc' && child.namespaceURI === sitemapNs);
    expect(loc).toHaveLength(1);
    const links = children.filter((child) => child.localName === 'link' && child.namespaceURI === xhtmlNs);
    for (const link of links) expect(link.getAttribute('rel')).toBe('alternate');
    const alternates: Record<string, string> = {};
    for (const link of links)
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    return { loc: loc[0]!.textContent, alternates };
  });
}

describe('sitemap.xml', () => {
  const urls = readSitemap(sitemapXml('https://stays.rihla.example/'));

  it('lists every page, and each home’s page, at its unprefixed URL and in each of the four languages', () => {
    expect(urls).toHaveLength((sitePages.length + prerenderedStays.length) * 5);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of [
      'https://stays.rihla.example/',
      'https://stays.rihla.example/fr/',
      'https://stays.rihla.example/ar/pricing',
      'https://stays.rihla.example/es/privacy-policy',
      'https://stays.rihla.example/stays',
      'https://stays.rihla.example/ar/stays',
      'https://stays.rihla.example/stays/riad-yasmine',
      'https://stays.rihla.example/ar/stays/dar-atlas',
      'https://stays.rihla.example/en/host-services',
      'https://stays.rihla.example/shop',
    ]) {
      expect(locs).toContain(loc);
    }
    expect(locs.filter((loc) => loc?.includes('guest-portal') || loc?.includes('/host/'))).toEqual([]);
  });

  it('gives each URL all its language versions and x-default, the same set on each of them', () => {
    const about = urls.find((url) => url.loc === 'https://stays.rihla.example/fr/about')!;
    expect(about.alternates).toEqual({
      en: 'https://stays.rihla.example/en/about',
      fr: 'https://stays.rihla.example/fr/about',
      es: 'https://stays.rihla.example/es/about',
      ar: 'https://stays.rihla.example/ar/about',
      'x-default': 'https://stays.rihla.example/about',
    });
    const locs = new Set(urls.map((url) => url.loc));
    for (const url of urls) {
      const versions = Object.values(url.alternates);
      expect(versions).toHaveLength(5);
      // Google ignores a version that does not link back: each one is listed with the same set.
      expect(versions).toContain(url.loc);
      for (const version of versions) {
        expect(locs.has(version)).toBe(true);
        expect(urls.find((other) => other.loc === version)?.alternates).toEqual(url.alternates);
      }
    }
  });

  it('escapes what XML reserves in the addresses', () => {
    const xml = sitemapXml("https://example.com/o'neil&co");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const [home] = readSitemap(xml);
    expect(home?.loc).toBe("https://example.com/o'neil&co/");
    expect(home?.alternates.fr).toBe("https://example.com/o'neil&co/fr/");
  });
});
