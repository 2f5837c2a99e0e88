import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/lib/network-status';
import { type DeclarationFileFormat, useDownloadDeclarations } from '../api/download-declarations';
import type { DeclarationsAnswer } from '../api/get-declarations';
import { declarationErrorKey, downloadBlock } from '../rules/declarations-view';

const formats: { format: DeclarationFileFormat; icon: typeof IconFileTypeCsv }[] = [
  { format: 'csv', icon: IconFileTypeCsv },
  { format: 'pdf', icon: IconFileTypePdf },
];

/**
 * Download CSV and Download PDF of the day shown (the list's own day and property): off, with the
 * reason, when nobody arrives or there is no connection; a failed download says why.
 */
export function DeclarationsDownloads({ data }: { data: DeclarationsAnswer | undefined }) {
  const { t } = useTranslation('host');
  const online = useOnlineStatus();
  const download = useDownloadDeclarations();
  const block = downloadBlock({ guests: data ? data.guests.length : null, online });
  const pending = download.isPending ? download.variables?.format : undefined;
  const hint = block === 'nobody' || block === 'offline' ? t(`declarations.downloads.${block}`) : null;
  const missing = data && data.guests.length > 0 ? data.missing.length : 0;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {formats.map(({ format, icon: Icon }) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'filled' : 'light'}
            h={44}
            leftSection={<Icon size={20} aria-hidden />}
            disabled={block !== null || (download.isPending && pending !== format)}
            loading={pending === format}
            aria-describedby={hint ? 'declarations-download-hint' : undefined}
            onClick={() => data && download.mutate({ date: data.date, propertyId: data.propertyId, format })}
          >
            {t(`declarations.downloads.${format}`)}
          </Button>
        ))}
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" id="declarations-download-hint">
          {hint}
        </Text>
      )}
      {missing > 0 && (
        <Text size="sm" c="dimmed">
          {t('declarations.downloads.missingNotIncluded', { count: missing })}
        </Text>
      )}
      {download.error && !download.isPending && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t(declarationErrorKey(download.error, true))}
        </Alert>
      )}
    </Stack>
  );
}
