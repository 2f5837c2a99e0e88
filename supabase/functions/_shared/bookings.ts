/**
 * Reads bookings as the guest portal sees them (spec section 3): confirmed bookings only. The door
 * code and the backup code are in the answer only while released (door-code-release.ts); a
 * released booking without a backup code gets one here, written once (the only write).
 */
import DataLoader from 'dataloader';
import type { BookingDetails, GuestAccess } from './api-types.ts';
import { type BookingWithExtrasRow, checkInSummary, parsed } from './booking-rows.ts';
import type { Queryable } from './database.ts';
import { generateBackupDoorCode } from './door-code.ts';
import { codeReleaseFor } from './door-code-release.ts';
import type { GuestAccessSubject } from './guest-token.ts';
import { serverDefaults } from './server-config.ts';

/**
 * Tidies a last name before it is sent to the database: composed (NFC), trimmed, spaces collapsed.
 * It does not fold case or accents: matching does that in SQL, with rihla_fold_name, the one
 * folding the bookings' keys and the rate limit's name buckets share.
 */
export function normalizeLastName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * One round trip: the booking, its property and its live extras (released and refunded lines left out: the guest may buy them again). The
 * lookups below are named statements: planning this query costs the server several times more than
 * running it, and a guest lookup is the hottest path there is.
 */
const bookingSelect = `
  SELECT b.id, p.name AS property_name, p.address AS property_address,
         to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date,
         to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date,
         b.smart_lock_code, p.wifi_network, p.wifi_password, p.recommendations_url, p.walkthrough_url,
         p.image_urls, p.image_captions, p.image_captions_languages, p.house_rules, p.house_rules_languages,
         to_char(p.check_in_time, 'HH24:MI') AS check_in_time,
         to_char(p.check_out_time, 'HH24:MI') AS check_out_time,
         p.host_phone, p.arrival_method,
         to_char(b.door_code_available_on, 'YYYY-MM-DD') AS door_code_available_on,
         p.time_zone, p.code_release_hours, p.code_requires_checkin, b.backup_door_code, b.door_code_changed_at,
         b.checkin_adults, b.checkin_completed_at, b.guests_count, b.guest_access_version,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'guestIndex', d.guest_index, 'firstName', d.first_name, 'lastName', d.last_name)
                  ORDER BY d.guest_index)
             FROM guest_declarations d WHERE d.booking_id = b.id
         ), '[]'::json) AS checkin_forms,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'extra_id', e.extra_id, 'payment_status', e.payment_status,
                    'quantity', e.quantity, 'details', e.details,
                    'amount', e.unit_amount * e.quantity, 'currency', e.currency,
                    'paid_at', CASE WHEN e.payment_status = 'paid' THEN o.paid_at END,
                    'receipt_url', CASE WHEN e.payment_status = 'paid' THEN o.receipt_url END)
                  ORDER BY e.created_at, e.extra_id)
             FROM booking_extras e LEFT JOIN extra_orders o ON o.id = e.order_id
            WHERE e.booking_id_fk = b.id AND e.payment_status NOT IN ('released', 'refunded')
         ), '[]'::json) AS extras
    FROM bookings b JOIN properties p ON p.id = b.property_id`;

/** The clock the door code's release is judged by, and the hours the code stays after check-out. */
export interface ReleaseClock {
  now: Date;
  graceHours: number;
  /**
   * The guest's access to the booking found (issue 41: the lookup's answer carries `guestAccess`),
   * given its id, access version and the end of its stay plus the grace; null: none in the answer.
   */
  grantAccess?: (subject: GuestAccessSubject) => Promise<GuestAccess | null>;
}

/** The system clock and the default grace: for callers that only read the booking's other fields. */
const systemClock = (): ReleaseClock => ({ now: new Date(), graceHours: serverDefaults.doorCodeGraceHours });

/**
 * A released booking's backup code: the stored one, else a new one written only if there is still
 * none (two lookups at once: one write wins, both answer the stored code).
 */
