import '@mantine/core/styles/Card.css';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '@/i18n/format';
import classes from '../components/host-ui.module.css';
import { CalendarLegend, MonthCalendar } from '../components/month-calendar';
import { PageHeader } from '../components/page-header';
import { monthOf, shiftMonth } from '../rules/month-grid';
import { dashboardMonth } from '../sample-data/dashboard';

export default function CalendarPage() {
  const { t, i18n } = useTranslation('host');
  const [month, setMonth] = useState(dashboardMonth);
  const today = new Date();
  const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const rtl = i18n.dir() === 'rtl';
  const Previous = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;

  return (
    <>
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <Card radius="lg" padding="lg" className={classes.card}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text component="h2" className={classes.cardTitle} aria-live="polite">
              {formatMonth(month, i18n.language)}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size={44}
                onClick={() => setMonth(shiftMonth(month, -1))}
                aria-label={t('calendar.previous')}
              >
                <Previous size={20} aria-hidden />
              </ActionIcon>
              <Button variant="default" h={44} onClick={() => setMonth(monthOf(new Date()))}>
                {t('calendar.today')}
              </Button>
              <ActionIcon
                variant="default"
                size={44}
                onClick={() => setMonth(shiftMonth(month, 1))}
                aria-label={t('calendar.next')}
              >
                <Next size={20} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <MonthCalendar month={month} today={todayIso} />
          <CalendarLegend />
        </Stack>
      </Card>
    </>
  );
}
