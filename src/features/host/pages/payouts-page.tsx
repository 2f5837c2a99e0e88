/**
 * View Payouts: the month's statement of paid stays and extras per owner and property, totals per
 * currency (never converted); Download CSV writes the same lines (csv-stringify, loaded on the press).
 * An owner sees only their own lines (host-statement, Row Level Security). Side effect: the download.
 */
import '@mantine/core/styles/Card.css';
import { ActionIcon, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { rihlaTimeZone } from '@shared/calendar.ts';
import { firstCalendarYear, lastCalendarYear } from '@shared/host-api-types-cleaning.ts';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/i18n/format';
import { saveDownload } from '@/lib/host-download';
import { type HostStatement, useStatement } from '../api/get-statement';
import { useExtraName } from '../components/extras-summary';
import { HostDataGate } from '../components/host-data-gate';
import classes from '../components/host-ui.module.css';
import { PageHeader } from '../components/page-header';
import { StatementOwnerCard } from '../components/statement-owner-card';
import { monthIn, shiftMonth, wireMonth } from '../rules/month-grid';
import {
  type StatementCsvLabels,
  statementCsvOptions,
  statementCsvRecords,
  statementFileName,
} from '../rules/statement-csv';

const csvLabelKeys = [
  'month',
  'owner',
  'property',
  'line',
  'guest',
  'description',
  'checkIn',
  'checkOut',
  'nights',
  'paidOn',
  'quantity',
  'amount',
  'currency',
  'stay',
  'extra',
  'total',
] as const;

export default function PayoutsPage() {
  const { t, i18n } = useTranslation('host');
  const extraName = useExtraName();
  const [month, setMonth] = useState(() => monthIn(new Date(), rihlaTimeZone));
  const read = useStatement(wireMonth(month));
  const current = read.data?.month === wireMonth(month);
  const [writing, setWriting] = useState(false);
  const rtl = i18n.dir() === 'rtl';
  const Previous = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;

  const download = async (statement: HostStatement) => {
    setWriting(true);
    try {
      const { stringify } = await import('csv-stringify/browser/esm/sync');
      const labels = Object.fromEntries(csvLabelKeys.map((key) => [key, t(`statement.csv.${key}`)]));
      const text = stringify(
        statementCsvRecords(
          statement,
          { ...labels, noOwner: t('statement.noOwner') } as StatementCsvLabels,
          extraName,
        ),
        statementCsvOptions,
      );
      saveDownload({
        blob: new Blob([text], { type: 'text/csv;charset=utf-8' }),
        filename: statementFileName(statement.month),
      });
    } catch {
      notifications.show({ color: 'red', message: t('statement.downloadFailed') });
    } finally {
      setWriting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('statement.title')}
        subtitle={t('statement.subtitle')}
        actions={
          <Button
            h={44}
            leftSection={<IconDownload size={18} aria-hidden />}
            disabled={!current || !read.data}
            loading={writing}
            onClick={() => read.data && download(read.data)}
          >
            {t('statement.download')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Text component="h2" className={classes.cardTitle} aria-live="polite">
              {formatMonth(month, i18n.language)}
            </Text>
            {read.data && !current && read.isFetching && <Loader size="xs" aria-label={t('live.loading')} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size={44}
              onClick={() => setMonth(shiftMonth(month, -1))}
              disabled={month <= `${firstCalendarYear}-01-01`}
              aria-label={t('calendar.previous')}
            >
              <Previous size={20} aria-hidden />
            </ActionIcon>
            <Button variant="default" h={44} onClick={() => setMonth(monthIn(new Date(), rihlaTimeZone))}>
              {t('calendar.today')}
            </Button>
            <ActionIcon
              variant="default"
              size={44}
              onClick={() => setMonth(shiftMonth(month, 1))}
              disabled={month >= `${lastCalendarYear}-12-01`}
              aria-label={t('calendar.next')}
            >
              <Next size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <HostDataGate read={read}>
          {(data) =>
            data.owners.length === 0 ? (
              <Card radius="lg" padding="lg" className={classes.card}>
                <Text c="dimmed">{t('statement.empty')}</Text>
              </Card>
            ) : (
              data.owners.map((owner) => <StatementOwnerCard key={owner.ownerId ?? 'none'} owner={owner} />)
            )
          }
        </HostDataGate>
      </Stack>
    </>
  );
}
