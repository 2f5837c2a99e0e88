/**
 * The guest declarations in the database (issue 31; database reads and writes, run by the server):
 * the booking locked for a check-in (with what the check-in rules of issue 41 need: whether the
 * main guest's last name is the booking's, the forms already in), one adult's form written sealed
 * (the ID number and the signature's PNG bytes encrypted with DECLARATION_KEY, bound to
 * `${bookingId}:${guestIndex}`), and the booking's check-in brought up to date in the same
 * transaction (the status rule of the contract: complete when every declared adult's form is in).
 */
import type { GuestDeclarationInput } from './api-types.ts';
import type { Queryable } from './database.ts';
import { importDeclarationKey, openBytes, openText, sealBytes, sealText } from './declaration-crypto.ts';
import { signatureLimits } from './guest-declaration-signature.ts';
import { pngProblem } from './png-header.ts';

const keys = new Map<string, Promise<CryptoKey>>();

/** The key from DECLARATION_KEY, imported once per value; rejects (DeclarationKeyError) on a bad one. */
export function declarationKeyFor(base64: string): Promise<CryptoKey> {
  let key = keys.get(base64);
  if (!key) {
    key = importDeclarationKey(base64);
    key.catch(() => keys.delete(base64));
    keys.set(base64, key);
  }
  return key;
}

/** What AES-GCM binds a sealed value to: it opens only on its own declaration's row. */
export const declarationContext = (bookingId: string, guestIndex: number) => `${bookingId}:${guestIndex}`;

/**
 * The drawn signature's PNG bytes from its data URL; null unless it is a whole PNG (every chunk up
 * to IEND) within the size limits, judged from its header and chunks without decoding it.
 */
export function signaturePngBytes(dataUrl: string): Uint8Array<ArrayBuffer> | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[1]!);
  } catch {
    return null;
  }
  if (binary.length > signatureLimits.bytes) return null;
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const limits = {
    maxWidth: signatureLimits.width,
    maxHeight: signatureLimits.height,
    maxBytes: signatureLimits.bytes,
  };
  return pngProblem(bytes, limits) === null ? bytes : null;
}

export interface CheckInBooking {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  checkOutTime: string;
  timeZone: string;
  guestsCount: number;
  /** The sent last name is the booking's, folded as the lookup folds names (rihla_fold_name). */
  lastNameMatches: boolean;
  /** The highest guest number whose form is in (0: none): `adults` may not go below it. */
  highestForm: number;
  /** This guest number's form is in already: the one sent now replaces it. */
  replacesForm: boolean;
  /** The check-in was complete before this form. */
  wasComplete: boolean;
}

/**
 * The confirmed, named booking (as the guest lookup finds it), locked until the transaction ends so
 * that two guests' forms are counted one after the other; null when there is none. `form` is the
 * guest number sent and the last name on the form.
 */
export async function lockBookingForCheckIn(
  tx: Queryable,
  bookingId: string,
  form: { guestIndex: number; lastName: string },
): Promise<CheckInBooking | null> {
  const { rows } = await tx.query<{
    id: string;
    check_in_date: string;
    check_out_date: string;
    check_out_time: string;
    time_zone: string;
    guests_count: number;
    name_matches: boolean;
    highest_form: number;
    replaces_form: boolean;
    was_complete: boolean;
  }>(
    `SELECT b.id, to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date,
            to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date,
            to_char(p.check_out_time, 'HH24:MI') AS check_out_time, p.time_zone, b.guests_count,
            b.guest_last_name_key = rihla_fold_name($2::text) AS name_matches,
            (SELECT coalesce(max(d.guest_index), 0)::int FROM guest_declarations d WHERE d.booking_id = b.id)
              AS highest_form,
            EXISTS (SELECT 1 FROM guest_declarations d WHERE d.booking_id = b.id AND d.guest_index = $3::int)
              AS replaces_form,
            b.checkin_completed_at IS NOT NULL AS was_complete
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.id = $1::uuid AND b.status = 'confirmed' AND b.guest_last_name IS NOT NULL
        FOR UPDATE OF b`,
    [bookingId, form.lastName, form.guestIndex],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    checkInDate: row.check_in_date,
    checkOutDate: row.check_out_date,
    checkOutTime: row.check_out_time,
    timeZone: row.time_zone,
    guestsCount: Number(row.guests_count),
    lastNameMatches: row.name_matches === true,
    highestForm: Number(row.highest_form),
    replacesForm: row.replaces_form === true,
    wasComplete: row.was_complete === true,
  };
}

