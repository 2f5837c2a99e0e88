import dayjs from 'dayjs';
import type { DayOfWeek } from '@/i18n/format';

export interface GridDay {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  inMonth: boolean;
}

/**
 * The weeks of a month view, whole weeks starting on weekStart (0 Sunday, 1 Monday...): the host
 * calendar passes its language's rule, weekStartOf in src/i18n/format.ts, as the guest's picker does.
 */
export function monthGrid(month: string, weekStart: DayOfWeek): GridDay[][] {
  const first = dayjs(month).startOf('month');
  const offset = (first.day() - weekStart + 7) % 7;
  const start = first.subtract(offset, 'day');
  const last = first.endOf('month');
  const weeks: GridDay[][] = [];
  let cursor = start;
  while (cursor.isBefore(last) || cursor.isSame(last, 'day')) {
    const week: GridDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push({
        date: cursor.format('YYYY-MM-DD'),
        day: cursor.date(),
        inMonth: cursor.month() === first.month(),
      });
      cursor = cursor.add(1, 'day');
    }
    weeks.push(week);
  }
  return weeks;
}

/** Moves a YYYY-MM-01 month by a number of months. */
export function shiftMonth(month: string, by: number): string {
  return dayjs(month).startOf('month').add(by, 'month').format('YYYY-MM-DD');
}

export function monthOf(date: Date): string {
  return dayjs(date).startOf('month').format('YYYY-MM-DD');
}

/** The day (YYYY-MM-DD) it is at `now` in `timeZone` (the properties' Morocco, not the tablet's zone). */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The first day (YYYY-MM-01) of the month it is at `now` in `timeZone`. */
export function monthIn(now: Date, timeZone: string): string {
  return `${dayIn(now, timeZone).slice(0, 7)}-01`;
}

/** A YYYY-MM-01 month as host-calendar takes it: YYYY-MM. */
export function wireMonth(month: string): string {
  return month.slice(0, 7);
}

export function groupByDate<T extends { date: string }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item]);
  return map;
}
