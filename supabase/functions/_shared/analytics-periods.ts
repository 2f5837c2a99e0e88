/**
 * host-analytics' periods as date ranges (inclusive, YYYY-MM-DD, the properties' local days),
 * each with the period it is compared with, and the figures' arithmetic. Pure: no I/O.
 */
import type { AnalyticsPeriod } from './host-api-types-guests.ts';

export interface DateRange {
  from: string;
  to: string;
}

export interface ComparedPeriod extends DateRange {
  kind: AnalyticsPeriod;
  days: number;
  previous: DateRange;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

function utc(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

const text = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return text(date);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000) + 1;
}

/** True for a real calendar day (2026-02-30 is not) between the years 2000 and 2100. */
export function isCalendarDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 && text(utc(value)) === value;
}

/** The same span of days ending the day before `from`. */
function before(range: DateRange): DateRange {
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The same day a year earlier (29 February becomes the 28th). */
function yearEarlier(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return text(new Date(Date.UTC(year - 1, month - 1, Math.min(date, last))));
}

/** The first day of the calendar quarter `offset` quarters from the one of `day`. */
function quarterStart(day: string, offset: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const quarter = Math.floor((month - 1) / 3) + offset;
  return text(new Date(Date.UTC(year, quarter * 3, 1)));
}

/**
 * The period of a button, from today:
 * - last30: the 30 days ending today, against the 30 days before;
 * - quarter: the last complete calendar quarter, against the one before;
 * - ytd: 1 January to today, against the same days of last year;
 * - custom: `from` to `to`, against as many days just before.
 */
export function comparedPeriod(kind: AnalyticsPeriod, today: string, custom?: DateRange): ComparedPeriod {
  let range: DateRange;
  let previous: DateRange;
  if (kind === 'quarter') {
    range = { from: quarterStart(today, -1), to: addDays(quarterStart(today, 0), -1) };
    previous = { from: quarterStart(today, -2), to: addDays(range.from, -1) };
  } else if (kind === 'ytd') {
    range = { from: `${today.slice(0, 4)}-01-01`, to: today };
    previous = { from: yearEarlier(range.from), to: yearEarlier(today) };
  } else if (kind === 'custom' && custom) {
    range = custom;
    previous = before(range);
  } else {
    range = { from: addDays(today, -29), to: today };
    previous = before(range);
  }
  return { kind, ...range, days: daysBetween(range.from, range.to), previous };
}

/** The first day of the month `offset` months from the month of `day`. */
export function monthStart(day: string, offset = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return text(new Date(Date.UTC(year, month - 1 + offset, 1)));
}

export function daysInMonth(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).getUTCDate();
}

/** One decimal (half away from zero, as the dashboard rounds). */
export function oneDecimal(value: number): number {
  return Math.sign(value) * (Math.round(Math.abs(value) * 10) / 10);
}

/** Part of a whole in percent, one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? oneDecimal((part / whole) * 100) : 0;
}

/** Percent change from `previous` to `current`, one decimal; null without a base to compare with. */
export function changePercent(current: number, previous: number | null): number | null {
  if (previous === null || previous <= 0) return null;
  return oneDecimal(((current - previous) / previous) * 100);
}