async function backupCodeOf(db: Queryable, row: BookingWithExtrasRow): Promise<string | null> {
  if (row.backup_door_code || !row.smart_lock_code) return row.backup_door_code;
  const { rows } = await db.query<{ backup_door_code: string }>(
    `UPDATE bookings SET backup_door_code = $2 WHERE id = $1 AND backup_door_code IS NULL
     RETURNING backup_door_code`,
    [row.id, generateBackupDoorCode(row.smart_lock_code)],
  );
  if (rows[0]) return rows[0].backup_door_code;
  const stored = await db.query<{ backup_door_code: string | null }>(
    'SELECT backup_door_code FROM bookings WHERE id = $1',
    [row.id],
  );
  return stored.rows[0]?.backup_door_code ?? null;
}

async function toBookingDetails(
  db: Queryable,
  row: BookingWithExtrasRow,
  clock: ReleaseClock,
): Promise<BookingDetails> {
  const extras = parsed(row.extras);
  const codeRelease = codeReleaseFor({
    checkInDate: row.check_in_date,
    checkInTime: row.check_in_time,
    checkOutDate: row.check_out_date,
    checkOutTime: row.check_out_time,
    timeZone: row.time_zone,
    releaseHours: Number(row.code_release_hours),
    requiresCheckIn: row.code_requires_checkin,
    checkInComplete: row.checkin_completed_at !== null,
    graceHours: clock.graceHours,
    now: clock.now,
  });
  const released = codeRelease.state === 'released';
  const guestAccess = await clock.grantAccess?.({
    id: row.id,
    accessVersion: Number(row.guest_access_version),
    expiresAt: codeRelease.expiresAt,
  });
  return {
    id: row.id,
    bookingId: row.id,
    propertyName: row.property_name,
    propertyAddress: row.property_address,
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    // Waiting or expired: no code at all in the answer (not masked: absent).
    smartLockCode: released ? row.smart_lock_code : null,
    // When that code last changed (issue 43): the phone that saved another one says so.
    doorCodeChangedAt:
      released && row.door_code_changed_at ? new Date(row.door_code_changed_at).toISOString() : null,
    wifiNetwork: row.wifi_network,
    // After the stay (the code's expiry) the wifi password is the next guests': none (issue 43, item 8).
    wifiPassword: codeRelease.state === 'expired' ? null : row.wifi_password,
    localRecommendations: row.recommendations_url,
    walkthrough: row.walkthrough_url,
    propertyImageUrls: row.image_urls ?? [],
    propertyImageCaptions: row.image_captions ?? [],
    propertyImageCaptionsLanguages: parsed(row.image_captions_languages ?? []),
    houseRules: row.house_rules ?? '',
    houseRulesLanguages: row.house_rules_languages ?? {},
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
    hostPhone: row.host_phone,
    arrivalMethod: row.arrival_method,
    doorCodeAvailableOn: row.door_code_available_on,
    codeRelease,
    ...(released ? { backupDoorCode: await backupCodeOf(db, row) } : {}),
    checkIn: checkInSummary(row),
    booking_extras: extras.map((extra) => ({
      extra_id: extra.extra_id,
      payment_status: extra.payment_status,
      quantity: Number(extra.quantity),
      details: extra.details ?? {},
      ...(extra.amount === undefined
        ? {}
        : { amount: Number(extra.amount), currency: extra.currency ?? 'eur' }),
      ...(extra.paid_at ? { paid_at: new Date(extra.paid_at).toISOString() } : {}),
      ...(extra.receipt_url ? { receipt_url: extra.receipt_url } : {}),
    })),
    ...(guestAccess ? { guestAccess } : {}),
  };
}

interface GuestLookup {
  lastName: string;
  checkInDate: string;
}

/**
 * Many guest lookups in one statement, one result per lookup in order (null for a miss). Each
 * lookup is the same folded name + exact date match as a lone one, oldest booking first.
 */
