/**
 * sitemap.xml for the brand site (issue 32): every page at each of its URLs (four languages and the
 * unprefixed one), each listing all its language versions as Google reads hreflang in a sitemap.
 */
import { pageAlternates, pageUrl } from './page-head.ts';
import { type SitePage, sitePages, siteVariants } from './site-pages.ts';

/** Text made safe inside an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlEntries(siteUrl: string, page: SitePage): string[] {
  const alternates = pageAlternates(siteUrl, page).map(
    ({ hreflang, href }) =>
      `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return siteVariants.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeXml(pageUrl(siteUrl, page, language))}</loc>`,
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
}

export function sitemapXml(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...sitePages.flatMap((page) => urlEntries(siteUrl, page)),
    '</urlset>',
    '',
  ].join('\n');
}
