/**
 * host-bookings: the booking editor (issue 29): the host adds, edits and cancels a booking of their
 * portfolio (an owner: their properties' bookings; the team: all), and the guest finds it at once.
 * Dates YYYY-MM-DD (the property's local dates, check-out the departure day), money in minor units of
 * `currency` (upper case on the wire). The fields' shapes: booking-editor-shapes.ts. Pure (zod only);
 * served by supabase/functions/host-bookings.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { doorCodeLimits } from '../host-api-types-bookings.ts';
import { uuidSchema } from '../validation.ts';
import {
  bookingFieldMessages,
  doorCode,
  editableBooking,
  bookingFieldSchemas as fields,
  invalidBookingField,
} from './booking-editor-shapes.ts';

const bookingAnswer = z.strictObject({ booking: editableBooking });
const doorCodeAnswer = z.strictObject({ doorCode: z.string() });

export const notFoundMessage = 'No booking with this id in your portfolio.';
export const propertyNotFoundMessage = 'No such property in your portfolio.';
export const cancelledMessage =
  'This booking is cancelled: it cannot be changed any more. Add a new booking for these guests instead.';
export const trivialDoorCodeMessage =
  'This door code is too easy to guess (one digit repeated, a run such as 1234 or 9876, or a repeated pattern such as 1212): choose another, or generate one.';
export const trivialBackupDoorCodeMessage =
  'This backup code is too easy to guess (one digit repeated, a run such as 1234, or a repeated pattern): choose another, or generate one.';
export const backupSameAsMainMessage =
  'The backup code must differ from the door code: the guest tries it when the door code does not work.';
export const overlapFallbackMessage = 'These dates overlap another confirmed stay of this property.';

const notFound = { status: 404, code: 'not_found', message: notFoundMessage };
const propertyNotFound = { status: 404, code: 'property_not_found', message: propertyNotFoundMessage };
const invalid = (message: string) => ({ status: 400, code: 'invalid_request', message });

/** The refusals of a save: its dates, its door codes, its property, an overlap. */
const saveRefusals = {
  /** Check-out not after check-in, or more than 365 nights later. */
  datesInvalid: invalid(bookingFieldMessages.checkOut),
  trivialDoorCode: { status: 400, code: 'trivial_door_code', message: trivialDoorCodeMessage },
  trivialBackupDoorCode: {
    status: 400,
    code: 'trivial_backup_door_code',
    message: trivialBackupDoorCodeMessage,
  },
  backupSameAsMain: { status: 400, code: 'backup_same_as_main', message: backupSameAsMainMessage },
  /** Not 4 to 8 digits, or a backup without a door code. */
  backupDoorCodeInvalid: invalid(bookingFieldMessages.backupDoorCode),
  propertyNotFound,
  /**
   * The body names the booking collided with, and carries it as `conflict: { bookingId, name, source,
   * checkIn, checkOut }`: "These dates overlap Yasmine El Amrani's stay (a direct booking, 2027-04-10
   * to 2027-04-14). …"; the message below when it is gone by the time it is read.
   */
  bookingOverlap: { status: 409, code: 'booking_overlap', message: overlapFallbackMessage },
};

/**
 * A write the database refused on its own checks (a race past the handler's): a 4xx, never a 500;
 * the same code and message as a refusal the calls list (`propertyNotFound`, the 400 of the body).
 */
export const refusedByDatabase = {
  /** The property went meanwhile, or Row Level Security would not take the row. */
  propertyGone: propertyNotFound,
  invalidValue: invalid(bookingFieldMessages.body),
};

const common = {
  function: 'host-bookings',
  caller: 'host',
  invalidMessage: bookingFieldMessages.body,
  invalidMessageFor: invalidBookingField,
} as const;

export const hostBookingsGet = defineContract({
  ...common,
  action: 'get',
  summary:
    "The booking editor's booking, every editable field; another owner's booking and an unknown id are the same 404.",
  request: z.strictObject({ bookingId: uuidSchema }),
  answer: bookingAnswer,
  errors: { notFound },
});

export const hostBookingsCreate = defineContract({
  ...common,
  action: 'create',
  successStatus: 201,
  summary:
    'Add booking: the guest finds it at once with its last name; a door code always comes with a backup code (typed, or made when ""); answered 201.',
  request: z.strictObject({
    ...fields,
    // A booking entered here is found by the guest with its last name: one is required.
    lastName: fields.lastName.min(1).regex(/[\p{L}\p{N}]/u),
    firstName: fields.firstName.default(''),
    email: fields.email.default(''),
    phone: fields.phone.default(''),
    guests: fields.guests.default(1),
    source: fields.source.default('direct'),
    stayTotal: fields.stayTotal.default(null),
    currency: fields.currency.default('EUR'),
    doorCode: fields.doorCode.default(''),
    backupDoorCode: fields.backupDoorCode.default(''),
    notes: fields.notes.default(''),
  }),
  answer: bookingAnswer,
  // notFound: the booking written cannot be read back (Row Level Security would not show it).
  errors: { notFound, ...saveRefusals },
});

export const hostBookingsUpdate = defineContract({
  ...common,
  action: 'update',
  summary:
    "Save changes: only the fields sent change; a channel booking's last name may be completed (or left ''), a name once given is never taken away.",
  request: z.strictObject({
    bookingId: uuidSchema,
    ...z.object(fields).partial().shape,
    // '' only completes nothing on a channel booking (the handler refuses it on the others).
    lastName: fields.lastName.refine((value) => value === '' || /[\p{L}\p{N}]/u.test(value)).optional(),
  }),
  answer: bookingAnswer,
  errors: {
    notFound,
    bookingCancelled: { status: 409, code: 'booking_cancelled', message: cancelledMessage },
    /** '' sent as the last name of a booking that has one, or of a booking entered here. */
    lastNameRemoved: invalid(bookingFieldMessages.lastName),
    ...saveRefusals,
  },
});

export const hostBookingsCancel = defineContract({
  ...common,
  action: 'cancel',
  summary:
    'Cancel booking: the guest no longer finds the stay, the row is kept (again: the same answer); a channel booking cancelled here stays so whatever its calendar says.',
  request: z.strictObject({ bookingId: uuidSchema }),
  answer: bookingAnswer,
  errors: { notFound },
});

export const hostBookingsGenerateDoorCode = defineContract({
  ...common,
  action: 'generateDoorCode',
  summary: "The editor's Generate: a fresh door code, never trivial, `length` digits (6); nothing is saved.",
  request: z.strictObject({
    length: z.number().int().min(doorCodeLimits.generatedMin).max(doorCodeLimits.generatedMax).optional(),
  }),
  answer: doorCodeAnswer,
});

export const hostBookingsGenerateBackupDoorCode = defineContract({
  ...common,
  action: 'generateBackupDoorCode',
  summary:
    "The editor's Generate beside the backup code: 6 digits, never trivial, never `doorCode` itself; nothing is saved.",
  request: z.strictObject({ doorCode: doorCode.optional() }),
  answer: doorCodeAnswer,
});
