import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUpdatedAt } from '@/i18n/format';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionError } from '@/lib/host-functions';
import { useOnlineStatus } from '@/lib/network-status';
import { hostErrorKey } from '../rules/host-error-text';

/** What a screen's read gives the gate (a TanStack query result has all of it). */
export interface HostRead<T> {
  data: T | undefined;
  error: HostFunctionError | null;
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A host screen's data, or why it is not there yet: loading, or the cause of the failure with a
 * retry. With data: the screen, under a notice when what it shows is the last loaded copy (offline,
 * or the refresh failed), with its time.
 */
export function HostDataGate<T>({
  read,
  children,
  staleNotice = true,
  errorKey = hostErrorKey,
}: {
  read: HostRead<T>;
  children: (data: T) => ReactNode;
  /** False for a section inside a page whose own gate already says the data is the last loaded copy. */
  staleNotice?: boolean;
  /** The host texts' key explaining a failed read (a screen with refusals of its own gives its own). */
  errorKey?: (error: HostFunctionError) => TextKey<'host'>;
}) {
  const { t, i18n } = useTranslation('host');
  const online = useOnlineStatus();
  if (read.data === undefined) {
    if (read.error || !online) {
      return (
        <Alert color="red" variant="light" icon={<IconCloudOff size={18} aria-hidden />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(read.error ? errorKey(read.error) : 'live.offlineNothingSaved')}</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void read.refetch()}
              loading={read.isFetching}
            >
              {t('live.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <Center py="xl" aria-busy="true">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{t('live.loading')}</Text>
        </Group>
      </Center>
    );
  }
  const stale = staleNotice && (!online || (read.error !== null && !read.isFetching));
  return (
    <>
      {stale && (
        <Alert
          color="yellow"
          variant="light"
          mb="md"
          icon={<IconCloudOff size={18} aria-hidden />}
          role="status"
        >
          {t(online ? 'live.refreshFailed' : 'live.offline', {
            time: formatUpdatedAt(read.dataUpdatedAt, i18n.language),
          })}
        </Alert>
      )}
      {children(read.data)}
    </>
  );
}
