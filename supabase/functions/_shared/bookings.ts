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

export async function findBookingId(
  db: Queryable,
  lastName: string,
  checkInDate: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM bookings
      WHERE guest_last_name_key = rihla_fold_name($1) AND check_in_date = $2::date
      ORDER BY created_at LIMIT 1`,
    [normalizeLastName(lastName), checkInDate],
  );
  return rows[0]?.id ?? null;
}

export async function bookingExists(db: Queryable, bookingId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM bookings WHERE id = $1::uuid', [bookingId]);
  return rows.length > 0;
}

export async function loadBookingExtras(db: Queryable, bookingId: string): Promise<BookingExtraRecord[]> {
  const { rows } = await db.query<BookingExtraRecord>(
    `SELECT extra_id, payment_status, quantity, details FROM booking_extras
      WHERE booking_id_fk = $1::uuid AND payment_status <> 'released'
      ORDER BY created_at, extra_id`,
    [bookingId],
  );
  return rows.map((row) => ({
    extra_id: row.extra_id,
    payment_status: row.payment_status,
    quantity: Number(row.quantity),
    details: row.details ?? {},
  }));
}

export async function loadBookingDetails(db: Queryable, bookingId: string): Promise<BookingDetails | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT b.id, p.name AS property_name, p.address AS property_address,
            to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date,
            to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date,
            b.smart_lock_code, p.wifi_network, p.wifi_password, p.recommendations_url, p.walkthrough_url,
            p.image_urls
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.id = $1::uuid`,
    [bookingId],
  );
  const row = rows[0];
  if (!row) return null;
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
    booking_extras: await loadBookingExtras(db, row.id),
  };
}
