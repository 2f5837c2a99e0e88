/**
 * host-bookings' request: the zod schema of each action, the rules that span fields (the stay's
 * dates, the door code, the last name of a channel booking), and the 400's message for each field.
 */
import { z } from 'zod';
import { isCalendarDate } from '../_shared/calendar.ts';
import { validateTypedDoorCode } from '../_shared/door-code.ts';
import { normalizePhone } from '../_shared/extras-details.ts';
import {
  bookingCurrencies,
  bookingFieldLimits,
  bookingGuestLimits,
  doorCodeLimits,
  type HostBookingFields,
} from '../_shared/host-api-types-bookings.ts';
import { bookingSources } from '../_shared/host-api-types-guests.ts';
import { phonePattern } from '../_shared/host-api-types-settings.ts';
import { uuidSchema } from '../_shared/validation.ts';

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

const fields = {
  propertyId: uuidSchema,
  firstName: line(bookingFieldLimits.firstName),
  lastName: line(bookingFieldLimits.lastName),
  email: z
    .string()
    .trim()
    .max(bookingFieldLimits.email)
    .refine((value) => value === '' || emailFormat.safeParse(value).success),
  phone: z
    .string()
    .trim()
    .max(bookingFieldLimits.phone)
    .refine((value) => value === '' || isBookingPhone(value)),
  checkIn: z.string().refine(isCalendarDate),
  checkOut: z.string().refine(isCalendarDate),
  guests: z.number().int().min(bookingGuestLimits.min).max(bookingGuestLimits.max),
  source: z.enum(bookingSources),
  stayTotal: z.number().int().min(0).max(bookingFieldLimits.maxStayTotal).nullable(),
  currency: z.enum(bookingCurrencies),
  /** '' (none) or 4 to 8 digits; whether it is trivial is the handler's (its own refusal code). */
  doorCode: z
    .string()
    .trim()
    .refine((value) => value === '' || doorCodeWellFormed(value)),
  /** The same; how it goes with the door code is the handler's (backup-code.ts). */
  backupDoorCode: z
    .string()
    .trim()
    .refine((value) => value === '' || doorCodeWellFormed(value)),
  notes: z.string().trim().max(bookingFieldLimits.notes),
};

export const bookingsRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('get'), bookingId: uuidSchema }),
  z.strictObject({
    action: z.literal('create'),
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
  z.strictObject({
    action: z.literal('update'),
    bookingId: uuidSchema,
    ...z.object(fields).partial().shape,
    // '' only completes nothing on a channel booking (the handler refuses it on the others).
    lastName: fields.lastName.refine((value) => value === '' || /[\p{L}\p{N}]/u.test(value)).optional(),
  }),
  z.strictObject({ action: z.literal('cancel'), bookingId: uuidSchema }),
  z.strictObject({
    action: z.literal('generateDoorCode'),
    length: z.number().int().min(doorCodeLimits.generatedMin).max(doorCodeLimits.generatedMax).optional(),
  }),
  z.strictObject({ action: z.literal('generateBackupDoorCode'), doorCode: fields.doorCode.optional() }),
]);

export type BookingsRequest = z.infer<typeof bookingsRequestSchema>;
export type BookingFieldValues = Partial<HostBookingFields>;

const { maxNights } = bookingFieldLimits;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidBookingMessages: Record<string, string> = {
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
};

/** The refusal's message: the first field the schema found wrong, named. */
export function invalidBookingMessage(error: unknown): string {
  const issue = (error as { issues?: { code?: string; path?: PropertyKey[] }[] }).issues?.[0];
  if (issue?.code === 'unrecognized_keys') return invalidBookingMessages.unknown!;
  const field = issue?.path?.[0];
  return (typeof field === 'string' && invalidBookingMessages[field]) || invalidBookingMessages.body!;
}

/** The number of nights from check-in to check-out (both real dates YYYY-MM-DD). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** True when check-out is after check-in and the stay is at most `maxNights` nights. */
export function stayDatesValid(checkIn: string, checkOut: string): boolean {
  const nights = nightsBetween(checkIn, checkOut);
  return nights >= 1 && nights <= maxNights;
}

/** The editor's fields and their columns (update builds its SET from this list only). */
export const columnOf: Record<keyof HostBookingFields, string> = {
  propertyId: 'property_id',
  firstName: 'guest_first_name',
  lastName: 'guest_last_name',
  email: 'guest_email',
  phone: 'guest_phone',
  checkIn: 'check_in_date',
  checkOut: 'check_out_date',
  guests: 'guests_count',
  source: 'source',
  stayTotal: 'stay_total',
  currency: 'currency',
  doorCode: 'smart_lock_code',
  backupDoorCode: 'backup_door_code',
  notes: 'notes',
};

/** The value stored for a field: texts '' are null (none) except notes; currencies lower case. */
export function storedValue<K extends keyof HostBookingFields>(
  field: K,
  value: HostBookingFields[K],
): string | number | null {
  if (field === 'currency') return (value as string).toLowerCase();
  if (field === 'notes') return value as string;
  if (value === '') return null;
  return value as string | number | null;
}
