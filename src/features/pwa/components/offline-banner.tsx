import { Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/network-status';
import classes from './pwa.module.css';

/** Shown while the device is offline (fixed at the bottom: not part of the saved first view). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  if (online || !ready) return null;
  return (
    <div className={classes.offlineBanner} role="status" data-testid="offline-banner" data-first-view-omit>
      <IconWifiOff size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {t('pwa.offlineBanner')}
      </Text>
    </div>
  );
}
