/**
 * robots.txt for the brand site (issue 32): crawlers may read every public page in every language,
 * not the host area, the guest portal, the server's endpoints or the local checkout. Paths are
 * prefixes (RFC 9309), so the host area is `/host/` and `/host$`: `/host` alone would also hide
 * `/host-services`.
 */
import { siteOrigin } from './page-head.ts';

export const disallowedPaths = [
  '/host$',
  '/host/',
  '/host-dashboard',
  '/host-login',
  '/forgot-password',
  '/guest-portal',
  '/functions/',
  '/auth/',
  '/local-checkout',
] as const;

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
