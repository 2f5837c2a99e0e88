import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../scripts/prerender/robots.ts';

/**
 * A crawler's reading of robots.txt (RFC 9309) for any user agent: the longest matching rule
 * wins, Allow on a tie; `*` matches any characters and a final `$` ends the path.
 */
function crawlerMayFetch(robots: string, path: string): boolean {
  let group = false;
  const rules: { allow: boolean; pattern: string }[] = [];
  for (const line of robots.split('\n')) {
    const [field = '', ...rest] = line.replace(/#.*/, '').split(':');
    const name = field.trim().toLowerCase();
    const value = rest.join(':').trim();
    if (name === 'user-agent') group = value === '*';
    else if (group && (name === 'allow' || name === 'disallow') && value) {
      rules.push({ allow: name === 'allow', pattern: value });
    }
  }
  const matches = (pattern: string) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
  };
  const best = rules
    .filter((rule) => matches(rule.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))[0];
  return best?.allow ?? true;
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://stays.rihla.example/');

  it('lets crawlers read every public page, in every language', () => {
    for (const path of [
      '/',
      '/host-services',
      '/fr/host-services',
      '/ar/host-services',
      '/about',
      '/es/pricing',
      '/work-with-us',
      '/contact',
      '/privacy-policy',
      '/welcome',
      '/shop',
      '/og/home.png',
      '/sitemap.xml',
    ]) {
      expect(crawlerMayFetch(robots, path), path).toBe(true);
    }
  });

  it('keeps them out of the host area, the guest portal and the server endpoints', () => {
    for (const path of [
      '/host',
      '/host/dashboard',
      '/host/properties/new',
      '/host-dashboard',
      '/host-login',
      '/forgot-password',
      '/guest-portal',
      '/guest-portal/check-in/42',
      '/functions/v1/booking-lookup',
      '/auth/v1/token',
      '/local-checkout?session=1',
    ]) {
      expect(crawlerMayFetch(robots, path), path).toBe(false);
    }
  });

  it('names the sitemap at its absolute address', () => {
    expect(robots.split('\n')).toContain('Sitemap: https://stays.rihla.example/sitemap.xml');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });
});
