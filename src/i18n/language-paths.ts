import { routes } from '../config/routes.ts';
import { type LanguageCode, pathWithoutLanguage } from './languages.ts';

// The language of a URL lives beside the languages (index.html's inline scripts read it without the routes).
export { languageOfPath, pathWithoutLanguage } from './languages.ts';

/**
 * The brand site's URL per language (issue 32): every public page has its spec route, shown in the
 * visitor's detected or stored language, and `/en/...`, `/fr/...`, `/es/...`, `/ar/...` with a fixed
 * language. The guest portal and the host area have no language in their URL.
 */

/** The public pages prerendered in every language, by their spec route. */
export const sitePagePaths = [
  routes.home,
  routes.hostServices,
  routes.about,
  routes.pricing,
  routes.workWithUs,
  routes.contact,
  routes.privacyPolicy,
  routes.welcome,
  routes.shop,
  routes.stays,
] as const;
export type SitePagePath = (typeof sitePagePaths)[number];

export function isSitePagePath(path: string): path is SitePagePath {
  return (sitePagePaths as readonly string[]).includes(path);
}

/** A published home's page, `/stays/<slug>` (issue 46): a site page too, with a URL per language. */
export function isStayPagePath(path: string): boolean {
  return /^\/stays\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path);
}

/**
 * A link in `language` (null: no language in the URL). Only the site's pages have a URL per
 * language; any other path, and a hash or query after the path, stay as they are. Home is `/fr/`.
 */
export function localizedPath(to: string, language: LanguageCode | null): string {
  const at = to.search(/[?#]/);
  const path = at < 0 ? to : to.slice(0, at);
  const rest = at < 0 ? '' : to.slice(at);
  const base = pathWithoutLanguage(path);
  if (!isSitePagePath(base) && !isStayPagePath(base)) return to;
  if (!language) return `${base}${rest}`;
  return `/${language}${base === '/' ? '/' : base}${rest}`;
}
