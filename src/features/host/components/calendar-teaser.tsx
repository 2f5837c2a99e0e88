import { Stack } from '@mantine/core';
import { useCalendarMonth } from '../api/get-calendar-month';
import { wireMonth } from '../rules/month-grid';
import { HostDataGate } from './host-data-gate';
import { CalendarLegend, MonthCalendar } from './month-calendar';

/** The dashboard's month at a glance (host-calendar): `month` is YYYY-MM-01, the dashboard's this month. */
export function CalendarTeaser({ month }: { month: string }) {
  const read = useCalendarMonth(wireMonth(month));
  return (
    <Stack gap="sm">
      <HostDataGate read={read} staleNotice={false}>
        {(data) => (
          <MonthCalendar
            month={month}
            days={data.month === wireMonth(month) ? data.days : []}
            today={data.today}
            compact
          />
        )}
      </HostDataGate>
      <CalendarLegend />
    </Stack>
  );
}
