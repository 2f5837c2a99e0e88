import i18next from 'i18next';
import { type ComponentType, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { hostSections, routes } from '../config/routes';
import { i18nReady } from '../i18n';
import { isSitePagePath, languageOfPath, localizedPath } from '../i18n/language-paths';
import { languageCodes, type Namespace } from '../i18n/languages';
import type { TextKey } from '../i18n/text-keys';
import { documentTitle, type RouteHandle } from './document-title';
import { firstPageModules, guestLinkPageModule } from './first-page-modules';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { NotFoundPage } from './pages/not-found-page';

/** A page module; `prepare` (optional) gets what its first render needs, e.g. data read from the device. */
type PageModule = { default: ComponentType; prepare?: () => Promise<unknown> };
type LazyPage = PreloadableComponent<ComponentType> & {
  namespace?: Namespace;
  load: () => Promise<PageModule>;
};

/**
 * A page loaded on demand: its code (then its `prepare`) and its translation namespace load side by
 * side (the page does not wait for the chunk, then suspend again for its texts). Once preloaded it
 * renders at once, without a Suspense fallback in between.
 */
function lazyPage(load: () => Promise<PageModule>, namespace?: Namespace): LazyPage {
  const page = lazyWithPreload(async () => {
    const [module] = await Promise.all([
      load().then(async (module) => {
        await module.prepare?.();
        return module;
      }),
      namespace ? i18nReady().then(() => i18next.loadNamespaces(namespace)) : undefined,
    ]);
    return module;
  });
  return Object.assign(page, { namespace, load });
}

const element = (Page: LazyPage) => <Page />;
const titled = (titleKey: TextKey): RouteHandle => ({ titleKey });

// Every page module the router can load, by path (public pages are named by first-page-modules.ts).
const pageLoaders = import.meta.glob<PageModule>([
  '../features/*/pages/*-page.tsx',
  '../features/host/host-area.tsx',
  './routes/*-route.tsx',
]);

/** The lazy page of a module of the public table ('src/...'), one per module (/ and /host-services share one). */
const tablePages = new Map<string, LazyPage>();
function tablePage(module: string, namespace?: Namespace): LazyPage {
  let page = tablePages.get(module);
  if (!page) {
    const load = pageLoaders[module.replace(/^src\/app\//, './').replace(/^src\//, '../')];
    if (!load) throw new Error(`no page module ${module}`);
    page = lazyPage(load, namespace);
    tablePages.set(module, page);
  }
  return page;
}

const hostPage = (section: string) => tablePage(`src/features/host/pages/${section}-page.tsx`);
const hostPages = Object.fromEntries(hostSections.map((section) => [section, hostPage(section)]));

/** The public pages, from the one table of them (path, module, namespace, title). */
const publicRoutes: RouteObject[] = firstPageModules.map((page) => ({
  ...(page.path === routes.home ? { index: true } : { path: page.path }),
  handle: titled(page.titleKey),
  element: element(tablePage(page.module, page.namespace)),
}));

/**
 * The site's pages again under each language's prefix: /fr/, /fr/about... (issue 32), and the guest
 * portal's prerendered find form: /fr/guest-portal (issue 43; its links stay without a language).
 */
const languageRoutes: RouteObject[] = languageCodes.flatMap((language) =>
  firstPageModules
    .filter((page) => isSitePagePath(page.path) || page.path === routes.guestPortal)
    .map((page) => ({
      path: isSitePagePath(page.path) ? localizedPath(page.path, language) : `/${language}${page.path}`,
      handle: titled(page.titleKey),
      element: element(tablePage(page.module, page.namespace)),
    })),
);

/** A published home's page (issue 46), /stays/<slug>, and the same under each language's prefix. */
const stayPage = () => tablePage('src/features/stays/pages/stay-page.tsx', 'stays');
const stayRoutes: RouteObject[] = [null, ...languageCodes].map((language) => ({
  path: `${language ? `/${language}` : ''}${routes.stays}/:slug`,
  handle: titled('pageTitles.stay'),
  element: element(stayPage()),
}));

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          ...publicRoutes,
          ...languageRoutes,
          ...stayRoutes,
          {
            path: `${routes.guestCheckIn}/:bookingId`,
            handle: titled('pageTitles.guestCheckIn'),
            element: element(tablePage('src/features/check-in/pages/check-in-page.tsx', 'checkin')),
          },
          {
            path: `${routes.guestLink}/:token`,
            handle: titled('pageTitles.guestPortal'),
            element: element(tablePage(guestLinkPageModule, 'guest')),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: routes.hostDashboardLegacy, element: <Navigate to={routes.hostDashboard} replace /> },
      {
        path: routes.host,
        element: element(tablePage('src/features/host/host-area.tsx', 'host')),
        children: [
          { index: true, element: <Navigate to={routes.hostDashboard} replace /> },
          ...hostSections.map((section) => ({
            path: section,
            handle: { hostSection: section } satisfies RouteHandle,
            element: element(hostPages[section] as LazyPage),
          })),
          // The property editor belongs to Settings' Properties (the sidebar shows Settings).
          ...['properties/new', 'properties/:propertyId'].map((path) => ({
            path,
            handle: { hostSection: 'settings' } satisfies RouteHandle,
            element: element(tablePage('src/features/host/pages/property-editor-page.tsx')),
          })),
          // Automated messages belong to Messages (the sidebar shows it under Messages).
          {
            path: 'messages/automated',
            handle: titled('hostSections.automatedMessages'),
            element: element(tablePage('src/features/host/pages/automated-messages-page.tsx')),
          },
          // The payouts statement belongs to Analytics (the sidebar shows Analytics).
          {
            path: 'payouts',
            handle: { hostSection: 'analytics' } satisfies RouteHandle,
            element: element(tablePage('src/features/host/pages/payouts-page.tsx')),
          },
          // The booking editor belongs to Guests (the sidebar shows Guests).
          ...['bookings/new', 'bookings/:bookingId'].map((path) => ({
            path,
            handle: { hostSection: 'guests' } satisfies RouteHandle,
            element: element(tablePage('src/features/host/pages/booking-editor-page.tsx')),
          })),
        ],
      },
    ],
  },
];

