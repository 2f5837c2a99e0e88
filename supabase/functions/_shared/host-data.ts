/**
 * What the host functions share: the properties' local day and months, the caller's host row, and
 * a booking as the host screens list it (Guests table, upcoming check-ins). Every query here takes a
 * `Queryable` from `asUser`: Row Level Security decides which rows exist, no WHERE names an owner.
 */

import { rihlaTimeZone } from './calendar.ts';
import { procedureRefusals } from './contract.ts';
import type { Queryable } from './database.ts';
import type { ListedBooking } from './host-api-types-guests.ts';
import { errorResponse } from './http.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) in the properties' time zone (one formatter per zone: building one is costly). */
export function localDay(now: Date, timeZone = rihlaTimeZone): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The first day (YYYY-MM-01) of the month `offset` months from the month of `day`. */
export function monthStart(day: string, offset = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
}

export type HostRole = 'owner' | 'team';

export interface HostAccount {
  displayName: string;
  role: HostRole;
}

export const notAHostMessage = procedureRefusals.notAHost.message;

/**
 * The caller's own host row (RLS shows an owner only theirs, the team every row: hence the id).
 * Null for a signed-in user with no host row: the functions answer 403 `not_a_host`.
 */
export async function hostAccount(tx: Queryable): Promise<HostAccount | null> {
  const { rows } = await tx.query<HostAccount>(
    `SELECT display_name AS "displayName", role FROM hosts WHERE id = auth.uid()`,
    [],
    { name: 'host_account' },
  );
  return rows[0] ?? null;
}

export const notAHost = () => errorResponse(403, notAHostMessage, 'not_a_host');

/** A booking as the host screens list it: contracts/booking-shapes.ts's listedBooking. */
export type HostGuestBooking = ListedBooking;

/** A listed booking's status seen from today (`$1`, YYYY-MM-DD), from the booking row `b`. */
export function guestStatus(b: string): string {
  return `CASE WHEN ${b}.status = 'cancelled' THEN 'cancelled'
              WHEN ${b}.check_in_date > $1::date THEN 'upcoming'
              WHEN ${b}.check_out_date >= $1::date THEN 'checkedIn'
              ELSE 'checkedOut' END`;
}

/**
 * A booking's online check-in status from its own row `b` (no join: the forms are not read):
 * complete once `checkin_completed_at` is set, partial once the guest declared the adults
 * (`checkin_adults`, with the first form), else not started. The one rule of issue 31's contract.
 */
export function checkInStatusSql(b: string): string {
  return `CASE WHEN ${b}.checkin_completed_at IS NOT NULL THEN 'complete'
              WHEN ${b}.checkin_adults IS NOT NULL THEN 'partial'
              ELSE 'not_started' END`;
}

/**
 * The select list of a listed booking, from the booking row `b` (or a stand-in with its columns,
 * `checkin_adults` and `checkin_completed_at` included) and its property's name. A guest is
 * checked in from the check-in day through the check-out day (they leave that morning), as the Guests
 * screen shows. The dates stay dates: the statements hand the rows over as JSON (json_agg), which
 * writes a date as YYYY-MM-DD, and a date sorts as a number where its text (to_char, once per row)
 * cost a measurable share of the statements.
 */
export function guestBookingColumns(b: string, propertyName: string): string {
  return `${b}.id, concat_ws(' ', ${b}.guest_first_name, ${b}.guest_last_name) AS name,
         ${b}.check_in_date AS "checkIn", ${b}.check_out_date AS "checkOut",
         ${propertyName} AS property, ${b}.source, ${guestStatus(b)} AS status,
         ${b}.guests_count AS guests, ${b}.guest_last_name IS NULL AS "nameNeeded",
         ${checkInStatusSql(b)} AS "checkInStatus"`;
}

/**
 * The select list and FROM of a listed booking, reading `bookings` and `properties` (or the named
 * stand-ins: CTEs over them with the same columns); `$1` is today (YYYY-MM-DD).
 */
export function guestBookingSelectFrom(bookings = 'bookings', properties = 'properties'): string {
  return `
  SELECT ${guestBookingColumns('b', 'p.name')}
    FROM ${bookings} b JOIN ${properties} p ON p.id = b.property_id`;
}
