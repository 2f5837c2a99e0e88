import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorkerWhenIdle,
  subscribeToUpdates,
} from '@/lib/service-worker';
import classes from './pwa.module.css';

/** Registers the service worker and offers a waiting new version; the user decides when to reload. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const { t, ready } = useTranslation(undefined, { useSuspense: false });

  useEffect(() => {
    registerServiceWorkerWhenIdle();
  }, []);

  if (!waiting || dismissed || !ready) return null;
  return (
    <Paper className={classes.updatePrompt} shadow="lg" withBorder role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={600} className={classes.row}>
          <IconRefresh size={18} aria-hidden /> {t('pwa.updateAvailable')}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="md" onClick={() => setDismissed(true)}>
            {t('pwa.later')}
          </Button>
          <Button size="md" onClick={applyUpdate}>
            {t('pwa.reload')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
