import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { logoPath, pageHead } from '../../scripts/prerender/page-head.ts';
import { type SitePage, sitePages, siteVariants } from '../../scripts/prerender/site-pages.ts';
import { documentTitle } from '../../src/app/document-title.ts';
import { brand } from '../../src/config/brand.ts';
import { type LanguageCode, languageCodes } from '../../src/i18n/languages.ts';
import { isTextKey } from '../../src/i18n/text-keys.ts';

const siteUrl = 'https://stays.rihla.example/';
const origin = 'https://stays.rihla.example';

/** The real `translation` texts through i18next, as the app and the build read them. */
async function translator(language: LanguageCode) {
  const texts = JSON.parse(readFileSync(join('public/locales', language, 'translation.json'), 'utf8'));
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: texts } } });
  return instance;
}
const instances = Object.fromEntries(
  await Promise.all(languageCodes.map(async (language) => [language, await translator(language)] as const)),
) as Record<LanguageCode, Awaited<ReturnType<typeof translator>>>;
/** The build names a page's texts by untyped keys: one the texts lack comes back as itself, as i18next does. */
const translators = Object.fromEntries(
  languageCodes.map((language) => {
    const instance = instances[language];
    return [language, (key: string) => (isTextKey(instance, 'translation', key) ? instance.t(key) : key)];
  }),
) as Record<LanguageCode, (key: string) => string>;

const page = (id: SitePage['id']) => sitePages.find((candidate) => candidate.id === id)!;

