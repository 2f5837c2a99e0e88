import { Stack } from '@mantine/core';
import { CalendarLegend, MonthCalendar } from './month-calendar';

export function CalendarTeaser({ month }: { month: string }) {
  return (
    <Stack gap="sm">
      <MonthCalendar month={month} compact />
      <CalendarLegend />
    </Stack>
  );
}
