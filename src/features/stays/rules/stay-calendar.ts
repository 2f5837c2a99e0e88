/**
 * What the stay page's calendar lets a visitor pick, from the taken nights the server sends
 * (half-open ranges [from, to): `to` is free to arrive on) and its minimum stays. Pure; days are
 * YYYY-MM-DD strings, which compare in calendar order. The server still decides (its quote): this
 * only keeps the calendar from offering what it would refuse.
 */
import type { StayCalendar } from '../api/stay-types';

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether the night starting on `day` is taken. */
export function isTakenNight(calendar: StayCalendar, day: string): boolean {
  return calendar.taken.some((range) => range.from <= day && day < range.to);
}

/** The minimum stay for a check-in on `checkIn` (the dated period's, else the home's). */
export function minNightsFor(calendar: StayCalendar, checkIn: string): number {
  const period = calendar.minNightsPeriods.find((range) => range.from <= checkIn && checkIn < range.to);
  return period?.minNights ?? calendar.minNights;
}

/** The latest check-out after `checkIn`: the first taken night after it, or the window's end. */
export function latestCheckOut(calendar: StayCalendar, checkIn: string): string {
  const next = calendar.taken
    .filter((range) => range.from > checkIn)
    .reduce<string>((earliest, range) => (range.from < earliest ? range.from : earliest), calendar.to);
  return next;
}

/**
 * Whether `day` cannot be picked. With no check-in chosen yet: a taken night, or outside the window.
 * With a check-in chosen: a later day is a check-out, allowed when every night up to it is free and
 * the stay is long enough; an earlier day starts the choice again (as a check-in).
 */
export function isExcluded(calendar: StayCalendar, day: string, checkIn: string | null): boolean {
  if (day < calendar.from || day > calendar.to) return true;
  if (checkIn && day > checkIn) {
    const nights = Math.round((Date.parse(day) - Date.parse(checkIn)) / 86_400_000);
    return nights < minNightsFor(calendar, checkIn) || day > latestCheckOut(calendar, checkIn);
  }
  if (checkIn && day === checkIn) return false;
  return day === calendar.to || isTakenNight(calendar, day);
}