let lastMatch: { pathname: string; routes: RouteObject[] } | undefined;

/**
 * The routes a location matches, outermost first. React Router ranks and compiles the whole tree on
 * every call; start-up asks for the same location several times (texts, page code, title), so the
 * last answer is kept.
 */
function routesAt(pathname: string): RouteObject[] {
  if (lastMatch?.pathname !== pathname) {
    lastMatch = { pathname, routes: (matchRoutes(routeTree, pathname) ?? []).map(({ route }) => route) };
  }
  return lastMatch.routes;
}

/** The lazy pages a location shows, in route order (layouts first). */
function pagesAt(pathname: string): LazyPage[] {
  return routesAt(pathname).flatMap((route) => {
    const type = (route.element as { type?: unknown } | undefined)?.type as Partial<LazyPage> | undefined;
    return typeof type?.preload === 'function' ? [type as LazyPage] : [];
  });
}

/** The translation namespaces of the page at `pathname`, loaded with the shell's own texts. */
export function routeNamespaces(pathname: string): Namespace[] {
  return pagesAt(pathname).flatMap((page) => (page.namespace ? [page.namespace] : []));
}

/** The page modules shown at `pathname`, loaded without their `prepare` (index.html preloads their files). */
export function routeModules(pathname: string): Promise<PageModule[]> {
  return Promise.all(pagesAt(pathname).map((page) => page.load()));
}

/** Loads the code, texts and prepared data of the page at `pathname` (the app awaits it before its first render). */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(pagesAt(pathname).map((page) => page.preload()));
}

function useDocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handles = routesAt(pathname).map((route) => route.handle as RouteHandle | undefined);
  const title = documentTitle(handles, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * A URL with a language (/fr/about) shows that language, also after a link or the back button brought
 * the app there; without one, the visitor's own language stays.
 */
function useLanguageOfUrl() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  useLayoutEffect(() => {
    if (language && i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
}

export function AppRoutes() {
  useLanguageOfUrl();
  useDocumentTitle();
  return useRoutes(routeTree);
}
