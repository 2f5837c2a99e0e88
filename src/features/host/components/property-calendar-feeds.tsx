/**
 * A property's channel calendars on the property editor: the export feed out, the feeds in (Sync now
 * per feed and for all, with what the sync did shown for a while; Remove with a confirm) and Add feed.
 */
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-keys';
import { type HostIcalFeeds, type IcalFeed, useIcalFeeds } from '../api/get-ical-feeds';
import { useRemoveIcalFeed } from '../api/remove-ical-feed';
import { type SyncIcalBody, useSyncIcalFeeds } from '../api/sync-ical-feeds';
import { feedActionErrorKey, feedErrorKey, type SyncTotals, syncTotals } from '../rules/property-feeds';
import { useSourceLabel } from './badges';
import { HostDataGate } from './host-data-gate';
import { PropertyConfirmDialog } from './property-confirm-dialog';
import classes from './property-editor.module.css';
import { PropertyExportFeed } from './property-export-feed';
import { PropertyFeedAddForm } from './property-feed-add-form';
import { PropertyFeedItem } from './property-feed-item';

/** How long a sync's result stays on screen. */
const resultShownMs = 12_000;

function SyncResult({ totals, error }: { totals: SyncTotals; error: TextKey<'host'> | null }) {
  const { t } = useTranslation('host');
  if (totals.failed === totals.feeds) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('calendarFeeds.result.failedTitle')}>
        {error ? t(error) : t('calendarFeeds.result.failed', { count: totals.failed })}
      </Alert>
    );
  }
  return (
    <Alert color="mint" variant="light" role="status" title={t('calendarFeeds.result.title')}>
      {t('calendarFeeds.result.counts', { ...totals })}
      {totals.failed > 0 && ` ${t('calendarFeeds.result.someFailed', { count: totals.failed })}`}
    </Alert>
  );
}

function Feeds({ data }: { data: HostIcalFeeds }) {
  const { t } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const sync = useSyncIcalFeeds();
  const remove = useRemoveIcalFeed();
  const [result, setResult] = useState<{ totals: SyncTotals; error: TextKey<'host'> | null } | null>(null);
  const [removing, setRemoving] = useState<IcalFeed | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), resultShownMs);
    return () => window.clearTimeout(timer);
  }, [result]);

  const runSync = (body: SyncIcalBody) => {
    setResult(null);
    sync.mutate(body, {
      onSuccess: (answer) => {
        const totals = syncTotals(answer.results);
        const failed = answer.results.find((item) => !item.ok && item.error);
        setResult({ totals, error: failed?.error && totals.feeds === 1 ? feedErrorKey(failed.error) : null });
      },
    });
  };
  const pending = sync.isPending ? sync.variables : undefined;
  const syncingAll = pending !== undefined && 'propertyId' in pending;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate({ feedId: removing.id }, { onSuccess: () => setRemoving(null) });
  };

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('calendarFeeds.intro')}</Text>
      <PropertyExportFeed propertyId={data.propertyId} exportToken={data.exportToken} />
      <Divider />
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text component="h3" fw={700}>
            {t('calendarFeeds.inTitle')}
          </Text>
          {data.feeds.length > 0 && (
            <Button
              h={44}
              variant="light"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={syncingAll}
              disabled={sync.isPending && !syncingAll}
              onClick={() => runSync({ propertyId: data.propertyId })}
            >
              {t('calendarFeeds.syncAll')}
            </Button>
          )}
        </Group>
        {result && <SyncResult totals={result.totals} error={result.error} />}
        {sync.error && (
          <Alert color="red" variant="light" role="alert">
            {t(feedActionErrorKey(sync.error))}
          </Alert>
        )}
        {data.feeds.length === 0 ? (
          <Text className={classes.empty}>{t('calendarFeeds.empty')}</Text>
        ) : (
          <ul className={classes.feedList} aria-label={t('calendarFeeds.inTitle')}>
            {data.feeds.map((feed) => (
              <PropertyFeedItem
                key={feed.id}
                feed={feed}
                syncing={
                  syncingAll || (pending !== undefined && 'feedId' in pending && pending.feedId === feed.id)
                }
                disabled={sync.isPending}
                onSync={() => runSync({ feedId: feed.id })}
                onRemove={() => setRemoving(feed)}
              />
            ))}
          </ul>
        )}
      </Stack>
      <Divider />
      <PropertyFeedAddForm propertyId={data.propertyId} onAdded={(feedId) => runSync({ feedId })} />
      <PropertyConfirmDialog
        opened={removing !== null}
        title={t('calendarFeeds.removeTitle', {
          name: removing ? removing.label || sourceLabel(removing.source) : '',
        })}
        message={t('calendarFeeds.removeMessage')}
        confirmLabel={t('calendarFeeds.removeConfirm')}
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {remove.error && (
          <Alert color="red" variant="light" role="alert">
            {t(feedActionErrorKey(remove.error))}
          </Alert>
        )}
      </PropertyConfirmDialog>
    </Stack>
  );
}

export function PropertyCalendarFeeds({ propertyId }: { propertyId: string }) {
  const read = useIcalFeeds(propertyId);
  return (
    <HostDataGate read={read} staleNotice={false}>
      {(data) => <Feeds data={data} />}
    </HostDataGate>
  );
}
