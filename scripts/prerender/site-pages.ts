/**
 * The brand site's pages as the build prerenders them (issue 32): each one's spec route, its title
 * and description keys in the `translation` namespace, and the artwork its preview image is made of.
 */

import { localizedPath, type SitePagePath } from '../../src/i18n/language-paths.ts';
import { type LanguageCode, languageCodes } from '../../src/i18n/languages.ts';

export type SitePageId =
  | 'home'
  | 'hostServices'
  | 'about'
  | 'pricing'
  | 'workWithUs'
  | 'contact'
  | 'privacyPolicy'
  | 'welcome'
  | 'shop'
  | 'stays';

export interface SitePage {
  id: SitePageId;
  path: SitePagePath;
  /** The document title's page name (`translation` namespace), as the app's title says it. */
  titleKey: string;
  /** The meta description (`translation` namespace). */
  descriptionKey: string;
  /** The page's own artwork (under public/), which its 1200x630 preview image is made from. */
  art: string;
}

const page = (id: SitePageId, path: SitePagePath, titleKey: string, art: string): SitePage => ({
  id,
  path,
  titleKey,
  descriptionKey: `pageDescriptions.${id}`,
  art,
});

export const sitePages: SitePage[] = [
  page('home', '/', 'pageTitles.hostServices', 'images/site/hero.svg'),
  page('hostServices', '/host-services', 'pageTitles.hostServices', 'images/site/host-door.svg'),
  page('about', '/about', 'pageTitles.about', 'images/site/fes-riad.svg'),
  page('pricing', '/pricing', 'pageTitles.pricing', 'images/site/host-door.svg'),
  page('workWithUs', '/work-with-us', 'pageTitles.workWithUs', 'images/site/casablanca-villa.svg'),
  page('contact', '/contact', 'pageTitles.contact', 'images/site/merzouga-oasis.svg'),
  page('privacyPolicy', '/privacy-policy', 'pageTitles.privacyPolicy', 'images/site/hero.svg'),
  page('welcome', '/welcome', 'pageTitles.welcome', 'images/site/marrakech-retreat.svg'),
  page('shop', '/shop', 'pageTitles.shop', 'images/site/marrakech-retreat.svg'),
  page('stays', '/stays', 'pageTitles.stays', 'images/site/fes-riad.svg'),
];

/** Each page is built once per language and once without (x-default: the visitor's language). */
export const siteVariants: readonly (LanguageCode | null)[] = [null, ...languageCodes];

/** The URL path of a page in a variant: `/about`, `/fr/about`, `/fr/`. */
export function variantPath(sitePage: SitePage, language: LanguageCode | null): string {
  return localizedPath(sitePage.path, language);
}

/** The file the build writes for a URL path: `/` -> index.html, `/fr/` -> fr/index.html, `/fr/about` -> fr/about.html. */
export function variantFile(path: string): string {
  if (path.endsWith('/')) return `${path.slice(1)}index.html`;
  return `${path.slice(1)}.html`;
}

/** Where the page's preview image is served: /og/<id>.png (made by the build). */
export function ogImagePath(sitePage: SitePage): string {
  return `/og/${sitePage.id}.png`;
}
