/** Dates of the demo data: the properties' local day, and whole days from it (YYYY-MM-DD). */
import { rihlaTimeZone } from '../functions/_shared/calendar.ts';

/** Today's date (YYYY-MM-DD) in the properties' time zone. */
export function localDate(now: Date, timeZone = rihlaTimeZone): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "April 23" (English, as the notifications' texts are written). */
export function monthDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A stay's dates in a notification: "April 23 to 27", or "April 28 to May 2" across months. */
export function stayDates(checkIn: string, checkOut: string): string {
  const sameMonth = checkIn.slice(0, 7) === checkOut.slice(0, 7);
  return `${monthDay(checkIn)} to ${sameMonth ? Number(checkOut.slice(8)) : monthDay(checkOut)}`;
}
