/**
 * When a booking's door code is released to the guest, and when it is gone (issue 31). Pure: the
 * clock is an argument. Shared by the guest lookup, online check-in and the app.
 *
 * - The check-in and check-out moments are the property's local dates and times in its IANA time
 *   zone (dayjs with its utc and timezone plugins, which read the zone rules from Intl), so they
 *   are absolute instants: where the guest is, and their device's zone, change nothing.
 * - releasesAt = the check-in instant minus `releaseHours` as a REAL duration (hours of 3,600
 *   seconds), not the same wall-clock time N days earlier. Across a daylight-saving change the
 *   local time of release moves by the change: a Paris check-in at 15:00 on the day after the
 *   March change, 48 hours before, is released at 14:00 local time two days earlier (48 real
 *   hours, one of which the clocks skip). The guest is told the instant, shown in the property's zone.
 * - expiresAt = the check-out instant plus `graceHours` (real hours).
 * - state: 'expired' from expiresAt on; else 'released' from releasesAt on when online check-in
 *   is not required or is complete; else 'waiting'. Each bound belongs to the later state
 *   (exactly at releasesAt: released; exactly at expiresAt: expired).
 *
 * A zone the runtime does not know (a typo in a property's row) is read as Rihla's (calendar.ts's
 * knownTimeZone), the zone of every property today, rather than failing the guest's lookup.
 *
 * Fast on the lookup's path: each answer judges its booking here, and checking a zone (a new
 * Intl.DateTimeFormat) and dayjs's zone conversions were a third of the lookup's CPU under load. A
 * zone's check, a local date and time's instant and an instant's local text are pure, so each is
 * kept once worked out (bounded maps, emptied when full).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { CodeRelease } from './api-types.ts';
import { knownTimeZone } from './calendar.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const defaultCodeReleaseHours = 48;

const hourMs = 3_600_000;

export interface CodeReleaseInput {
  /** YYYY-MM-DD and HH:MM, the property's local date and time. */
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
  /** The property's IANA time zone. */
  timeZone: string;
  /** Hours before the check-in instant the code is released. */
  releaseHours: number;
  /** Online check-in must be complete first. */
  requiresCheckIn: boolean;
  /** Every declared adult's form is in (bookings.checkin_completed_at is set). */
  checkInComplete: boolean;
  /** Hours after the check-out instant the code stays in the answer. */
  graceHours: number;
  now: Date;
}

const memoLimit = 5_000;
/** `work(key)` once per key while the map holds it (emptied when it reaches `memoLimit`). */
function memoized<T>(memo: Map<string, T>, key: string, work: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = work();
  if (memo.size >= memoLimit) memo.clear();
  memo.set(key, value);
  return value;
}
const instants = new Map<string, number>();
const localTexts = new Map<string, string>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant (ms since the epoch) of a local date (YYYY-MM-DD) and time (HH:MM) in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const zone = knownTimeZone(timeZone);
  return memoized(instants, `${date}T${time}|${zone}`, () => dayjs.tz(`${date}T${time}:00`, zone).valueOf());
}

/** An instant as a known zone's clock reads it, YYYY-MM-DDTHH:mm. */
function localText(instant: number, zone: string): string {
  return memoized(localTexts, `${instant}|${zone}`, () => dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm'));
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function localDateIn(now: Date, timeZone: string): string {
  const zone = knownTimeZone(timeZone);
  return memoized(
    dateFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(now);
}

/** True from the check-out instant on (the property's date and time): the stay is over. */
export function stayHasEnded(
  stay: { checkOutDate: string; checkOutTime: string; timeZone: string },
  now: Date,
): boolean {
  return now.getTime() >= zonedInstant(stay.checkOutDate, stay.checkOutTime, stay.timeZone);
}

/** The release of a booking's door code at `now`: see the header for the rule. */
export function codeReleaseFor(input: CodeReleaseInput): CodeRelease {
  const zone = knownTimeZone(input.timeZone);
  const releasesAt = zonedInstant(input.checkInDate, input.checkInTime, zone) - input.releaseHours * hourMs;
  const expiresAt = zonedInstant(input.checkOutDate, input.checkOutTime, zone) + input.graceHours * hourMs;
  const at = input.now.getTime();
  const state: CodeRelease['state'] =
    at >= expiresAt
      ? 'expired'
      : at >= releasesAt && (!input.requiresCheckIn || input.checkInComplete)
        ? 'released'
        : 'waiting';
  return {
    state,
    releasesAt: new Date(releasesAt).toISOString(),
    releasesAtLocal: localText(releasesAt, zone),
    requiresCheckIn: input.requiresCheckIn,
    expiresAt: new Date(expiresAt).toISOString(),
    timeZone: zone,
  };
}

/**
 * A release the device saved, judged again at `now` without the server: expired from expiresAt
 * on; a waiting code stays waiting (only the server releases it); a released one stays released.
 */
export function savedReleaseStateAt(release: CodeRelease, now: Date): CodeRelease['state'] {
  return now.getTime() >= Date.parse(release.expiresAt) ? 'expired' : release.state;
}