export interface DeclarationWrite {
  bookingId: string;
  guestIndex: number;
  /** Normalized and valid (guest-declaration-rules.ts). */
  form: GuestDeclarationInput;
  signaturePng: Uint8Array<ArrayBuffer>;
  signedAt: Date;
  signedIp: string;
  consentVersion: string;
  language: 'en' | 'fr' | 'es' | 'ar';
}

/** Writes one adult's form, sealed; a second form for the same guest replaces the first. */
export async function writeDeclaration(
  tx: Queryable,
  key: CryptoKey,
  write: DeclarationWrite,
): Promise<void> {
  const context = declarationContext(write.bookingId, write.guestIndex);
  const { form } = write;
  const isMainGuest = write.guestIndex === 1;
  await tx.query(
    `INSERT INTO guest_declarations AS d (booking_id, guest_index, first_name, last_name, sex, birth_date,
            birth_place, nationality, id_type, id_number_enc, id_expiry, residence_country, residence_address,
            profession, arriving_from, going_to, phone, email, signature_enc, signed_at, signed_ip,
            consent_version, language, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11::date, $12, $13, $14, $15, $16, $17, $18, $19,
             $20::timestamptz, $21, $22, $23, $20::timestamptz)
     ON CONFLICT (booking_id, guest_index) DO UPDATE SET
       first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, sex = EXCLUDED.sex,
       birth_date = EXCLUDED.birth_date, birth_place = EXCLUDED.birth_place, nationality = EXCLUDED.nationality,
       id_type = EXCLUDED.id_type, id_number_enc = EXCLUDED.id_number_enc, id_expiry = EXCLUDED.id_expiry,
       residence_country = EXCLUDED.residence_country, residence_address = EXCLUDED.residence_address,
       profession = EXCLUDED.profession, arriving_from = EXCLUDED.arriving_from, going_to = EXCLUDED.going_to,
       phone = EXCLUDED.phone, email = EXCLUDED.email, signature_enc = EXCLUDED.signature_enc,
       signed_at = EXCLUDED.signed_at, signed_ip = EXCLUDED.signed_ip,
       consent_version = EXCLUDED.consent_version, language = EXCLUDED.language,
       submitted_at = EXCLUDED.submitted_at`,
    [
      write.bookingId,
      write.guestIndex,
      form.firstName,
      form.lastName,
      form.sex,
      form.birthDate,
      form.birthPlace,
      form.nationality,
      form.idType,
      await sealText(key, form.idNumber, context),
      form.idExpiry,
      form.residenceCountry,
      form.residenceAddress,
      form.profession,
      form.arrivingFrom,
      form.goingTo,
      isMainGuest || form.phone ? form.phone : null,
      isMainGuest || form.email ? form.email : null,
      await sealBytes(key, write.signaturePng, context),
      write.signedAt.toISOString(),
      write.signedIp.slice(0, 64),
      write.consentVersion,
      write.language,
    ],
  );
}

/**
 * After a form: the booking keeps the count, and it is complete when every guest 1..adults has a
 * form. No form is ever deleted here: guest-checkin refuses a count below the forms received
 * (issue 41), so a booking is never complete with fewer forms than adults. The first completion's
 * time is kept through later corrections; a count raised above the forms makes it partial again.
 * Returns whether the check-in is complete now.
 */
export async function settleCheckIn(
  tx: Queryable,
  bookingId: string,
  adults: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ complete: boolean }>(
    `UPDATE bookings b SET checkin_adults = $2,
            checkin_completed_at = CASE WHEN forms.count >= $2 THEN COALESCE(b.checkin_completed_at, $3::timestamptz) END
       FROM (SELECT count(*)::int AS count FROM guest_declarations WHERE booking_id = $1 AND guest_index <= $2) AS forms
      WHERE b.id = $1
     RETURNING b.checkin_completed_at IS NOT NULL AS complete`,
    [bookingId, adults, now.toISOString()],
  );
  return rows[0]?.complete ?? false;
}

/** A declaration's sealed fields opened again (the host's export; the tests). Throws with the wrong key. */
export async function openDeclarationSecrets(
  key: CryptoKey,
  row: { booking_id: string; guest_index: number; id_number_enc: string; signature_enc: string },
): Promise<{ idNumber: string; signaturePng: Uint8Array }> {
  const context = declarationContext(row.booking_id, Number(row.guest_index));
  return {
    idNumber: await openText(key, row.id_number_enc, context),
    signaturePng: await openBytes(key, row.signature_enc, context),
  };
}
