/**
 * The guest portal's find form as prerendered pages (issue 43), the same way as the brand site's:
 * `guest-portal.html` (no language in the URL: English, with the language check) and
 * `<language>/guest-portal.html` (`/fr/guest-portal`). Unlike the site's pages they keep the saved
 * door code's restore script, first in the head: a device with stays saved still sees its door code
 * first, never the form. Not for crawlers (robots.txt disallows the portal): no alternates or previews.
 * Under the service worker the portal opens its precached app shell instead (`guest-portal-shell.html`).
 */
import { brand } from '../../src/config/brand.ts';
import { routes } from '../../src/config/routes.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';
import { escapeHtml } from './page-head.ts';

/** The app shell with the restore script, precached and opened by the service worker at /guest-portal. */
export const guestPortalShellFile = 'guest-portal-shell.html';

/** The URL path of the find form in a variant: `/guest-portal`, `/fr/guest-portal`. */
export function guestPortalPath(language: LanguageCode | null): string {
  return language ? `/${language}${routes.guestPortal}` : routes.guestPortal;
}

/** The file the build writes for a variant: guest-portal.html, fr/guest-portal.html. */
export function guestPortalFileOf(language: LanguageCode | null): string {
  return `${guestPortalPath(language).slice(1)}.html`;
}

/** Reads a dotted key from one namespace's texts. */
export function textOf(texts: Record<string, unknown> | undefined, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : key;
}

/** The page's head: its title as the app sets it, the form's introduction, and no indexing. */
export function guestPortalHead(title: string, description: string): string {
  return [
    `<title>${escapeHtml(`${brand.name} - ${title}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="robots" content="noindex">',
  ].join('\n');
}
