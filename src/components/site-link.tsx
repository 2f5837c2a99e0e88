import type { Ref } from 'react';
import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from 'react-router-dom';
import { languageOfPath, localizedPath } from '@/i18n/language-paths';

/** `to` in the language of the page's URL: on /fr/... a link to a site page stays in French (issue 32). */
function useLocalizedTo<T>(to: T): T {
  const { pathname } = useLocation();
  return (typeof to === 'string' ? localizedPath(to, languageOfPath(pathname)) : to) as T;
}

/** A link that keeps the page's language in the URL (`/fr/about` links to `/fr/pricing`). */
export function SiteLink({ to, ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link ref={ref} to={useLocalizedTo(to)} {...props} />;
}

/** The navigation's link, active on its page in any language. */
export function SiteNavLink({ to, ref, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <NavLink ref={ref} to={useLocalizedTo(to)} {...props} />;
}
