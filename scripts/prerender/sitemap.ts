/**
 * sitemap.xml for the brand site (issue 32): every page (and each home's page known at build time,
 * stay-pages.ts) at each of its URLs (four languages and the
 * unprefixed one), each listing all its language versions as Google reads hreflang in a sitemap.
 */
import { pageAlternates, pageUrl, siteOrigin } from './page-head.ts';
import { type SitePage, sitePages, siteVariants } from './site-pages.ts';
import { type PrerenderedStay, prerenderedStays, stayAlternates, stayPath } from './stay-pages.ts';

/** Text made safe inside an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function entries(locations: string[], links: { hreflang: string; href: string }[]): string[] {
  const alternates = links.map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return locations.map((location) =>
    ['  <url>', `    <loc>${escapeXml(location)}</loc>`, ...alternates, '  </url>'].join('\n'),
  );
}

function urlEntries(siteUrl: string, page: SitePage): string[] {
  return entries(
    siteVariants.map((language) => pageUrl(siteUrl, page, language)),
    pageAlternates(siteUrl, page),
  );
}

/** A home's page (issue 46) at each of its URLs. */
function stayEntries(siteUrl: string, stay: PrerenderedStay): string[] {
  return entries(
    siteVariants.map((language) => `${siteOrigin(siteUrl)}${stayPath(stay.slug, language)}`),
    stayAlternates(siteUrl, stay.slug),
  );
}

export function sitemapXml(siteUrl: string, stays: PrerenderedStay[] = prerenderedStays): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitePages.flatMap((page) => urlEntries(siteUrl, page)),
    ...stays.flatMap((stay) => stayEntries(siteUrl, stay)),
    '</urlset>',
    '',
  ].join('\n');
}
