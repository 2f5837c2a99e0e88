import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { useAfterFirstPaint } from '@/components/use-after-first-paint';
import { routes } from '@/config/routes';
import { pathWithoutLanguage } from '@/i18n/language-paths';
import { ChatButton } from './chat-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

// The drawer (Mantine Drawer, scroll area, focus trap) is only needed once the menu is opened.
const SiteDrawer = lazy(() => import('./site-drawer'));

export function SiteLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const location = useLocation();
  // The footer and the chat button sit below the first screen: they render right after it is painted.
  const painted = useAfterFirstPaint();
  // The guest portal has its own contact links on every stay (the host's phone and WhatsApp), and
  // nothing may cover the door code: the floating chat button stays off it.
  // On a phone it sat over the work-with-us form (issue 43), a page with its own WhatsApp link below the form.
  const chatShown =
    painted &&
    !location.pathname.startsWith(routes.guestPortal) &&
    pathWithoutLanguage(location.pathname) !== routes.workWithUs;
  const openDrawer = () => {
    setDrawerWanted(true);
    drawer.open();
  };
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader
        drawerOpened={drawerOpened}
        onOpenDrawer={openDrawer}
        onPrepareDrawer={() => setDrawerWanted(true)}
      />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <SiteDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      ) : null}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <div key={location.pathname} className={classes.page}>
            <Outlet />
          </div>
        </Suspense>
      </main>
      {painted ? <SiteFooter /> : null}
      {chatShown ? <ChatButton /> : null}
    </>
  );
}
