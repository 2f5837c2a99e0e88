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
  // Calendar days as UTC dates: no time zone or daylight saving change moves a day (and no date
  // library in the dashboard's first view).
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const offset = (first.getUTCDay() - weekStart + 7) % 7;
  const weekCount = Math.ceil((offset + daysInMonth) / 7);
  const weeks: GridDay[][] = [];
  for (let week = 0; week < weekCount; week += 1) {
    const days: GridDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      const cursor = new Date(Date.UTC(year, monthIndex, 1 - offset + week * 7 + index));
      days.push({
        date: cursor.toISOString().slice(0, 10),
        day: cursor.getUTCDate(),
        inMonth: cursor.getUTCMonth() === monthIndex,
      });
    }
    weeks.push(days);
  }
  return weeks;
}

/** Moves a YYYY-MM-01 month by a number of months. */
export function shiftMonth(month: string, by: number): string {
  const moved = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return moved.toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-01) of `date`'s month on this device's calendar. */
export function monthOf(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
}

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