/** The head as a browser or a link preview reads it. */
function parseHead(html: string) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  return {
    document,
    title: document.title,
    meta: (key: string) =>
      attribute(`meta[property="${key}"]`, 'content') ?? attribute(`meta[name="${key}"]`, 'content'),
    metas: (key: string) =>
      [...document.querySelectorAll(`meta[property="${key}"]`)].map((meta) => meta.getAttribute('content')),
    canonical: attribute('link[rel="canonical"]', 'href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  };
}

const headOf = (id: SitePage['id'], language: LanguageCode | null) =>
  parseHead(pageHead({ page: page(id), language, siteUrl, t: translators[language ?? 'en'] }));

describe('the head of a prerendered page', () => {
  it('has the same title as the app sets after hydration, in every page and language', () => {
    for (const sitePage of sitePages) {
      for (const language of siteVariants) {
        const instance = instances[language ?? 'en'];
        const head = headOf(sitePage.id, language);
        const { titleKey } = sitePage;
        if (!isTextKey(instance, 'translation', titleKey)) throw new Error(`no text for ${titleKey}`);
        expect(head.title).toBe(documentTitle([{ titleKey }], instance.t));
        expect(head.meta('og:title')).toBe(head.title);
        expect(head.meta('twitter:title')).toBe(head.title);
      }
    }
    expect(headOf('pricing', 'fr').title).toBe('Rihla - Tarifs');
  });

  it('describes each page in its language in 110 to 160 characters, differently for each page', () => {
    for (const language of languageCodes) {
      const descriptions = sitePages.map(
        (sitePage) => headOf(sitePage.id, language).meta('description') ?? '',
      );
      for (const description of descriptions) {
        expect([...description].length).toBeGreaterThanOrEqual(110);
        expect([...description].length).toBeLessThanOrEqual(160);
      }
      expect(new Set(descriptions).size).toBe(sitePages.length);
    }
    const about = headOf('about', 'fr');
    expect(about.meta('og:description')).toBe(about.meta('description'));
    expect(about.meta('twitter:description')).toBe(about.meta('description'));
    expect(about.meta('description')).toContain('équipe marocaine');
    expect(headOf('about', null).meta('description')).toBe(headOf('about', 'en').meta('description'));
  });

  it('points canonical and og:url at its own absolute URL and lists every language with x-default', () => {
    const about = headOf('about', 'fr');
    expect(about.canonical).toBe(`${origin}/fr/about`);
    expect(about.meta('og:url')).toBe(`${origin}/fr/about`);
    expect(about.alternates).toEqual({
      en: `${origin}/en/about`,
      fr: `${origin}/fr/about`,
      es: `${origin}/es/about`,
      ar: `${origin}/ar/about`,
      'x-default': `${origin}/about`,
    });
    expect(headOf('about', null).canonical).toBe(`${origin}/about`);
    const home = headOf('home', 'ar');
    expect(home.canonical).toBe(`${origin}/ar/`);
    expect(home.alternates['x-default']).toBe(`${origin}/`);
  });

  it('gives link previews the page image, its size and alt text, and the locale', () => {
    const about = headOf('about', 'es');
    expect(about.meta('og:type')).toBe('website');
    expect(about.meta('og:site_name')).toBe('Rihla');
    expect(about.meta('og:image')).toBe(`${origin}/og/about.png`);
    expect(about.meta('og:image:width')).toBe('1200');
    expect(about.meta('og:image:height')).toBe('630');
    expect(about.meta('og:image:type')).toBe('image/png');
    expect(about.meta('og:image:alt')).toContain('Rihla');
    expect(about.meta('og:image:alt')).toBe(translators.es('pageDescriptions.ogImageAlt'));
    expect(about.meta('og:locale')).toBe('es_ES');
    expect(about.metas('og:locale:alternate')).toEqual(['en_US', 'fr_FR', 'ar_MA']);
    expect(about.meta('twitter:card')).toBe('summary_large_image');
    expect(about.meta('twitter:image')).toBe(`${origin}/og/about.png`);
    expect(about.meta('twitter:image:alt')).toBe(about.meta('og:image:alt'));
    expect(headOf('contact', null).meta('og:locale')).toBe('en_US');
    expect(headOf('contact', 'ar').meta('og:locale')).toBe('ar_MA');
  });

  it('writes one tag per line and escapes every value', () => {
    const hostile = (key: string) => `Riad "Dar" & <b>Co</b> '${key}'`;
    const html = pageHead({ page: page('home'), language: 'en', siteUrl, t: hostile });
    for (const line of html.split('\n')) expect(line).toMatch(/^<(title|meta|link|script)[ >]/);
    const head = parseHead(html);
    expect(head.document.querySelector('b')).toBeNull();
    expect(head.title).toBe(`Rihla - ${hostile('pageTitles.hostServices')}`);
    expect(head.meta('description')).toBe(hostile('pageDescriptions.home'));
    expect(head.structuredData[0].description).toBe(hostile('pageDescriptions.home'));
  });

  it('keeps structured data inside its script element whatever the texts say', () => {
    const t = (key: string) =>
      key === 'pageDescriptions.home' ? 'Stay</script><script>alert(1)//' : `Text ${key}`;
    const html = pageHead({ page: page('home'), language: 'en', siteUrl, t });
    expect(html).not.toContain('</script><script>');
    const head = parseHead(html);
    expect(head.document.querySelectorAll('script')).toHaveLength(1);
    expect(head.structuredData[0].description).toBe('Stay</script><script>alert(1)//');
  });

  it('describes the business with the brand contact values on the home page only', () => {
    for (const language of siteVariants) {
      const [business, ...more] = headOf('home', language).structuredData;
      expect(more).toEqual([]);
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'LodgingBusiness',
        name: 'Rihla',
        url: language ? `${origin}/${language}/` : `${origin}/`,
        logo: `${origin}/icons/icon-512.png`,
        image: `${origin}/og/home.png`,
        telephone: brand.phone,
        email: brand.email,
        address: { '@type': 'PostalAddress', addressLocality: 'Marrakech', addressCountry: 'MA' },
        sameAs: Object.values(brand.social),
        mainEntityOfPage: { '@type': 'WebPage', inLanguage: language ?? 'en' },
      });
      expect(business.description).toBe(headOf('home', language).meta('description'));
    }
    expect(existsSync(join('public', logoPath))).toBe(true);
    for (const sitePage of sitePages.filter((candidate) => candidate.id !== 'home')) {
      expect(headOf(sitePage.id, 'fr').structuredData).toEqual([]);
    }
  });

  it('refuses to publish a translation key in place of a missing text', () => {
    const missingDescription = (key: string) => (key.startsWith('pageDescriptions.') ? key : 'Text');
    expect(() => pageHead({ page: page('shop'), language: 'fr', siteUrl, t: missingDescription })).toThrow(
      /pageDescriptions\.shop/,
    );
  });
});
