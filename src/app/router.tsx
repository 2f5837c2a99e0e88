import i18next from 'i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { hostSections, routes } from '../config/routes';
import type { Namespace } from '../i18n/languages';
import type { RouteHandle } from './document-title';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

type PageModule = { default: React.ComponentType };

/** Resolves once i18next knows the language (the router starts loading before i18n is set up). */
const i18nReady = () =>
  i18next.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));

/**
 * A lazy route: its code and its translation namespace load side by side, so the page does not
 * wait for the chunk, then suspend again for its texts.
 */
const page = (load: () => Promise<PageModule>, namespace?: Namespace) => async () => {
  const [module] = await Promise.all([
    load(),
    namespace ? i18nReady().then(() => i18next.loadNamespaces(namespace)) : undefined,
  ]);
  return { Component: module.default };
};
const titled = (titleKey: string): RouteHandle => ({ titleKey });

const hostPages: Record<(typeof hostSections)[number], () => Promise<PageModule>> = {
  dashboard: () => import('../features/host/pages/dashboard-page'),
  calendar: () => import('../features/host/pages/calendar-page'),
  guests: () => import('../features/host/pages/guests-page'),
  messages: () => import('../features/host/pages/messages-page'),
  cleaners: () => import('../features/host/pages/cleaners-page'),
  analytics: () => import('../features/host/pages/analytics-page'),
  notifications: () => import('../features/host/pages/notifications-page'),
  settings: () => import('../features/host/pages/settings-page'),
};

export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            index: true,
            handle: titled('pageTitles.hostServices'),
            lazy: page(() => import('../features/site/pages/landing-page'), 'site'),
          },
          {
            path: routes.hostServices,
            handle: titled('pageTitles.hostServices'),
            lazy: page(() => import('../features/site/pages/landing-page'), 'site'),
          },
          {
            path: routes.guestPortal,
            handle: titled('pageTitles.guestPortal'),
            lazy: page(() => import('./routes/guest-portal-route'), 'guest'),
          },
          {
            path: routes.workWithUs,
            handle: titled('pageTitles.workWithUs'),
            lazy: page(() => import('../features/site/pages/work-with-us-page'), 'site'),
          },
          {
            path: routes.about,
            handle: titled('pageTitles.about'),
            lazy: page(() => import('../features/site/pages/about-page'), 'site'),
          },
          {
            path: routes.contact,
            handle: titled('pageTitles.contact'),
            lazy: page(() => import('../features/site/pages/contact-page'), 'site'),
          },
          {
            path: routes.privacyPolicy,
            handle: titled('pageTitles.privacyPolicy'),
            lazy: page(() => import('../features/site/pages/privacy-policy-page'), 'site'),
          },
          {
            path: routes.pricing,
            handle: titled('pageTitles.pricing'),
            lazy: page(() => import('../features/site/pages/pricing-page'), 'site'),
          },
          {
            path: routes.welcome,
            handle: titled('pageTitles.welcome'),
            lazy: page(() => import('../features/site/pages/welcome-page'), 'site'),
          },
          {
            path: routes.shop,
            handle: titled('pageTitles.shop'),
            lazy: page(() => import('../features/site/pages/shop-page'), 'site'),
          },
          {
            path: routes.hostLogin,
            handle: titled('pageTitles.hostLogin'),
            lazy: page(() => import('../features/host/pages/host-login-page'), 'host'),
          },
          {
            path: routes.forgotPassword,
            handle: titled('pageTitles.forgotPassword'),
            lazy: page(() => import('../features/host/pages/forgot-password-page'), 'host'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: routes.hostDashboardLegacy, element: <Navigate to={routes.hostDashboard} replace /> },
      {
        path: routes.host,
        lazy: page(() => import('../features/host/host-area'), 'host'),
        children: [
          { index: true, element: <Navigate to={routes.hostDashboard} replace /> },
          ...hostSections.map((section) => ({
            path: section,
            handle: { hostSection: section } satisfies RouteHandle,
            lazy: page(hostPages[section]),
          })),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeTree);
