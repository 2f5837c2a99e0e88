import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../i18n/languages';
import { LoadingScreen } from './loading-screen';
import { theme } from './theme';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

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
      <MantineProvider theme={theme} defaultColorScheme="light">
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">
            <Notifications position="top-center" limit={3} />
            <Suspense fallback={<LoadingScreen />}>
              <DirectionSync />
              {children}
            </Suspense>
          </MotionConfig>
        </LazyMotion>
      </MantineProvider>
    </DirectionProvider>
  );
}
