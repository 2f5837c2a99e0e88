/**
 * One channel calendar: its source, label and address, its last good sync, the last failure (why,
 * when), the reservations it could not import (the booking each collides with), Sync now and Remove.
 */
import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { formatStayDate, formatUpdatedAt } from '@/i18n/format';
import type { BookingSourceName } from '../api/get-guests';
import type { IcalConflict, IcalFeed } from '../api/get-ical-feeds';
import { feedErrorKey, shortFeedUrl } from '../rules/property-feeds';
import { useSourceLabel } from './badges';
import classes from './property-editor.module.css';

function Conflict({ conflict }: { conflict: IcalConflict }) {
  const { t, i18n } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const day = (date: string) => formatStayDate(date, i18n.language);
  const dates = t('calendarFeeds.dates', { from: day(conflict.checkIn), to: day(conflict.checkOut) });
  const other = conflict.with;
  if (!other) return <li>{t('calendarFeeds.conflictFreed', { dates })}</li>;
  return (
    <li>
      {t('calendarFeeds.conflict', { dates })}{' '}
      <Anchor component={Link} to={`${routes.hostBookings}/${other.bookingId}`} fw={600}>
        {t(other.name ? 'calendarFeeds.conflictWith' : 'calendarFeeds.conflictWithUnnamed', {
          name: other.name,
          source: sourceLabel(other.source as BookingSourceName),
          dates: t('calendarFeeds.dates', { from: day(other.checkIn), to: day(other.checkOut) }),
        })}
      </Anchor>
    </li>
  );
}

export function PropertyFeedItem({
  feed,
  syncing,
  disabled,
  onSync,
  onRemove,
}: {
  feed: IcalFeed;
  syncing: boolean;
  disabled: boolean;
  onSync: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('host');
  const sourceLabel = useSourceLabel();
  const when = (instant: string) => formatUpdatedAt(Date.parse(instant), i18n.language);
  const name = feed.label || sourceLabel(feed.source);
  const reason = feed.lastError
    ? t(feedErrorKey(feed.lastError), { detail: feed.lastErrorDetail ?? '' })
    : null;

  return (
    <li className={classes.feed}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} className={classes.feedInfo}>
            <Group gap="xs">
              <Badge variant="light" color="majorelle" c="majorelle.9" radius="sm">
                {sourceLabel(feed.source)}
              </Badge>
              {feed.label && (
                <Text fw={600} dir="auto">
                  {feed.label}
                </Text>
              )}
            </Group>
            <Text size="sm" c="dimmed" dir="ltr" title={feed.url} className={classes.feedUrl}>
              {shortFeedUrl(feed.url)}
            </Text>
            <Text size="sm">
              {feed.lastSuccessAt
                ? t('calendarFeeds.lastSync', { time: when(feed.lastSuccessAt) })
                : t('calendarFeeds.neverSynced')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              h={44}
              variant="light"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={syncing}
              disabled={disabled && !syncing}
              onClick={onSync}
              aria-label={`${t('calendarFeeds.sync')}, ${name}`}
            >
              {t('calendarFeeds.sync')}
            </Button>
            <Button
              h={44}
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={onRemove}
              aria-label={`${t('calendarFeeds.remove')}, ${name}`}
            >
              {t('calendarFeeds.remove')}
            </Button>
          </Group>
        </Group>
        {reason && feed.lastAttemptAt && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('calendarFeeds.failedAt', { time: when(feed.lastAttemptAt) })}
          >
            {reason}
          </Alert>
        )}
        {feed.conflicts.length > 0 && (
          <Alert color="yellow" variant="light" title={t('calendarFeeds.conflictsTitle')}>
            <ul className={classes.conflicts}>
              {feed.conflicts.map((conflict) => (
                <Conflict key={conflict.uid} conflict={conflict} />
              ))}
            </ul>
          </Alert>
        )}
      </Stack>
    </li>
  );
}
