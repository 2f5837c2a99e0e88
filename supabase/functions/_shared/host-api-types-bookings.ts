/**
 * The wire shapes of host-bookings (issue 29: the host adds, edits and cancels a booking), shared by
 * the handler and the host portal. Types and plain constants only: the app imports this file (no
 * zod, no I/O); the zod schemas are the contract's (contracts/host-bookings.contract.ts). Dates
 * YYYY-MM-DD (the property's local dates, check-out exclusive: the departure day), money in minor
 * units of `currency` (ISO 4217, upper case on the wire).
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type { bookingFields, editableBooking, overlapConflict } from './contracts/booking-editor-shapes.ts';
import type {
  hostBookingsCreate,
  hostBookingsGenerateDoorCode,
  hostBookingsGet,
  hostBookingsUpdate,
} from './contracts/host-bookings.contract.ts';

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

/** What the editor edits (every field): contracts/host-bookings.contract.ts. */
export type HostBookingFields = z.output<typeof bookingFields>;

/** A booking as the editor reads it back. */
export type HostEditableBooking = z.infer<typeof editableBooking>;

/** `get`, `create` (201), `update`, `cancel`: the booking as it now is. */
export type HostBookingAnswer = AnswerOf<typeof hostBookingsGet>;

/** `generateDoorCode` and `generateBackupDoorCode`: the code made (nothing is saved). */
export type HostDoorCodeAnswer = AnswerOf<typeof hostBookingsGenerateDoorCode>;

/** Add booking: a new booking needs a last name (the guest finds it with it). */
export type CreateBookingRequest = RequestOf<typeof hostBookingsCreate>;
/** Save changes: the booking's id and the fields that change. */
export type UpdateBookingRequest = RequestOf<typeof hostBookingsUpdate>;

/**
 * 409 `booking_overlap`: the confirmed booking of the same property whose dates the save collides
 * with (the body carries it beside `error` and `code`).
 */
export interface BookingOverlapRefusal {
  error: string;
  code: 'booking_overlap';
  conflict: z.infer<typeof overlapConflict>;
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
