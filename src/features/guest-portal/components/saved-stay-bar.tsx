import { Button, Stack, Text } from '@mantine/core';
import { IconDeviceMobileCheck, IconRefresh, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUpdatedAt } from '@/i18n/format';
import classes from './guest-portal.module.css';

const RemoveStayDialog = lazy(() => import('./remove-stay-dialog'));

export interface SavedStayBarProps {
  updatedAt: number | null;
  refreshing: boolean;
  onRemove: () => void;
  /** False for the first frame: the line keeps its height, the time (Intl) comes right after. */
  showTime?: boolean;
}

/** "Saved on this device", when it was last updated, and "Remove from this device" (with a confirmation). */
export function SavedStayBar({ updatedAt, refreshing, onRemove, showTime = true }: SavedStayBarProps) {
  const { t, i18n } = useTranslation('guest');
  // null until the first click: the dialog's code loads then.
  const [confirming, setConfirming] = useState<boolean | null>(null);
  return (
    <div className={classes.savedBar}>
      <Stack gap={0}>
        <Text size="sm" fw={600} c="mint.9" className={classes.cardTitle}>
          <IconDeviceMobileCheck size={18} aria-hidden /> {t('saved.savedOnDevice')}
        </Text>
        {/* Live once the time is in: changes are announced, the line's first filling is not. */}
        <Text
          size="sm"
          c="dimmed"
          aria-live={showTime ? 'polite' : undefined}
          data-testid="last-updated"
          data-first-view-blank
          className={classes.oneLine}
        >
          {!showTime ? null : refreshing ? (
            <>
              <IconRefresh size={14} aria-hidden /> {t('saved.refreshing')}
            </>
          ) : updatedAt ? (
            t('saved.lastUpdated', { time: formatUpdatedAt(updatedAt, i18n.language) })
          ) : null}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red"
        size="md"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t('saved.remove')}
      </Button>
      {confirming !== null ? (
        <Suspense fallback={null}>
          <RemoveStayDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              onRemove();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
