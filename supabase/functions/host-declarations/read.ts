/**
 * host-declarations' read: one statement as the caller (asUserQuery: Row Level Security decides
 * which properties, bookings and forms exist), then the sealed ID numbers (and, for the PDF, the
 * signatures) opened with the declaration key. The day's arrivals are the confirmed bookings
 * checking in on `date`, at `propertyId` or every property the caller sees.
 */

import type { CheckInStatus, IdDocumentType, Sex } from '../_shared/api-types.ts';
import { asUserQuery } from '../_shared/as-user.ts';
import type { Database } from '../_shared/database.ts';
import { openBytes, openText } from '../_shared/declaration-crypto.ts';
import { plainDeclaredGuest } from '../_shared/declaration-export-fields.ts';
import { declarationContext } from '../_shared/declarations.ts';
import type { DeclarationGap, DeclaredGuest } from '../_shared/host-api-types-checkin.ts';
import type { HostCaller } from '../_shared/host-auth.ts';
import { checkInStatusSql } from '../_shared/host-data.ts';
import { singleLine } from '../_shared/plain-text-fields.ts';

interface FormRow {
  bookingId: string;
  propertyId: string;
  propertyName: string;
  propertyAddress: string;
  checkInDate: string;
  checkOutDate: string;
  guestIndex: number;
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  birthPlace: string;
  nationality: string;
  idType: IdDocumentType;
  idNumberSealed: string;
  idExpiry: string;
  residenceCountry: string;
  residenceAddress: string;
  profession: string;
  arrivingFrom: string;
  goingTo: string;
  phone: string | null;
  email: string | null;
  signedAt: string;
  /** Only when the PDF asks for it. */
  signatureSealed: string | null;
}

interface DeclarationsRow {
  isHost: boolean;
  /** The property asked for, as the caller sees it (null: none asked, or not theirs). */
  propertyName: string | null;
  forms: FormRow[];
  missing: (Omit<DeclarationGap, 'status'> & { status: CheckInStatus })[];
}

// $1 the day, $2 the property or null, $3 whether to read the signatures (the PDF only).
// Arrivals sorted by property name, then guest name and booking id; forms by guest number.
const declarationsSql = `
  WITH arrivals AS MATERIALIZED (
    SELECT b.id, b.property_id, p.name AS property_name, p.address AS property_address,
           b.check_in_date, b.check_out_date, b.checkin_adults, b.checkin_completed_at,
           concat_ws(' ', b.guest_first_name, b.guest_last_name) AS guest_name
      FROM bookings b JOIN properties p ON p.id = b.property_id
     WHERE b.status = 'confirmed' AND b.check_in_date = $1::date
       AND ($2::uuid IS NULL OR b.property_id = $2::uuid)),
  forms AS MATERIALIZED (
    SELECT d.*, a.property_name, a.guest_name
      FROM guest_declarations d JOIN arrivals a ON a.id = d.booking_id)
  SELECT EXISTS (SELECT 1 FROM hosts WHERE id = (SELECT auth.uid())) AS "isHost",
         (SELECT name FROM properties WHERE id = $2::uuid) AS "propertyName",
         (SELECT coalesce(json_agg(json_build_object(
                   'bookingId', a.id, 'propertyId', a.property_id, 'propertyName', a.property_name,
                   'propertyAddress', a.property_address,
                   'checkInDate', to_char(a.check_in_date, 'YYYY-MM-DD'),
                   'checkOutDate', to_char(a.check_out_date, 'YYYY-MM-DD'),
                   'guestIndex', f.guest_index, 'firstName', f.first_name, 'lastName', f.last_name,
                   'sex', f.sex, 'birthDate', to_char(f.birth_date, 'YYYY-MM-DD'), 'birthPlace', f.birth_place,
                   'nationality', f.nationality, 'idType', f.id_type, 'idNumberSealed', f.id_number_enc,
                   'idExpiry', to_char(f.id_expiry, 'YYYY-MM-DD'), 'residenceCountry', f.residence_country,
                   'residenceAddress', f.residence_address, 'profession', f.profession,
                   'arrivingFrom', f.arriving_from, 'goingTo', f.going_to, 'phone', f.phone, 'email', f.email,
                   'signedAt', to_char(f.signed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                   'signatureSealed', CASE WHEN $3::boolean THEN f.signature_enc END)
                 ORDER BY a.property_name, a.guest_name, a.id, f.guest_index), '[]'::json)
            FROM forms f JOIN arrivals a ON a.id = f.booking_id) AS forms,
         (SELECT coalesce(json_agg(json_build_object(
                   'bookingId', a.id, 'propertyName', a.property_name, 'guestName', a.guest_name,
                   'status', ${checkInStatusSql('a')}, 'adults', a.checkin_adults,
                   'received', (SELECT count(*) FROM forms f WHERE f.booking_id = a.id))
                 ORDER BY a.property_name, a.guest_name, a.id), '[]'::json)
            FROM arrivals a WHERE a.checkin_completed_at IS NULL) AS missing`;

export type DeclarationsRead =
  | { kind: 'notAHost' }
  | { kind: 'propertyNotFound' }
  | {
      kind: 'found';
      propertyName: string | null;
      guests: DeclaredGuest[];
      signatures: Map<DeclaredGuest, Uint8Array>;
      missing: DeclarationGap[];
    };

/** A sealed value opened, or an error that says which form and why (the server's log). */
async function opened<T>(value: Promise<T>, context: string): Promise<T> {
  try {
    return await value;
  } catch {
    throw new DeclarationUnreadable(
      `the guest declaration ${context} does not open with DECLARATION_KEY (another key, or altered)`,
    );
  }
}

export class DeclarationUnreadable extends Error {
  override name = 'DeclarationUnreadable';
}

export async function readDeclarations(
  db: Database,
  caller: HostCaller,
  key: CryptoKey,
  request: { date: string; propertyId: string | null; withSignatures: boolean },
): Promise<DeclarationsRead> {
  const { rows } = await asUserQuery<DeclarationsRow>(
    db,
    caller.userId,
    declarationsSql,
    [request.date, request.propertyId, request.withSignatures],
    { name: 'host_declarations' },
    caller.claims,
  );
  const result = rows[0];
  if (!result?.isHost) return { kind: 'notAHost' };
  if (request.propertyId !== null && result.propertyName === null) return { kind: 'propertyNotFound' };
  const signatures = new Map<DeclaredGuest, Uint8Array>();
  const guests: DeclaredGuest[] = [];
  for (const row of result.forms) {
    const { idNumberSealed, signatureSealed, phone, email, ...fields } = row;
    // Bound to its own row: a value moved to another booking or guest does not open.
    const context = declarationContext(row.bookingId, row.guestIndex);
    const idNumber = await opened(openText(key, idNumberSealed, context), context);
    // One plain line per field (no CR/LF, no bidi override) for the JSON, the CSV and the PDF alike.
    const guest = plainDeclaredGuest({ ...fields, idNumber, phone: phone ?? '', email: email ?? '' });
    if (signatureSealed)
      signatures.set(guest, await opened(openBytes(key, signatureSealed, context), context));
    guests.push(guest);
  }
  const missing = result.missing.map((gap) => ({
    ...gap,
    adults: gap.adults === null ? null : Number(gap.adults),
    received: Number(gap.received),
  }));
  const propertyName = result.propertyName === null ? null : singleLine(result.propertyName);
  return { kind: 'found', propertyName, guests, signatures, missing };
}
