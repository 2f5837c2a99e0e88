/**
 * Calendar facts shared by the functions and the app (pure, free of zod, so the app's first view may
 * use it): the zone Rihla works in, the zones this runtime knows, and what a real date is.
 */

/**
 * The zone Rihla works in: every property's today (a new property's default, and the zone an unknown
 * one is read as), the host screens' "today" and "this month", the declarations' signing day, the
 * support hours. Its times read "Morocco time" to the guest.
 */
export const rihlaTimeZone = 'Africa/Casablanca';

const knownZones = new Map<string, string>();
const knownZonesLimit = 5_000;

/**
 * The zone if this runtime knows it, else Rihla's (a typo in a property's row must not fail a
 * guest's page). Kept once worked out: a new Intl.DateTimeFormat is costly on the lookup's path.
 */
export function knownTimeZone(zone: string): string {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let answer = rihlaTimeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    answer = zone;
  } catch {
    // An unknown zone: Rihla's.
  }
  if (knownZones.size >= knownZonesLimit) knownZones.clear();
  knownZones.set(zone, answer);
  return answer;
}

/** True for a real calendar date written YYYY-MM-DD, years 1900 to 2999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
