/** Reads bookings as the guest portal sees them (spec section 3). */
import type { BookingDetails, BookingExtraRecord } from './api-types.ts';
import type { Queryable } from './database.ts';

interface BookingRow {
  id: string;
  property_name: string;
  property_address: string;
  check_in_date: string;
  check_out_date: string;
  smart_lock_code: string | null;
  wifi_network: string | null;
  wifi_password: string | null;
  recommendations_url: string | null;
  walkthrough_url: string | null;
  image_urls: string[] | null;
}

/** Trimmed, lower case, accents removed, NFC first so decomposed input folds like composed input. */
export function normalizeLastName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * One round trip: the booking, its property and its live extras (released lines left out). The
 * lookups below are named statements: planning this query costs the server several times more than
 * running it, and a guest lookup is the hottest path there is.
 */
const bookingSelect = `
  SELECT b.id, p.name AS property_name, p.address AS property_address,
         to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date,
         to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date,
         b.smart_lock_code, p.wifi_network, p.wifi_password, p.recommendations_url, p.walkthrough_url,
         p.image_urls,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'extra_id', e.extra_id, 'payment_status', e.payment_status,
                    'quantity', e.quantity, 'details', e.details)
                  ORDER BY e.created_at, e.extra_id)
             FROM booking_extras e
            WHERE e.booking_id_fk = b.id AND e.payment_status <> 'released'
         ), '[]'::json) AS extras
    FROM bookings b JOIN properties p ON p.id = b.property_id`;

interface BookingWithExtrasRow extends BookingRow {
  extras: BookingExtraRecord[] | string;
}

function toBookingDetails(row: BookingWithExtrasRow): BookingDetails {
  const extras = (
    typeof row.extras === 'string' ? JSON.parse(row.extras) : row.extras
  ) as BookingExtraRecord[];
  return {
    id: row.id,
    bookingId: row.id,
    propertyName: row.property_name,
    propertyAddress: row.property_address,
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    smartLockCode: row.smart_lock_code,
    wifiNetwork: row.wifi_network,
    wifiPassword: row.wifi_password,
    localRecommendations: row.recommendations_url,
    walkthrough: row.walkthrough_url,
    propertyImageUrls: row.image_urls ?? [],
    booking_extras: extras.map((extra) => ({
      extra_id: extra.extra_id,
      payment_status: extra.payment_status,
      quantity: Number(extra.quantity),
      details: extra.details ?? {},
    })),
  };
}

/** The booking a guest names by last name (folded: trimmed, case and accents ignored) and exact check-in date. */
export async function findBookingByGuest(
  db: Queryable,
  lastName: string,
  checkInDate: string,
): Promise<BookingDetails | null> {
  const { rows } = await db.query<BookingWithExtrasRow>(
    `${bookingSelect}
      WHERE b.guest_last_name_key = rihla_fold_name($1) AND b.check_in_date = $2::date
      ORDER BY b.created_at LIMIT 1`,
    [normalizeLastName(lastName), checkInDate],
    { name: 'rihla_find_booking_by_guest' },
  );
  return rows[0] ? toBookingDetails(rows[0]) : null;
}

export async function loadBookingDetails(db: Queryable, bookingId: string): Promise<BookingDetails | null> {
  const { rows } = await db.query<BookingWithExtrasRow>(
    `${bookingSelect} WHERE b.id = $1::uuid`,
    [bookingId],
    { name: 'rihla_load_booking_details' },
  );
  return rows[0] ? toBookingDetails(rows[0]) : null;
}