const guestLookupsSelect = `
  SELECT wanted.lookup::int AS lookup, found.*
    FROM unnest($1::text[], $2::date[]) WITH ORDINALITY AS wanted(last_name, check_in_date, lookup)
    CROSS JOIN LATERAL (${bookingSelect}
      WHERE b.guest_last_name_key = rihla_fold_name(wanted.last_name)
        AND b.check_in_date = wanted.check_in_date AND b.status = 'confirmed'
      ORDER BY b.created_at LIMIT 1) AS found`;

async function findBookingsByGuests(
  db: Queryable,
  lookups: readonly GuestLookup[],
): Promise<(BookingWithExtrasRow | null)[]> {
  const { rows } = await db.query<BookingWithExtrasRow & { lookup: number }>(
    guestLookupsSelect,
    [lookups.map((lookup) => lookup.lastName), lookups.map((lookup) => lookup.checkInDate)],
    { name: 'rihla_find_bookings_by_guests' },
  );
  const found: (BookingWithExtrasRow | null)[] = lookups.map(() => null);
  for (const row of rows) found[row.lookup - 1] = row;
  return found;
}

/**
 * Guest lookups that arrive together share one round trip: the lookups read before the next timer
 * turn (a millisecond when the server is idle; under load, everything read in one pass over the
 * ready connections) go to the database as one statement. Under load the round trip per lookup,
 * not the lookup itself, is what the server and the database spend their time on. Nothing is
 * cached: each lookup reads the database as it is when its statement runs.
 */
const guestLookupBatches = new WeakMap<Queryable, DataLoader<GuestLookup, BookingWithExtrasRow | null>>();

/**
 * A batch that fails (a lookup the database refuses, a dropped connection) is run again one lookup
 * at a time: each guest then gets their own answer or their own failure, never another's.
 */
async function findBookingsIsolated(
  db: Queryable,
  lookups: readonly GuestLookup[],
): Promise<(BookingWithExtrasRow | null | Error)[]> {
  try {
    return await findBookingsByGuests(db, lookups);
  } catch (error) {
    if (lookups.length === 1) return [error instanceof Error ? error : new Error(String(error))];
    return Promise.all(
      lookups.map((lookup) =>
        findBookingsByGuests(db, [lookup]).then(
          ([found]) => found ?? null,
          (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
        ),
      ),
    );
  }
}

function guestLookupBatch(db: Queryable) {
  let batch = guestLookupBatches.get(db);
  if (!batch) {
    batch = new DataLoader((lookups) => findBookingsIsolated(db, lookups), {
      cache: false,
      maxBatchSize: 100,
      batchScheduleFn: (flush) => setTimeout(flush),
    });
    guestLookupBatches.set(db, batch);
  }
  return batch;
}

/**
 * The booking a guest names by last name (folded: trimmed, case and accents ignored) and exact
 * check-in date. A cancelled booking is never found (a miss, like any other), nor one without a
 * last name (a channel booking not named yet: its fold key is null, and null equals nothing).
 * The door code is judged at `clock` (the system clock when not given).
 */
export async function findBookingByGuest(
  db: Queryable,
  lastName: string,
  checkInDate: string,
  clock: ReleaseClock = systemClock(),
): Promise<BookingDetails | null> {
  const row = await guestLookupBatch(db).load({ lastName: normalizeLastName(lastName), checkInDate });
  return row ? toBookingDetails(db, row, clock) : null;
}

/**
 * A booking by id (the payment return, the refresh of a saved stay). Not found, as by name: a
 * cancelled booking, and one without a last name. The door code is judged at `clock`.
 */
export async function loadBookingDetails(
  db: Queryable,
  bookingId: string,
  clock: ReleaseClock = systemClock(),
): Promise<BookingDetails | null> {
  const { rows } = await db.query<BookingWithExtrasRow>(
    `${bookingSelect} WHERE b.id = $1::uuid AND b.status = 'confirmed' AND b.guest_last_name IS NOT NULL`,
    [bookingId],
    { name: 'rihla_load_booking_details' },
  );
  return rows[0] ? toBookingDetails(db, rows[0], clock) : null;
}
