/**
 * host-bookings' reads, in the caller's transaction (through Row Level Security): a booking as the
 * editor reads it back, the property a write goes to (locked), and the confirmed booking a write
 * collided with.
 */
import type { Queryable } from '../_shared/database.ts';
import type {
  BookingCurrency,
  BookingOverlapRefusal,
  HostEditableBooking,
} from '../_shared/host-api-types-bookings.ts';
import type { BookingSourceName } from '../_shared/host-api-types-guests.ts';

interface EditableRow {
  id: string;
  propertyId: string;
  propertyName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  source: BookingSourceName;
  stayTotal: number | null;
  currency: string;
  doorCode: string | null;
  backupDoorCode: string | null;
  notes: string;
  status: 'confirmed' | 'cancelled';
  externalUid: string | null;
  updatedAt: string;
}

// $1 the booking. Instants as ISO 8601 UTC text with milliseconds, the same on both databases.
const editableSql = `
  SELECT b.id, b.property_id AS "propertyId", p.name AS "propertyName",
         b.guest_first_name AS "firstName", b.guest_last_name AS "lastName",
         b.guest_email AS email, b.guest_phone AS phone,
         to_char(b.check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(b.check_out_date, 'YYYY-MM-DD') AS "checkOut",
         b.guests_count AS guests, b.source, b.stay_total AS "stayTotal", b.currency,
         b.smart_lock_code AS "doorCode", b.backup_door_code AS "backupDoorCode",
         b.notes, b.status, b.external_uid AS "externalUid",
         to_char(b.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
    FROM bookings b JOIN properties p ON p.id = b.property_id
   WHERE b.id = $1::uuid`;

/** The currency as the wire has it (upper case; a stored one outside the list is passed on as is). */
const wireCurrency = (stored: string) => stored.toUpperCase() as BookingCurrency;

/** A booking as the editor reads it; null when the caller cannot see it (or there is none). */
export async function editableBooking(tx: Queryable, bookingId: string): Promise<HostEditableBooking | null> {
  const { rows } = await tx.query<EditableRow>(editableSql, [bookingId], { name: 'host_bookings_get' });
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    stayTotal: row.stayTotal === null ? null : Number(row.stayTotal),
    currency: wireCurrency(row.currency),
    doorCode: row.doorCode ?? '',
    backupDoorCode: row.backupDoorCode ?? '',
    nameNeeded: row.lastName === null,
  };
}

/** What a write needs to know of the booking it changes, its row locked until the transaction ends. */
export interface LockedBooking {
  id: string;
  propertyId: string;
  status: 'confirmed' | 'cancelled';
  externalUid: string | null;
  lastName: string | null;
  doorCode: string | null;
  backupDoorCode: string | null;
  checkIn: string;
  checkOut: string;
}

export async function lockBooking(tx: Queryable, bookingId: string): Promise<LockedBooking | null> {
  const { rows } = await tx.query<LockedBooking>(
    `SELECT id, property_id AS "propertyId", status, external_uid AS "externalUid",
            guest_last_name AS "lastName", smart_lock_code AS "doorCode",
            backup_door_code AS "backupDoorCode",
            to_char(check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut"
       FROM bookings WHERE id = $1::uuid FOR NO KEY UPDATE`,
    [bookingId],
    { name: 'host_bookings_lock_booking' },
  );
  return rows[0] ?? null;
}

/**
 * Locks the property a booking is written to (RLS: only a property the caller may edit), so that
 * writes of one property's bookings take turns: the exclusion constraint then refuses an overlap
 * at once, instead of two inserts waiting on each other. False when the caller cannot see it.
 */
export async function lockProperty(tx: Queryable, propertyId: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM properties WHERE id = $1::uuid FOR NO KEY UPDATE',
    [propertyId],
    { name: 'host_bookings_lock_property' },
  );
  return rows.length > 0;
}

export type OverlapConflict = BookingOverlapRefusal['conflict'];

/** The confirmed booking of `propertyId` whose stay overlaps [checkIn, checkOut), other than `except`. */
export async function collidingBooking(
  tx: Queryable,
  propertyId: string,
  checkIn: string,
  checkOut: string,
  except: string | null,
): Promise<OverlapConflict | null> {
  const { rows } = await tx.query<OverlapConflict>(
    `SELECT id AS "bookingId", concat_ws(' ', guest_first_name, guest_last_name) AS name, source,
            to_char(check_in_date, 'YYYY-MM-DD') AS "checkIn", to_char(check_out_date, 'YYYY-MM-DD') AS "checkOut"
       FROM bookings
      WHERE property_id = $1::uuid AND status = 'confirmed' AND id IS DISTINCT FROM $4::uuid
        AND daterange(check_in_date, check_out_date, '[)') && daterange($2::date, $3::date, '[)')
      ORDER BY check_in_date, id LIMIT 1`,
    [propertyId, checkIn, checkOut, except],
    { name: 'host_bookings_colliding' },
  );
  return rows[0] ?? null;
}

const sourceNames: Record<BookingSourceName, string> = {
  direct: 'a direct booking',
  airbnb: 'an Airbnb booking',
  booking_com: 'a Booking.com booking',
  vrbo: 'a VRBO booking',
  others: 'a channel booking',
};

/** The 409's English text, naming the booking collided with. */
export function overlapMessage(conflict: OverlapConflict): string {
  const who = conflict.name ? `${conflict.name}'s stay` : 'a stay whose guest is not named yet';
  return (
    `These dates overlap ${who} (${sourceNames[conflict.source] ?? 'a booking'}, ` +
    `${conflict.checkIn} to ${conflict.checkOut}). A property takes one confirmed stay at a time: ` +
    'change the dates, or cancel that booking first.'
  );
}
