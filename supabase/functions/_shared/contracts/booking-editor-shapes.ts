/**
 * The booking editor's shapes (host-bookings' contracts): each field's schema and the 400's message
 * naming it, the booking as the editor reads it back, and the booking a save collides with. Pure
 * (zod only).
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar.ts';
import { validateTypedDoorCode } from '../door-code.ts';
import { normalizePhone } from '../extras-details.ts';
import {
  bookingCurrencies,
  bookingFieldLimits,
  bookingGuestLimits,
  doorCodeLimits,
} from '../host-api-types-bookings.ts';
import { bookingSources } from '../host-api-types-guests.ts';
import { phonePattern } from '../host-api-types-settings.ts';
import { uuidSchema } from '../validation.ts';
import { count, day, id, instant, minorUnits } from './shapes.ts';

const { maxNights } = bookingFieldLimits;

export const bookingFieldMessages = {
  action: 'Send action: "get", "create", "update", "cancel", "generateDoorCode" or "generateBackupDoorCode".',
  bookingId: 'bookingId must be a booking id (a UUID).',
  propertyId: 'propertyId must be a property id (a UUID).',
  firstName: `firstName must be text of at most ${bookingFieldLimits.firstName} characters on one line ("" when not known).`,
  lastName: `lastName must be the guest's last name: 1 to ${bookingFieldLimits.lastName} characters on one line, with a letter (the guest finds the stay with it).`,
  email: `email must be an e-mail address of at most ${bookingFieldLimits.email} characters ("" for none).`,
  phone:
    'phone must be a phone number with its country code, such as +212 6 12 34 56 78 (a +, then digits and spaces), or "" for none.',
  checkIn: 'checkIn must be a date written YYYY-MM-DD.',
  checkOut: `checkOut must be a date written YYYY-MM-DD, after checkIn and at most ${maxNights} nights later.`,
  guests: `guests must be a whole number from ${bookingGuestLimits.min} to ${bookingGuestLimits.max}.`,
  source: `source must be one of ${bookingSources.join(', ')}.`,
  stayTotal: `stayTotal must be a whole number of minor units (cents) from 0 to ${bookingFieldLimits.maxStayTotal}, or null when not known.`,
  currency: `currency must be one of ${bookingCurrencies.join(', ')}.`,
  doorCode: `doorCode must be ${doorCodeLimits.typedMin} to ${doorCodeLimits.typedMax} digits, or "" for none.`,
  backupDoorCode: `backupDoorCode must be ${doorCodeLimits.typedMin} to ${doorCodeLimits.typedMax} digits, or "" (one is made when there is a door code); a booking without a door code has no backup code.`,
  notes: `notes must be text of at most ${bookingFieldLimits.notes} characters.`,
  length: `length must be a whole number from ${doorCodeLimits.generatedMin} to ${doorCodeLimits.generatedMax}.`,
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
} as const;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidBookingMessages: Readonly<Record<string, string>> = bookingFieldMessages;

/** The 400 of a body that is no object (`body`), or an object without a known action (`action`). */
export function invalidBookingBody(value: unknown): string {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return isObject ? bookingFieldMessages.action : bookingFieldMessages.body;
}

export function invalidBookingField(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (issue?.code === 'unrecognized_keys') return bookingFieldMessages.unknown;
  const field = issue?.path[0];
  return (typeof field === 'string' && invalidBookingMessages[field]) || bookingFieldMessages.body;
}

/** One line of text, trimmed (control characters are refused before the schema, as everywhere). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\t\n\r\u2028\u2029]*$/);
const emailFormat = z.email();

/**
 * A phone with its country code, as the rest of the project reads one (`normalizePhone`: a + or 00,
 * then 8 to 15 digits; a Moroccan number 12) and as the database stores it (a +, digits and
 * spaces): "+212 6 12 34 56 78". Kept as typed, trimmed.
 */
export function isBookingPhone(value: string): boolean {
  return phonePattern.test(value) && normalizePhone(value) !== null;
}

/** 4 to 8 digits (trivial or not: a trivial code has its own refusal, `trivial_door_code`). */
function doorCodeWellFormed(value: string): boolean {
  const check = validateTypedDoorCode(value);
  return check.ok || check.problem === 'trivial';
}

/** '' (none) or 4 to 8 digits; whether it is trivial is the handler's (its own refusal code). */
export const doorCode = z
  .string()
  .trim()
  .refine((value) => value === '' || doorCodeWellFormed(value));

/** What the editor edits. `doorCode` '' means none (the host meets the guest, or a key box). */
export const bookingFieldSchemas = {
  propertyId: uuidSchema,
  /** '' when not known. */
  firstName: line(bookingFieldLimits.firstName),
  /** '' only for a channel booking whose guest is not named yet ("Guest name needed"). */
  lastName: line(bookingFieldLimits.lastName),
  email: z
    .string()
    .trim()
    .max(bookingFieldLimits.email)
    .refine((value) => value === '' || emailFormat.safeParse(value).success),
  /** With the country code ("+212 6 12 34 56 78" is accepted and stored as typed, trimmed). */
  phone: z
    .string()
    .trim()
    .max(bookingFieldLimits.phone)
    .refine((value) => value === '' || isBookingPhone(value)),
  checkIn: z.string().refine(isCalendarDate),
  checkOut: z.string().refine(isCalendarDate),
  guests: z.number().int().min(bookingGuestLimits.min).max(bookingGuestLimits.max),
  source: z.enum(bookingSources),
  /** Minor units; null when not known. */
  stayTotal: z.number().int().min(0).max(bookingFieldLimits.maxStayTotal).nullable(),
  currency: z.enum(bookingCurrencies),
  doorCode,
  /**
   * The backup code the guest sees behind "Code not working?" (issue 31): '' or 4 to 8 digits; how it
   * goes with the door code is the handler's (host-bookings/backup-code.ts). '' = none (no door code;
   * or a channel booking whose backup is made when the code is released).
   */
  backupDoorCode: doorCode,
  notes: z.string().trim().max(bookingFieldLimits.notes),
};

/** Every field the editor edits, as the handler reads them. */
export const bookingFields = z.strictObject(bookingFieldSchemas);

/** A booking as the editor reads it back. */
export const editableBooking = z.strictObject({
  id,
  propertyId: id,
  propertyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  checkIn: day,
  checkOut: day,
  guests: count,
  source: z.enum(bookingSources),
  stayTotal: minorUnits.nullable(),
  currency: z.enum(bookingCurrencies),
  doorCode: z.string(),
  backupDoorCode: z.string(),
  notes: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  /** A channel booking without a last name: the guest lookup cannot find it until one is given. */
  nameNeeded: z.boolean(),
  /** The channel calendar event's UID (iCal); null for bookings entered here. */
  externalUid: z.string().nullable(),
  updatedAt: instant,
});

/** The confirmed booking of the same property a save collides with (409 `booking_overlap`'s `conflict`). */
export const overlapConflict = z.strictObject({
  bookingId: id,
  /** The guest's name; '' for a channel booking without one. */
  name: z.string(),
  source: z.enum(bookingSources),
  checkIn: day,
  checkOut: day,
});
