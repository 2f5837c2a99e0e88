import { routes } from '../config/routes.ts';
import { type Namespace, pathWithoutLanguage } from '../i18n/languages.ts';
import type { TextKey } from '../i18n/text-keys.ts';

/**
 * The public routes: each one's page module, translation namespace and title, the one list the
 * router builds its public routes from (router.tsx) and the build reads: it turns it into the files
 * each route's first view needs, which index.html's head script preloads
 * (src/boot/first-view/preload-first-page.ts), and into the modules it compiles eagerly.
 */
export interface FirstPageModule {
  path: string;
  module: string;
  namespace: Namespace;
  /** The page's title in the `translation` namespace (document-title.ts). */
  titleKey: TextKey;
  /** Modules the page loads before its first render when no stay is saved on this device. */
  firstVisitModules?: string[];
  /** Modules the page renders at once with a stay to show (the door code's view): a personal link preloads them. */
  savedStayModules?: string[];
}

/** A personal link's page, `/s/<token>` (issue 45): it opens the guest portal on the link's stay. */
export const guestLinkPageModule = 'src/features/guest-portal/pages/guest-link-page.tsx';

export const firstPageModules: FirstPageModule[] = [
  {
    path: routes.home,
    titleKey: 'pageTitles.hostServices',
    module: 'src/features/site/pages/landing-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.stays,
    titleKey: 'pageTitles.stays',
    module: 'src/features/stays/pages/stays-page.tsx',
    namespace: 'stays',
  },
  {
    path: routes.hostServices,
    titleKey: 'pageTitles.hostServices',
    module: 'src/features/site/pages/landing-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.guestPortal,
    titleKey: 'pageTitles.guestPortal',
    module: 'src/app/routes/guest-portal-route.tsx',
    namespace: 'guest',
    firstVisitModules: ['src/features/guest-portal/components/find-booking-form.tsx'],
    savedStayModules: ['src/features/guest-portal/components/booking-details.tsx'],
  },
  {
    path: routes.workWithUs,
    titleKey: 'pageTitles.workWithUs',
    module: 'src/features/site/pages/work-with-us-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.about,
    titleKey: 'pageTitles.about',
    module: 'src/features/site/pages/about-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.contact,
    titleKey: 'pageTitles.contact',
    module: 'src/features/site/pages/contact-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.privacyPolicy,
    titleKey: 'pageTitles.privacyPolicy',
    module: 'src/features/site/pages/privacy-policy-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.pricing,
    titleKey: 'pageTitles.pricing',
    module: 'src/features/site/pages/pricing-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.welcome,
    titleKey: 'pageTitles.welcome',
    module: 'src/features/site/pages/welcome-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.shop,
    titleKey: 'pageTitles.shop',
    module: 'src/features/site/pages/shop-page.tsx',
    namespace: 'site',
  },
  {
    path: routes.hostLogin,
    titleKey: 'pageTitles.hostLogin',
    module: 'src/features/host/pages/host-login-page.tsx',
    namespace: 'host',
  },
  {
    path: routes.forgotPassword,
    titleKey: 'pageTitles.forgotPassword',
    module: 'src/features/host/pages/forgot-password-page.tsx',
    namespace: 'host',
  },
];

/**
 * The translation namespace of the first page at `pathname`, known before the router has loaded (the
 * router loads it anyway with a page this table does not list, e.g. the host area's).
 */
export function firstPageNamespaces(pathname: string): Namespace[] {
  const path = pathWithoutLanguage(pathname);
  return firstPageModules.filter((page) => page.path === path).map((page) => page.namespace);
}
