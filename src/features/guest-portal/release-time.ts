import { knownTimeZone, rihlaTimeZone } from '@shared/calendar.ts';
import { intlLocale } from '@/i18n/format';

/**
 * A moment as the property's clock shows it, in the reader's language: the date with its weekday
 * ("Friday, December 4"; the year too when it is not the current one there) and the 24-hour time
 * ("15:00"). Where the guest is, and their device's zone, change nothing.
 */
export function formatZonedMoment(
  moment: number,
  timeZone: string,
  language: string | undefined,
  now: number,
  /** The same moment as the property's clock reads it (YYYY-MM-DDTHH:mm), given by the server: wins over the device's zone rules. */
  wallTime?: string | null,
): { date: string; time: string } {
  const locale = intlLocale(language);
  const wall = wallTime?.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/);
  const zone = wall ? 'UTC' : knownTimeZone(timeZone);
  const instant = wall
    ? Date.UTC(Number(wall[1]), Number(wall[2]) - 1, Number(wall[3]), Number(wall[4]), Number(wall[5]))
    : moment;
  const yearIn = (at: number) =>
    new Intl.DateTimeFormat('en', { timeZone: zone, year: 'numeric' }).format(at);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: yearIn(instant) === yearIn(now) ? undefined : 'numeric',
  }).format(instant);
  return { date, time: formatClock(instant, zone, locale) };
}

/** A wall-clock time ("08:00") written for the reader's language, 24-hour. */
export function formatClockTime(value: string, language: string | undefined): string {
  const [hours, minutes] = value.split(':').map(Number);
  return formatClock(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0), 'UTC', intlLocale(language));
}

/**
 * The zone's name for people, in the reader's language ("Central European Time"), or null for
 * Morocco's, which the texts name themselves ("Morocco time").
 */
export function timeZoneName(timeZone: string, language: string | undefined): string | null {
  const zone = knownTimeZone(timeZone);
  if (zone === rihlaTimeZone) return null;
  const part = new Intl.DateTimeFormat(intlLocale(language), { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(Date.now())
    .find((entry) => entry.type === 'timeZoneName');
  return part?.value ?? zone;
}

function formatClock(instant: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
