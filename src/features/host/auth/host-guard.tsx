import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useHostAuthStore } from './host-auth-store';

/**
 * Shows the host sections only with a session; without one (or after a sign-out) goes to login.
 * A verdict from before this visit (the session that ended and sent the host to the login page) is
 * not followed: the session is checked again first, so the next sign-in in the same app gets in.
 */
export function HostGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  const status = useHostAuthStore((state) => state.status);
  const start = useHostAuthStore((state) => state.start);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const stop = start();
    setStarted(true);
    return stop;
  }, [start]);

  if (started && status === 'redirect') return <Navigate to={routes.hostLogin} replace />;
  if (!started || status === 'checking') {
    return (
      <Center mih="100dvh" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader color="terracotta" />
          <Text c="dimmed">{t('guard.verifying')}</Text>
        </Stack>
      </Center>
    );
  }
  return children;
}
