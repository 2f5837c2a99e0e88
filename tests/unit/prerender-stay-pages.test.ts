import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../scripts/prerender/guest-portal-pages.ts';
import {
  prerenderedStays,
  shortDescription,
  stayHead,
  stayPath,
} from '../../scripts/prerender/stay-pages.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';

const siteUrl = 'https://stays.rihla.example/';
const staysTexts = (language: LanguageCode) =>
  JSON.parse(readFileSync(join('public/locales', language, 'stays.json'), 'utf8')) as Record<string, unknown>;

function parseHead(html: string) {
  const document = new new Window().DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
    og: (key: string) => document.querySelector(`meta[property="${key}"]`)?.getAttribute('content'),
    data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}

describe('the homes’ prerendered pages (issue 46)', () => {
  const riad = prerenderedStays.find((stay) => stay.slug === 'riad-yasmine')!;

  it('are the demo homes, each at its URL per language', () => {
    expect(prerenderedStays.map((stay) => stay.slug).sort()).toEqual([
      'dar-anis',
      'dar-atlas',
      'riad-yasmine',
    ]);
    expect(stayPath('riad-yasmine', null)).toBe('/stays/riad-yasmine');
    expect(stayPath('riad-yasmine', 'ar')).toBe('/ar/stays/riad-yasmine');
  });

  it('have the home’s own title, description, canonical, alternates and link preview, in the page’s language', () => {
    const t = (key: string) => textOf(staysTexts('ar'), key);
    const head = parseHead(stayHead({ stay: riad, language: 'ar', siteUrl, t }));
    expect(head.title).toBe(`Rihla - ${riad.face.ar.title}`);
    expect(head.description.length).toBeGreaterThan(50);
    expect([...head.description].length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe('https://stays.rihla.example/ar/stays/riad-yasmine');
    expect(head.alternates).toEqual([
      ['en', 'https://stays.rihla.example/en/stays/riad-yasmine'],
      ['fr', 'https://stays.rihla.example/fr/stays/riad-yasmine'],
      ['es', 'https://stays.rihla.example/es/stays/riad-yasmine'],
      ['ar', 'https://stays.rihla.example/ar/stays/riad-yasmine'],
      ['x-default', 'https://stays.rihla.example/stays/riad-yasmine'],
    ]);
    expect(head.og('og:image')).toBe('https://stays.rihla.example/og/stay-riad-yasmine.png');
    expect(head.og('og:locale')).toBe('ar_MA');
  });

  it('describe the home as a schema.org VacationRental, with no price and no rating', () => {
    const t = (key: string) => textOf(staysTexts('en'), key);
    const [data] = parseHead(stayHead({ stay: riad, language: null, siteUrl, t })).data;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      identifier: 'riad-yasmine',
      name: 'Riad Yasmine',
      url: 'https://stays.rihla.example/stays/riad-yasmine',
      address: { '@type': 'PostalAddress', addressLocality: 'Marrakech', addressCountry: 'MA' },
      containsPlace: {
        '@type': 'Accommodation',
        numberOfBedrooms: riad.bedrooms,
        numberOfBathroomsTotal: riad.bathrooms,
        occupancy: { value: riad.capacity.adults + riad.capacity.children },
      },
    });
    expect(data.image[0]).toMatch(/^https:\/\/stays\.rihla\.example\/images\//);
    expect(data.containsPlace.amenityFeature).toContainEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'Wifi',
      value: true,
    });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"price/);
  });

  it('cut a long description at a sentence', () => {
    const text = `${'A quiet riad. '.repeat(8)}Then a very long sentence that goes on past the limit of the description.`;
    expect(shortDescription(text)).toMatch(/riad\.$/);
    expect(shortDescription('Short.')).toBe('Short.');
  });
});
