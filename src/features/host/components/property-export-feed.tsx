/** The export feed the channels import (its secret URL), with Copy and Regenerate (confirm). */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFeedUrl } from '../api/get-ical-feeds';
import { useRegenerateIcalExport } from '../api/regenerate-ical-export';
import { feedActionErrorKey } from '../rules/property-feeds';
import { PropertyConfirmDialog } from './property-confirm-dialog';
import classes from './property-editor.module.css';

export function PropertyExportFeed({ propertyId, exportToken }: { propertyId: string; exportToken: string }) {
  const { t } = useTranslation('host');
  const clipboard = useClipboard({ timeout: 2500 });
  const regenerate = useRegenerateIcalExport();
  const [confirming, setConfirming] = useState(false);
  const url = exportFeedUrl(exportToken);

  const confirm = () =>
    regenerate.mutate(
      { action: 'regenerateExportToken', propertyId },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'mint', message: t('calendarFeeds.export.regenerated') });
        },
      },
    );

  return (
    <Stack gap="xs">
      <TextInput
        id="property-export-url"
        label={t('calendarFeeds.export.label')}
        description={t('calendarFeeds.export.hint')}
        value={url}
        readOnly
        dir="ltr"
        size="md"
        classNames={{ input: classes.mono }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm">
        <Button
          h={44}
          variant={clipboard.copied ? 'filled' : 'light'}
          color={clipboard.copied ? 'mint' : undefined}
          leftSection={
            clipboard.copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
          }
          onClick={() => clipboard.copy(url)}
        >
          {t(clipboard.copied ? 'calendarFeeds.export.copied' : 'calendarFeeds.export.copy')}
        </Button>
        <Button
          h={44}
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('calendarFeeds.export.regenerate')}
        </Button>
        <span role="status" className={classes.visuallyHidden}>
          {clipboard.copied ? t('calendarFeeds.export.copiedStatus') : ''}
        </span>
      </Group>
      {clipboard.error && (
        <Alert color="yellow" variant="light" role="alert">
          {t('calendarFeeds.export.copyFailed')}
        </Alert>
      )}
      <PropertyConfirmDialog
        opened={confirming}
        title={t('calendarFeeds.export.regenerateTitle')}
        message={t('calendarFeeds.export.regenerateMessage')}
        confirmLabel={t('calendarFeeds.export.regenerateConfirm')}
        loading={regenerate.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {regenerate.error && (
          <Alert color="red" variant="light" role="alert">
            {t(feedActionErrorKey(regenerate.error))}
          </Alert>
        )}
      </PropertyConfirmDialog>
    </Stack>
  );
}
