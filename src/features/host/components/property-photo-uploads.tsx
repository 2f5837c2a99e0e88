/** The photos on their way: each file's progress, or why it was refused or failed (with Dismiss). */
import '@mantine/core/styles/Progress.css';
import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/i18n/format';
import { isTextKey } from '@/i18n/text-keys';
import type { PhotoUpload } from '../api/upload-property-photo';
import classes from './property-editor.module.css';

function UploadLine({ upload, onDismiss }: { upload: PhotoUpload; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('host');
  const failed = upload.status === 'failed';
  const percent = formatPercent(Math.round(upload.progress * 100), i18n.language);
  const state = t(`propertyEditor.photos.upload.${upload.status}`);
  return (
    <li className={classes.upload} data-failed={failed || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={4} className={classes.grow}>
          <Group gap={6} wrap="nowrap">
            {failed ? (
              <IconAlertTriangle size={16} className={classes.failedIcon} aria-hidden />
            ) : upload.status === 'done' ? (
              <IconCheck size={16} className={classes.doneIcon} aria-hidden />
            ) : null}
            <Text size="sm" fw={600} truncate="end" dir="auto" className={classes.fileName}>
              {upload.name}
            </Text>
            <Text size="sm" c="dimmed" className={classes.noShrink}>
              {state}
              {upload.status === 'uploading' && <span aria-hidden> {percent}</span>}
            </Text>
          </Group>
          {failed && upload.errorKey ? (
            <Text size="sm" c="red.9">
              {t(isTextKey(i18n, 'host', upload.errorKey) ? upload.errorKey : 'live.serverFailed')}
            </Text>
          ) : (
            <Progress
              value={upload.progress * 100}
              size="sm"
              color={upload.status === 'done' ? 'mint' : 'majorelle'}
              animated={upload.status === 'uploading'}
              aria-label={t('propertyEditor.photos.progressLabel', { name: upload.name })}
            />
          )}
        </Stack>
        {upload.status !== 'uploading' && upload.status !== 'waiting' && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={onDismiss}
            aria-label={t('propertyEditor.photos.dismiss', { name: upload.name })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </li>
  );
}

export function PropertyPhotoUploads({
  uploads,
  onDismiss,
}: {
  uploads: PhotoUpload[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('host');
  if (uploads.length === 0) return null;
  return (
    <ul className={classes.uploads} aria-label={t('propertyEditor.photos.uploadsLabel')} aria-live="polite">
      {uploads.map((upload) => (
        <UploadLine key={upload.id} upload={upload} onDismiss={() => onDismiss(upload.id)} />
      ))}
    </ul>
  );
}
