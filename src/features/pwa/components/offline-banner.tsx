import { CloseButton, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { routes } from '@/config/routes';
import { useOnlineStatus } from '@/lib/network-status';
import classes from './pwa.module.css';

/**
 * Shown while the device is offline, until dismissed (it comes back the next time the device goes
 * offline). On the site and the guest portal it takes its own place at the top of the page, so it
 * never covers anything, the door code least of all; the host area's fixed header would hide it
 * there, so it floats at the bottom. Not part of the saved first view.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  useEffect(() => {
    if (online) setDismissed(false);
  }, [online]);
  if (online || dismissed || !ready) return null;
  const floating = pathname.startsWith(`${routes.host}/`);
  return (
    <div
      className={classes.offlineBanner}
      data-floating={floating || undefined}
      role="status"
      data-testid="offline-banner"
      data-first-view-omit
    >
      <IconWifiOff size={18} aria-hidden />
      <Text size="sm" fw={600} flex={1}>
        {t('pwa.offlineBanner')}
      </Text>
      <CloseButton
        size={44}
        variant="transparent"
        className={classes.offlineClose}
        aria-label={t('pwa.dismissOffline')}
        onClick={() => setDismissed(true)}
      />
    </div>
  );
}
