import type { HostCalendarMonth } from '@shared/host-api-types-cleaning.ts';
import { useLegacyHostQuery } from './use-host-query';

export type { CalendarDay, CalendarEvent, HostCalendarMonth } from '@shared/host-api-types-cleaning.ts';

/**
 * The month's check-ins, check-outs and cleanings (host-calendar) for the Calendar screen and the
 * dashboard's teaser. `month` is YYYY-MM; the month on screen stays while the next one loads.
 */
export function useCalendarMonth(month: string) {
  return useLegacyHostQuery<HostCalendarMonth>('host-calendar', { month }, { keepPrevious: true });
}
