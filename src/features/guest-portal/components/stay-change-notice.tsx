import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isolateFor } from '@/i18n/bidi';
import { formatUpdatedAt } from '@/i18n/format';
import type { StayChangeNotice } from '@/lib/stay-change-notices';
import classes from './guest-portal.module.css';

/**
 * What the host changed since the stay was saved (issue 43, item 7), right below the door code:
 * "Your door code changed on <date, time>" (the moment isolated on an Arabic page), the wifi details,
 * the address. Closed by the guest, it does not come back. Not in the door code's saved first view.
 */
export function StayChangeNoticeCard({
  notice,
  onDismiss,
}: {
  notice: StayChangeNotice;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('guest');
  // Always known once the code changed (the server's time, else when the phone saw it).
  const when = isolateFor(i18n.language)(
    formatUpdatedAt(Date.parse(notice.doorCodeChangedAt ?? ''), i18n.language),
  );
  const lines = {
    doorCode: () => t('stayChanged.doorCode', { when }),
    wifi: () => t('stayChanged.wifi'),
    address: () => t('stayChanged.address'),
  };
  return (
    <Paper
      component="section"
      role="status"
      aria-labelledby="stay-changed-title"
      className={classes.card}
      // Marked at its start edge (the icon's is the saved-stay bar's: nothing more to load).
      style={{ borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}
      withBorder
      data-testid="stay-changed"
      data-first-view-omit
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <IconRefresh
          size={22}
          aria-hidden
          color="var(--mantine-primary-color-filled)"
          style={{ flex: 'none' }}
        />
        <Stack gap={4} flex={1}>
          <Text fw={700} id="stay-changed-title">
            {t('stayChanged.title')}
          </Text>
          {notice.changes.map((field) => (
            <Text key={field} size="sm" fw={field === 'doorCode' ? 600 : undefined}>
              {lines[field]()}
            </Text>
          ))}
        </Stack>
        <CloseButton size={44} aria-label={t('stayChanged.dismiss')} onClick={onDismiss} />
      </Group>
    </Paper>
  );
}
