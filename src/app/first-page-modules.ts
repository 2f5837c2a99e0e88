import { routes } from '../config/routes.ts';
import type { Namespace } from '../i18n/languages';

/**
 * The page module and translation namespace of each public route, as the router loads them
 * (router.test.ts holds the two together). The build turns this into the files each route's first
 * view needs, which index.html's head script preloads (src/app/first-view/preload-first-page.ts).
 */
export interface FirstPageModule {
  path: string;
  module: string;
  namespace: Namespace;
  /** Modules the page loads before its first render when no stay is saved on this device. */
  firstVisitModules?: string[];
}

export const firstPageModules: FirstPageModule[] = [
  { path: routes.home, module: 'src/features/site/pages/landing-page.tsx', namespace: 'site' },
  { path: routes.hostServices, module: 'src/features/site/pages/landing-page.tsx', namespace: 'site' },
  {
    path: routes.guestPortal,
    module: 'src/app/routes/guest-portal-route.tsx',
    namespace: 'guest',
    firstVisitModules: ['src/features/guest-portal/components/find-booking-form.tsx'],
  },
  { path: routes.workWithUs, module: 'src/features/site/pages/work-with-us-page.tsx', namespace: 'site' },
  { path: routes.about, module: 'src/features/site/pages/about-page.tsx', namespace: 'site' },
  { path: routes.contact, module: 'src/features/site/pages/contact-page.tsx', namespace: 'site' },
  {
    path: routes.privacyPolicy,
    module: 'src/features/site/pages/privacy-policy-page.tsx',
    namespace: 'site',
  },
  { path: routes.pricing, module: 'src/features/site/pages/pricing-page.tsx', namespace: 'site' },
  { path: routes.welcome, module: 'src/features/site/pages/welcome-page.tsx', namespace: 'site' },
  { path: routes.shop, module: 'src/features/site/pages/shop-page.tsx', namespace: 'site' },
  { path: routes.hostLogin, module: 'src/features/host/pages/host-login-page.tsx', namespace: 'host' },
  {
    path: routes.forgotPassword,
    module: 'src/features/host/pages/forgot-password-page.tsx',
    namespace: 'host',
  },
];

/**
 * The translation namespace of the first page at `pathname`, known before the router has loaded (the
 * router loads it anyway with a page this table does not list, e.g. the host area's).
 */
export function firstPageNamespaces(pathname: string): Namespace[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  return firstPageModules.filter((page) => page.path === path).map((page) => page.namespace);
}
