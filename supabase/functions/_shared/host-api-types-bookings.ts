/**
 * The wire shapes of host-bookings (issue 29: the host adds, edits and cancels a booking), shared by
 * the handler and the host portal. Types and plain constants only: the app imports this file (no
 * zod, no I/O). Dates YYYY-MM-DD (the property's local dates, check-out exclusive: the departure
 * day), money in minor units of `currency` (ISO 4217, upper case on the wire).
 */
import type { BookingSourceName } from './host-api-types-guests.ts';

export const bookingGuestLimits = { min: 1, max: 16 } as const;

/** The currencies a stay total may be in. */
export const bookingCurrencies = ['EUR', 'MAD', 'USD', 'GBP'] as const;
export type BookingCurrency = (typeof bookingCurrencies)[number];

export const bookingFieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 32,
  notes: 2000,
  /** The longest stay, in nights. */
  maxNights: 365,
  /** Minor units (10,000,000.00). */
  maxStayTotal: 1_000_000_000,
} as const;

/**
 * Door codes: a typed one is 4 to 8 digits; a generated one 4 to 6 (the editor asks for a length,
 * 6 by default). Neither may be trivial: one digit repeated (0000), a run up or down (1234, 9876),
 * or a pair or longer block repeated (1212, 12121, 123123). The rules: door-code.ts
 * (`isTrivialDoorCode`, `validateTypedDoorCode`), which the app may import too.
 */
export const doorCodeLimits = { typedMin: 4, typedMax: 8, generatedMin: 4, generatedMax: 6 } as const;

/**
 * A backup door code (issue 31): the guest sees it only behind "Code not working?". Typed, it is
 * checked like the door code (4 to 8 digits, not trivial) and must differ from it. A booking with a
 * door code always has one: on create or update, '' (or leaving it out) while there is a door code
 * makes the server generate one (6 digits); removing the door code removes it. A backup without a
 * door code is refused. Rules: backup-door-code.ts (`validateBackupDoorCode`, the app may import it).
 */
export type BackupDoorCodeProblem = 'format' | 'trivial' | 'same_as_main';

/** What the editor edits. `doorCode` '' means none (the host meets the guest, or a key box). */
export interface HostBookingFields {
  propertyId: string;
  /** '' when not known. */
  firstName: string;
  /** '' only for a channel booking whose guest is not named yet ("Guest name needed"). */
  lastName: string;
  email: string;
  /** E.164-ish, with the country code ("+212 6 12 34 56 78" is accepted and stored as typed, trimmed). */
  phone: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  source: BookingSourceName;
  /** Minor units; null when not known. */
  stayTotal: number | null;
  currency: BookingCurrency;
  doorCode: string;
  /** '' = none (no door code; or a channel booking whose backup is made when the code is released). */
  backupDoorCode: string;
  notes: string;
}

/** A booking as the editor reads it back. */
export interface HostEditableBooking extends HostBookingFields {
  id: string;
  propertyName: string;
  status: 'confirmed' | 'cancelled';
  /** A channel booking without a last name: the guest lookup cannot find it until one is given. */
  nameNeeded: boolean;
  /** The channel calendar event's UID (iCal); null for bookings entered here. */
  externalUid: string | null;
  /** ISO 8601 instant. */
  updatedAt: string;
}

export type HostBookingsRequest =
  | { action: 'get'; bookingId: string }
  /** A new booking needs a last name (the guest finds it with it). */
  | ({ action: 'create' } & HostBookingFields)
  | ({ action: 'update'; bookingId: string } & Partial<HostBookingFields>)
  | { action: 'cancel'; bookingId: string }
  /** A fresh door code for the editor's "Generate" (nothing is saved). */
  | { action: 'generateDoorCode'; length?: number }
  /** A fresh backup code (6 digits) different from `doorCode` for the editor's "Generate" (nothing is saved). */
  | { action: 'generateBackupDoorCode'; doorCode?: string };

/** `get`, `create` (201), `update`, `cancel`: the booking as it now is. */
export interface HostBookingAnswer {
  booking: HostEditableBooking;
}

/** `generateDoorCode` and `generateBackupDoorCode`: the code made (nothing is saved). */
export interface HostDoorCodeAnswer {
  doorCode: string;
}

/**
 * 409 `booking_overlap`: the confirmed booking of the same property whose dates the save collides
 * with (the body carries it beside `error` and `code`).
 */
export interface BookingOverlapRefusal {
  error: string;
  code: 'booking_overlap';
  conflict: {
    bookingId: string;
    /** The guest's name; '' for a channel booking without one. */
    name: string;
    source: BookingSourceName;
    checkIn: string;
    checkOut: string;
  };
}

/** The refusal codes the editor explains in the host's language (besides invalid_request per field). */
export const bookingErrorCodes = [
  'booking_overlap',
  'booking_cancelled',
  'trivial_door_code',
  /** The backup code typed is too easy to guess (400). */
  'trivial_backup_door_code',
  /** The backup code is the door code itself (400). */
  'backup_same_as_main',
  'not_found',
  'property_not_found',
] as const;
