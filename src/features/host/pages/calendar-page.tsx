import '@mantine/core/styles/Card.css';
import { ActionIcon, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { rihlaTimeZone } from '@shared/calendar.ts';
import { firstCalendarYear, lastCalendarYear } from '@shared/host-api-types-cleaning.ts';
import { IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/i18n/format';
import { useCalendarMonth } from '../api/get-calendar-month';
import { BlockDatesDialog } from '../components/block-dates-dialog';
import { HostDataGate } from '../components/host-data-gate';
import classes from '../components/host-ui.module.css';
import { ManualBlocksList } from '../components/manual-blocks-list';
import { CalendarLegend, MonthCalendar } from '../components/month-calendar';
import { PageHeader } from '../components/page-header';
import { monthIn, shiftMonth, wireMonth } from '../rules/month-grid';

/**
 * The Activities Calendar: a month of check-ins, check-outs, cleanings and blocked nights, this month
 * (Morocco's) first; Block dates, and the month's blocks by hand with Unblock.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation('host');
  const [month, setMonth] = useState(() => monthIn(new Date(), rihlaTimeZone));
  const read = useCalendarMonth(wireMonth(month));
  const current = read.data?.month === wireMonth(month);
  const rtl = i18n.dir() === 'rtl';
  const Previous = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;
  const [blocking, setBlocking] = useState(false);

  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        actions={
          <Button
            h={44}
            leftSection={<IconCalendarOff size={18} aria-hidden />}
            onClick={() => setBlocking(true)}
          >
            {t('calendar.blockDates')}
          </Button>
        }
      />
      <Card radius="lg" padding="lg" className={classes.card}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Text component="h2" className={classes.cardTitle} aria-live="polite">
                {formatMonth(month, i18n.language)}
              </Text>
              {read.data && !current && read.isFetching && (
                <Loader size="xs" aria-label={t('live.loading')} />
              )}
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
            {(data) => (
              <>
                <MonthCalendar month={month} days={current ? data.days : []} today={data.today} />
                <CalendarLegend />
                <ManualBlocksList days={current ? data.days : []} />
                <BlockDatesDialog opened={blocking} today={data.today} onClose={() => setBlocking(false)} />
              </>
            )}
          </HostDataGate>
        </Stack>
      </Card>
    </>
  );
}
