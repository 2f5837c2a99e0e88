/**
 * The <head> tags of one prerendered page in one language (issue 32): title, description, canonical
 * link, hreflang alternates, Open Graph and Twitter card tags, and on the home page the business's
 * structured data (schema.org LodgingBusiness). Pure: the build passes the texts in.
 */
import { brand, brandSite } from '../../src/config/brand.ts';
import { type LanguageCode, languageCodes } from '../../src/i18n/languages.ts';
import { ogImagePath, type SitePage, variantPath } from './site-pages.ts';

/** Open Graph's locale per language; the unprefixed URL speaks English to a crawler. */
const ogLocales: Record<LanguageCode, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', ar: 'ar_MA' };
export const defaultLanguage: LanguageCode = 'en';

/** Where the brand's square logo is served (scripts/make-icons.ts). */
export const logoPath = '/icons/icon-512.png';

/** The site's address without a trailing slash, so that paths can follow it. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The absolute URL of a page in a variant (null: the unprefixed x-default URL). */
export function pageUrl(siteUrl: string, page: SitePage, language: LanguageCode | null): string {
  return `${siteOrigin(siteUrl)}${variantPath(page, language)}`;
}

/** The page's language versions as hreflang links want them: the four languages, then x-default. */
export function pageAlternates(siteUrl: string, page: SitePage): { hreflang: string; href: string }[] {
  return [
    ...languageCodes.map((language) => ({ hreflang: language, href: pageUrl(siteUrl, page, language) })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, page, null) },
  ];
}

/** Text made safe inside an HTML attribute value or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface PageHeadInput {
  page: SitePage;
  /** null: the unprefixed URL (x-default), whose texts are English. */
  language: LanguageCode | null;
  siteUrl: string;
  /** The `translation` namespace in the page's language. */
  t: (key: string) => string;
}

/** What any prerendered page's head says (a site page's, a home's page: stay-pages.ts). */
export interface HeadTags {
  title: string;
  description: string;
  url: string;
  alternates: { hreflang: string; href: string }[];
  image: string;
  imageAlt: string;
  language: LanguageCode;
  /** schema.org objects, each in its own JSON-LD script. */
  structuredData?: unknown[];
}

/** The tags for <head>, one per line. */
export function headTags(input: HeadTags): string {
  const { title, description, url, image, imageAlt, language } = input;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...input.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', ogLocales[language]),
    ...languageCodes
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocales[other])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    ...(input.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    ),
  ].join('\n');
}

/** The tags for <head>, one per line. Throws on a missing text rather than publishing a key. */
export function pageHead({ page, language, siteUrl, t }: PageHeadInput): string {
  const text = (key: string) => {
    const value = t(key);
    if (!value || value === key) throw new Error(`pageHead(${page.id}, ${language}): no text for ${key}`);
    return value;
  };
  const title = `${brand.name} - ${text(page.titleKey)}`;
  const description = text(page.descriptionKey);
  const url = pageUrl(siteUrl, page, language);
  const image = `${siteOrigin(siteUrl)}${ogImagePath(page)}`;
  const locale = language ?? defaultLanguage;
  return headTags({
    title,
    description,
    url,
    alternates: pageAlternates(siteUrl, page),
    image,
    imageAlt: text('pageDescriptions.ogImageAlt'),
    language: locale,
    structuredData:
      page.id === 'home' ? [lodgingBusiness({ siteUrl, url, image, description, language: locale })] : [],
  });
}

/**
 * The business as schema.org describes it, from the brand's config. `inLanguage` is not a property
 * of a business, so the page in its language is the business's `mainEntityOfPage`.
 */
function lodgingBusiness(input: {
  siteUrl: string;
  url: string;
  image: string;
  description: string;
  language: LanguageCode;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': `${siteOrigin(input.siteUrl)}/#business`,
    name: brand.name,
    legalName: brand.legalEntity,
    url: input.url,
    logo: `${siteOrigin(input.siteUrl)}${logoPath}`,
    image: input.image,
    description: input.description,
    telephone: brand.phone,
    email: brand.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: brandSite.address.locality,
      addressCountry: brandSite.address.country,
    },
    sameAs: Object.values(brand.social),
    knowsLanguage: languageCodes,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url, inLanguage: input.language },
  };
}

/** JSON that cannot end its <script> element early (`</script>`, `<!--`). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
