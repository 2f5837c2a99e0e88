import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceMobileCheck, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUpdatedAt } from '../booking-rules';
import classes from './guest-portal.module.css';

export interface SavedStayBarProps {
  updatedAt: number | null;
  refreshing: boolean;
  onRemove: () => void;
}

/** "Saved on this device", when it was last updated, and "Remove from this device" (with a confirmation). */
export function SavedStayBar({ updatedAt, refreshing, onRemove }: SavedStayBarProps) {
  const { t, i18n } = useTranslation('guest');
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={classes.savedBar}>
      <Stack gap={0}>
        <Text size="sm" fw={600} c="mint.9" className={classes.cardTitle}>
          <IconDeviceMobileCheck size={18} aria-hidden /> {t('saved.savedOnDevice')}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="last-updated">
          {refreshing ? (
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('saved.removeConfirmTitle')}
        centered
      >
        <Stack>
          <Text>{t('saved.removeConfirmBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('saved.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                onRemove();
              }}
            >
              {t('saved.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
