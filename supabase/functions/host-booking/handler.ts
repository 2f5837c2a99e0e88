/**
 * host-booking: the Guests screen's View Details, one booking of the caller's portfolio as the host
 * sees it, with the extras its guest chose. The call's contract (request, answer, errors):
 * _shared/contracts/host-booking.contract.ts. Row Level Security decides which bookings exist (an
 * owner: those of their properties; the team: all); an id that is no UUID or a booking of another
 * owner is not found, like a missing one, so ids cannot be probed.
 * `checkIn` is the guests' online check-in (issue 31): not_started / partial / complete (the rule of
 * host-data.ts's checkInStatusSql), the adults declared (null: not started), the forms received and
 * the names on them (names only: the forms themselves are in host-declarations), and every form
 * received with who and when, oldest first (issue 41: a form sent again is never silent).
 * `status` is the Guests screen's (upcoming, checkedIn, checkedOut, cancelled); an extra line is
 * `paid`, `pending` (in checkout), `released` (never paid: abandoned, failed or replaced) or
 * `refunded`; `paidAt` is its order's payment time; `fulfilledAt` / `fulfilledBy` say when and by whom
 * the team fulfilled it (the name only for the team: an owner gets null). Money in minor units,
 * currencies upper case.
 */
import type { AnswerOf } from '../_shared/contract.ts';
import { hostBooking } from '../_shared/contracts/host-booking.contract.ts';
import { declarationHistorySql } from '../_shared/declaration-history.ts';
import type {
  BookingExtraLine,
  BookingSourceName,
  CheckInChange,
  CheckInStatus,
  HostCheckInSummary,
  StayStatus,
} from '../_shared/host-api-types-guests.ts';
import { checkInStatusSql, localDay } from '../_shared/host-data.ts';
import {
  type ExtraLineRow,
  extraLine,
  extraLineColumns,
  extraLineJoins,
} from '../_shared/host-extra-lines.ts';
import { serve } from '../_shared/procedure.ts';
import { isUuid } from '../_shared/uuid.ts';

export { extraLine, textDetails } from '../_shared/host-extra-lines.ts';

interface BookingRow {
  id: string;
  first_name: string | null;
  /** Null for a channel booking not named yet. */
  last_name: string | null;
  email: string | null;
  phone: string | null;
  guests: number;
  check_in: string;
  check_out: string;
  nights: number;
  property: string;
  city: string | null;
  source: BookingSourceName;
  status: StayStatus;
  stay_total: number | null;
  currency: string;
  created_at: string;
  notes: string;
  checkin_status: CheckInStatus;
  checkin_adults: number | null;
  /** The forms received, by guest number: names only. */
  checkin_guests: HostCheckInSummary['guests'];
  /** The forms received with who and when, oldest first. */
  checkin_history: CheckInChange[];
}

// $1 the booking, $2 today. Timestamps as ISO 8601 UTC text, the same on both databases.
const bookingSql = `
  SELECT b.id, b.guest_first_name AS first_name, b.guest_last_name AS last_name,
         b.guest_email AS email, b.guest_phone AS phone, b.guests_count AS guests,
         to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in, to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out,
         (b.check_out_date - b.check_in_date)::int AS nights, p.name AS property, p.city, b.source,
         CASE WHEN b.status = 'cancelled' THEN 'cancelled'
              WHEN b.check_in_date > $2::date THEN 'upcoming'
              WHEN b.check_out_date >= $2::date THEN 'checkedIn'
              ELSE 'checkedOut' END AS status,
         b.stay_total, b.currency, b.notes,
         to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
         ${checkInStatusSql('b')} AS checkin_status, b.checkin_adults,
         (SELECT coalesce(json_agg(json_build_object('guestIndex', d.guest_index, 'firstName', d.first_name,
                                                     'lastName', d.last_name) ORDER BY d.guest_index), '[]'::json)
            FROM guest_declarations d WHERE d.booking_id = b.id) AS checkin_guests,
         ${declarationHistorySql('b')} AS checkin_history
    FROM bookings b JOIN properties p ON p.id = b.property_id
   WHERE b.id = $1::uuid`;

const extrasSql = `
  SELECT ${extraLineColumns}
    FROM booking_extras e ${extraLineJoins}
   WHERE e.booking_id_fk = $1::uuid
   ORDER BY e.created_at, e.extra_id, e.id`;

/** Paid extras per currency, in the order the currencies first appear. */
export function paidTotals(lines: BookingExtraLine[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.status === 'paid') totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

export const handler = serve(hostBooking, async ({ body, deps, asHost, refuse }) => {
  const bookingId = body.bookingId.trim();
  const today = localDay(deps.now());

  const found = await asHost(async (tx) => {
    if (!isUuid(bookingId)) return null;
    const { rows } = await tx.query<BookingRow>(bookingSql, [bookingId, today], { name: 'host_booking' });
    const booking = rows[0];
    if (!booking) return null;
    const extras = await tx.query<ExtraLineRow>(extrasSql, [bookingId], { name: 'host_booking_extras' });
    return { booking, extras: extras.rows };
  });
  if (!found) return refuse('notFound');

  const { booking } = found;
  const extras = found.extras.map(extraLine);
  const answer: AnswerOf<typeof hostBooking> = {
    booking: {
      id: booking.id,
      firstName: booking.first_name,
      lastName: booking.last_name ?? '',
      name: [booking.first_name, booking.last_name].filter(Boolean).join(' '),
      nameNeeded: booking.last_name === null,
      email: booking.email,
      phone: booking.phone,
      guests: booking.guests,
      checkIn: booking.check_in,
      checkOut: booking.check_out,
      nights: booking.nights,
      property: { name: booking.property, city: booking.city },
      source: booking.source,
      status: booking.status,
      stayTotal: booking.stay_total,
      currency: booking.currency.toUpperCase(),
      createdAt: booking.created_at,
      notes: booking.notes,
    },
    extras,
    extrasPaid: paidTotals(extras),
    checkIn: {
      status: booking.checkin_status,
      adults: booking.checkin_adults === null ? null : Number(booking.checkin_adults),
      received: booking.checkin_guests.length,
      guests: booking.checkin_guests,
      history: booking.checkin_history,
    },
  };
  return answer;
});
