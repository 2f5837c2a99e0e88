import { useDisclosure } from '@mantine/hooks';
import { m } from 'framer-motion';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../loading-screen';
import { ChatButton } from './chat-button';
import { SiteDrawer } from './site-drawer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-layout.module.css';

export function SiteLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const location = useLocation();
  return (
    <>
      <a href="#main" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader drawerOpened={drawerOpened} onOpenDrawer={drawer.open} />
      <SiteDrawer opened={drawerOpened} onClose={drawer.close} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <m.div
            key={location.pathname}
            initial={{ opacity: 0.85 }}
            animate={{ opacity: 1 }}
            transition={{ duration: 0.18 }}
          >
            <Outlet />
          </m.div>
        </Suspense>
      </main>
      <SiteFooter />
      <ChatButton />
    </>
  );
}
