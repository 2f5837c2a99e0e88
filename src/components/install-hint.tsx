import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2 } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { installHintWasDismissed, rememberInstallHintDismissed } from '@/lib/install-hint-dismissal';
import {
  canPromptInstall,
  isIosSafari,
  isStandalone,
  promptInstall,
  subscribeToInstall,
} from '@/lib/install-prompt';
import classes from './install-hint.module.css';
import { useHydrated } from './prerendered-html';

/**
 * "Install" where the browser offers it, the "Add to Home Screen" hint on iOS Safari; nothing in the
 * installed app. Dismissal is remembered. Its texts are `pwa.*` of the page's namespace (`ns`).
 */
export function InstallHint({ ns = 'guest' }: { ns?: 'guest' | 'site' }) {
  // This device's state: not in a prerendered page's HTML, shown once the page is the app's.
  return useHydrated() ? <DeviceInstallHint ns={ns} /> : null;
}

function DeviceInstallHint({ ns }: { ns: 'guest' | 'site' }) {
  const { t } = useTranslation(ns);
  const installable = useSyncExternalStore(subscribeToInstall, canPromptInstall, () => false);
  const [dismissed, setDismissed] = useState(installHintWasDismissed);
  const ios = isIosSafari();
  if (dismissed || isStandalone() || (!installable && !ios)) return null;

  const dismiss = () => {
    setDismissed(true);
    rememberInstallHintDismissed();
  };

  return (
    <Paper
      className={classes.installHint}
      withBorder
      role="region"
      aria-labelledby="install-hint-title"
      // Offered by the browser's install event, after the first render: not in the saved first view.
      data-first-view-omit={installable || undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {ios && !installable ? (
          <IconShare2 size={28} aria-hidden className={classes.installIcon} />
        ) : (
          <IconDeviceMobileDown size={28} aria-hidden className={classes.installIcon} />
        )}
        <Stack gap={4} flex={1}>
          <Text fw={700} id="install-hint-title">
            {ios && !installable ? t('pwa.iosTitle') : t('pwa.installTitle')}
          </Text>
          <Text size="sm">{ios && !installable ? t('pwa.iosBody') : t('pwa.installBody')}</Text>
          {installable ? (
            <Group gap="xs" mt={4}>
              <Button size="md" onClick={() => void promptInstall()}>
                {t('pwa.install')}
              </Button>
              <Button size="md" variant="subtle" onClick={dismiss}>
                {t('pwa.dismiss')}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <CloseButton size={44} aria-label={t('pwa.dismiss')} onClick={dismiss} />
      </Group>
    </Paper>
  );
}
