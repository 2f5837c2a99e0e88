/** Forms for the online check-in tests: a good individual form and a tiny drawn signature. */
import type { GuestDeclarationInput } from '../functions/_shared/api-types.ts';
import type { Queryable } from '../functions/_shared/database.ts';
import { importDeclarationKey, newDeclarationKey } from '../functions/_shared/declaration-crypto.ts';
import { signaturePngBytes, writeDeclaration } from '../functions/_shared/declarations.ts';
import { issueGuestAccess } from '../functions/_shared/guest-token.ts';
import { testConfig } from './databases.ts';

/** A 1x1 PNG as the signature canvas sends it. */
export const tinyPngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A complete, valid form for an adult guest (main guest: with phone and e-mail). */
export function guestForm(changes: Partial<GuestDeclarationInput> = {}): GuestDeclarationInput {
  return {
    firstName: 'Karim',
    lastName: 'Benali',
    sex: 'male',
    birthDate: '1985-04-12',
    birthPlace: 'Lyon',
    nationality: 'FR',
    idType: 'passport',
    idNumber: '18AB12345',
    idExpiry: '2035-01-01',
    residenceCountry: 'FR',
    residenceAddress: '12 rue de la Paix, 75002 Paris',
    profession: '',
    arrivingFrom: 'Paris',
    goingTo: 'Fès',
    phone: '+33 6 12 34 56 78',
    email: 'karim@example.com',
    signature: tinyPngDataUrl,
    ...changes,
  };
}

/**
 * A house of its own (no overlap with other tests' stays) and one confirmed booking in it, smart lock
 * and code; the booking's last name is the good form's (Benali) unless told.
 */
export async function insertCheckInBooking(
  db: Queryable,
  options: {
    checkIn: string;
    nights?: number;
    guests?: number;
    lockCode?: string | null;
    backupCode?: string | null;
    releaseHours?: number;
    requiresCheckIn?: boolean;
    timeZone?: string;
    status?: 'confirmed' | 'cancelled';
    lastName?: string;
  },
): Promise<{ bookingId: string; propertyId: string }> {
  const { rows } = await db.query<{ booking_id: string; property_id: string }>(
    `WITH house AS (
       INSERT INTO properties (name, address, code_release_hours, code_requires_checkin, time_zone)
       VALUES ('Dar ' || substr(md5(random()::text), 1, 8), 'Imlil', $1, $2, $3) RETURNING id)
     INSERT INTO bookings (property_id, guest_last_name, check_in_date, check_out_date, guests_count,
                           smart_lock_code, backup_door_code, status)
     SELECT id, $4, $5::date, $5::date + $6::int, $7, $8, $9, $10 FROM house
     RETURNING id AS booking_id, property_id`,
    [
      options.releaseHours ?? 48,
      options.requiresCheckIn ?? true,
      options.timeZone ?? 'Africa/Casablanca',
      options.lastName ?? 'Benali',
      options.checkIn,
      options.nights ?? 3,
      options.guests ?? 2,
      options.lockCode === undefined ? '3190' : options.lockCode,
      options.backupCode === undefined ? '702418' : options.backupCode,
      options.status ?? 'confirmed',
    ],
  );
  return { bookingId: rows[0]!.booking_id, propertyId: rows[0]!.property_id };
}

/**
 * The guest token a lookup gives for a booking (signed with the tests' GUEST_TOKEN_SECRET unless
 * told), valid until the day after check-out.
 */
export async function guestTokenOf(
  db: Queryable,
  bookingId: string,
  secret = testConfig().guestTokenSecret,
): Promise<string> {
  const { rows } = await db.query<{ version: number; expires_at: string }>(
    `SELECT guest_access_version AS version, to_char(check_out_date + 1, 'YYYY-MM-DD') || 'T23:00:00Z' AS expires_at
       FROM bookings WHERE id = $1`,
    [bookingId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no booking ${bookingId}`);
  const access = await issueGuestAccess(
    testConfig({ guestTokenSecret: secret }),
    { id: bookingId, accessVersion: Number(row.version), expiresAt: row.expires_at },
    new Date(),
  );
  return access.token;
}

/** A guest-checkin request for one adult of a booking (with its guest token when given). */
export function checkInRequest(
  bookingId: string,
  options: {
    adults?: number;
    guestIndex?: number;
    guest?: Partial<GuestDeclarationInput>;
    consent?: boolean;
    guestToken?: string;
  } = {},
) {
  const guestIndex = options.guestIndex ?? 1;
  const others = guestIndex === 1 ? {} : { firstName: `Guest${guestIndex}`, phone: '', email: '' };
  return {
    bookingId,
    ...(options.guestToken === undefined ? {} : { guestToken: options.guestToken }),
    adults: options.adults ?? 2,
    guestIndex,
    guest: guestForm({ ...others, ...options.guest }),
    consent: options.consent ?? true,
    consentVersion: '2026-11-26',
    language: 'en',
  };
}

/** One adult's form written as guest-checkin writes it (sealed with a throwaway key unless given). */
export async function storeDeclaration(
  db: Queryable,
  bookingId: string,
  guestIndex: number,
  options: { key?: CryptoKey; lastName?: string } = {},
): Promise<void> {
  const key = options.key ?? (await importDeclarationKey(newDeclarationKey()));
  await writeDeclaration(db, key, {
    bookingId,
    guestIndex,
    form: guestForm({
      lastName: options.lastName ?? 'Benali',
      ...(guestIndex === 1 ? {} : { phone: '', email: '' }),
    }),
    signaturePng: signaturePngBytes(tinyPngDataUrl)!,
    signedAt: new Date('2026-03-10T09:00:00Z'),
    signedIp: '203.0.113.7',
    consentVersion: '2026-11-26',
    language: 'fr',
  });
}

/**
 * A guest-checkin body with the booking's guest token, as the app sends it: added unless the body
 * has a `guestToken` key already (a test of what a missing or wrong token gets sets its own).
 */
export async function withGuestToken(db: Queryable, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || 'guestToken' in body) return body;
  const { bookingId } = body as { bookingId?: unknown };
  if (typeof bookingId !== 'string' || !/^[0-9a-f-]{36}$/i.test(bookingId)) return body;
  const found = await db.query('SELECT 1 FROM bookings WHERE id = $1', [bookingId]);
  if (found.rows.length === 0) return body;
  return { ...body, guestToken: await guestTokenOf(db, bookingId) };
}
