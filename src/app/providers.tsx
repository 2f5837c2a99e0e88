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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider
      initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
      detectDirection={false}
    >
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
