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

export function groupByDate<T extends { date: string }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item]);
  return map;
}
