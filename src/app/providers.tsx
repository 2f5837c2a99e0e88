import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/loading-screen';
import { directionOf } from '../i18n/languages';
import { NotificationsOutlet } from './notifications-outlet';
import { theme } from './theme';

function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(directionOf(i18n.language));
  }, [i18n.language, setDirection]);
  return null;
}

export function AppProviders({
  children,
  direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
}: {
  children: ReactNode;
  /** The page's direction at the first render (the build's prerender has no document to read it from). */
  direction?: 'ltr' | 'rtl';
}) {
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      {/* The theme's CSS variables come with the stylesheet (mantine-styles.ts), built from theme.ts. */}
      <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
        <NotificationsOutlet />
        <Suspense fallback={<LoadingScreen />}>
          <DirectionSync />
          {children}
        </Suspense>
      </MantineProvider>
    </DirectionProvider>
  );
}
