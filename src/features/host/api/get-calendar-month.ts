import type { CallAnswer } from '@/lib/calls';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

/** host-calendar's answer (contracts/host-calendar.contract.ts): the days of the month that have events. */
export type HostCalendarMonth = CallAnswer<typeof calls.hostCalendar>;
export type CalendarDay = HostCalendarMonth['days'][number];
export type CalendarEvent = CalendarDay['events'][number];

/**
 * The month's check-ins, check-outs and cleanings (host-calendar) for the Calendar screen and the
 * dashboard's teaser. `month` is YYYY-MM; the month on screen stays while the next one loads.
 */
export function useCalendarMonth(month: string) {
  return useHostQuery(calls.hostCalendar, { month }, { keepPrevious: true });
}
