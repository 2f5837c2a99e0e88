import { Center, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useHostAuthStore } from './host-auth-store';

/** Shows the host sections only with a session; without one (or after a sign-out) goes to login. */
export function HostGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('host');
  const status = useHostAuthStore((state) => state.status);
  const start = useHostAuthStore((state) => state.start);
  useEffect(() => start(), [start]);

  if (status === 'redirect') return <Navigate to={routes.hostLogin} replace />;
  if (status === 'checking') {
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
