/**
 * The export feed the channels import: one secret URL per channel (every booking and the other
 * channels' blocks, never the channel's own), the host picks the channel and copies its link; Copy
 * and Renew link (confirm; every channel's link changes at once, they share the secret; the old one answers
 * 404).
 */
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFeedUrl, type IcalFeedSource, icalFeedSources } from '../api/get-ical-feeds';
import { useRegenerateIcalExport } from '../api/regenerate-ical-export';
import { feedActionErrorKey } from '../rules/property-feeds';
import { useSourceLabel } from './badges';
import { PropertyConfirmDialog } from './property-confirm-dialog';
import classes from './property-editor.module.css';

export function PropertyExportFeed({ propertyId, exportToken }: { propertyId: string; exportToken: string }) {
  const { t } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const clipboard = useClipboard({ timeout: 2500 });
  const regenerate = useRegenerateIcalExport();
  const narrow = useMediaQuery('(max-width: 30em)');
  const [confirming, setConfirming] = useState(false);
  const [channel, setChannel] = useState<IcalFeedSource>('airbnb');
  const titleId = useId();
  const url = exportFeedUrl(exportToken, channel);

  const choose = (value: string) => {
    const picked = icalFeedSources.find((source) => source === value);
    if (!picked) return;
    clipboard.reset();
    setChannel(picked);
  };

  const confirm = () =>
    regenerate.mutate(
      { propertyId },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'mint', message: t('calendarFeeds.export.regenerated') });
        },
      },
    );

  return (
    <Stack gap="xs">
      <Text component="h3" id={titleId} fw={700}>
        {t('calendarFeeds.export.label')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('calendarFeeds.export.hint')}
      </Text>
      <SegmentedControl
        aria-labelledby={titleId}
        value={channel}
        onChange={choose}
        data={icalFeedSources.map((source) => ({
          value: source,
          label: source === 'others' ? t('calendarFeeds.export.others') : sourceLabel(source),
        }))}
        size="md"
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
      />
      <TextInput
        id="property-export-url"
        label={
          channel === 'others'
            ? t('calendarFeeds.export.linkForOther')
            : t('calendarFeeds.export.linkFor', { channel: sourceLabel(channel) })
        }
        description={
          channel === 'others'
            ? t('calendarFeeds.export.pasteOther')
            : t('calendarFeeds.export.paste', { channel: sourceLabel(channel) })
        }
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
