import { validateBackupDoorCode } from '@shared/backup-door-code.ts';
import { validateTypedDoorCode } from '@shared/door-code.ts';
import {
  type BookingCurrency,
  bookingFieldLimits,
  bookingGuestLimits,
  type CreateBookingRequest,
  doorCodeLimits,
  type HostBookingFields,
  type HostEditableBooking,
  type UpdateBookingRequest,
} from '@shared/host-api-types-bookings.ts';
import type { BookingSourceName } from '@shared/host-api-types-guests.ts';
import { phonePattern } from '@shared/host-api-types-settings.ts';

/** What the booking editor holds while the host types (NumberInput gives '' for an empty field). */
export interface BookingFormValues {
  propertyId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD; check-out is the departure day. */
  checkIn: string | null;
  checkOut: string | null;
  guests: number | string;
  source: BookingSourceName;
  /** Major units ("1250.50"); '' when not known. */
  stayTotal: number | string;
  currency: BookingCurrency;
  doorCode: string;
  /** '' with a door code: the server makes one on save; without a door code there is none. */
  backupDoorCode: string;
  notes: string;
}

export type BookingFormField =
  | 'propertyId'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'dates'
  | 'guests'
  | 'stayTotal'
  | 'doorCode'
  | 'backupDoorCode'
  | 'notes';

/** Per field, the key under host.json `bookingEditor.errors` of what is wrong. */
/** What is wrong with a field: its text is host.json `bookingEditor.errors.<code>`. */
export type BookingErrorCode =
  | 'propertyRequired'
  | 'propertyGone'
  | 'nameTooLong'
  | 'lastNameRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'phoneInvalid'
  | 'phoneTooLong'
  | 'datesRequired'
  | 'checkOutAfterCheckIn'
  | 'stayTooLong'
  | 'overlap'
  | 'guestsRange'
  | 'stayTotalInvalid'
  | 'doorCodeDigits'
  | 'doorCodeTrivial'
  | 'notesTooLong'
  | 'backupSameAsMain';

export type BookingFormErrors = Partial<Record<BookingFormField, BookingErrorCode>>;

/** A phone number as typed, with its country code; the example the texts show. */
export const phoneExample = '+212 6 12 34 56 78';

/** Kept left to right inside a right-to-left sentence (Unicode isolates), so Arabic shows it as typed. */
export const ltr = (text: string) => `\u2066${text}\u2069`;
/** A name in its own direction inside a sentence ("Riad Yasmine" in Arabic), whatever that is. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The numbers the error texts name ({{max}}, {{min}}...), one set for every field's text. */
export const bookingErrorValues = {
  nameMax: bookingFieldLimits.firstName,
  emailMax: bookingFieldLimits.email,
  phoneMax: bookingFieldLimits.phone,
  notesMax: bookingFieldLimits.notes,
  maxNights: bookingFieldLimits.maxNights,
  guestsMin: bookingGuestLimits.min,
  guestsMax: bookingGuestLimits.max,
  codeMin: doorCodeLimits.typedMin,
  codeMax: doorCodeLimits.typedMax,
  example: ltr(phoneExample),
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A phone as host-bookings takes it: "+", the country code, then digits and spaces (the settings'
 * phonePattern), 8 to 15 digits in all, a Moroccan (+212) number 12, the national 0 after the
 * country code allowed ("+212 0612..."), as the project's normalizePhone reads a number (its module
 * brings zod, which the editor does not need for this).
 */
export function isBookingPhone(phone: string): boolean {
  if (!phonePattern.test(phone)) return false;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('2120') && digits.length === 13) digits = `212${digits.slice(4)}`;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return false;
  return !digits.startsWith('212') || digits.length === 12;
}
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Runs of spaces as one, outer spaces gone. */
export function tidy(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Nights between two YYYY-MM-DD dates (check-out exclusive), or null when either is missing. */
export function nightsBetween(checkIn: string | null, checkOut: string | null): number | null {
  if (!checkIn || !checkOut || !isoDate.test(checkIn) || !isoDate.test(checkOut)) return null;
  const day = (value: string) => {
    const [year, month, date] = value.split('-').map(Number);
    return Date.UTC(year as number, (month as number) - 1, date as number) / 86_400_000;
  };
  return Math.round(day(checkOut) - day(checkIn));
}

/** A stay total in major units as minor units, null when empty, NaN when not an amount. */
export function toMinorUnits(total: number | string): number | null {
  if (total === '' || total === null) return null;
  const value = typeof total === 'number' ? total : Number(String(total).replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/**
 * The editor's errors, the contract's rules before the server sees them. `lastNameRequired`: false
 * only for a channel booking, whose guest may not be named yet.
 */
export function bookingFormErrors(
  values: BookingFormValues,
  options: { lastNameRequired: boolean },
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  if (!values.propertyId) errors.propertyId = 'propertyRequired';
  const firstName = tidy(values.firstName);
  const lastName = tidy(values.lastName);
  if (firstName.length > bookingFieldLimits.firstName) errors.firstName = 'nameTooLong';
  // A name has a letter or a digit (the server's rule): "-" is no name.
  if (lastName && !/[\p{L}\p{N}]/u.test(lastName)) errors.lastName = 'lastNameRequired';
  else if (!lastName && options.lastNameRequired) errors.lastName = 'lastNameRequired';
  else if (lastName.length > bookingFieldLimits.lastName) errors.lastName = 'nameTooLong';
  const email = values.email.trim();
  if (email.length > bookingFieldLimits.email) errors.email = 'emailTooLong';
  else if (email && !emailPattern.test(email)) errors.email = 'emailInvalid';
  const phone = tidy(values.phone);
  if (phone.length > bookingFieldLimits.phone) errors.phone = 'phoneTooLong';
  else if (phone && !isBookingPhone(phone)) errors.phone = 'phoneInvalid';
  const nights = nightsBetween(values.checkIn, values.checkOut);
  if (nights === null) errors.dates = 'datesRequired';
  else if (nights < 1) errors.dates = 'checkOutAfterCheckIn';
  else if (nights > bookingFieldLimits.maxNights) errors.dates = 'stayTooLong';
  const guests = Number(values.guests);
  if (
    values.guests === '' ||
    !Number.isInteger(guests) ||
    guests < bookingGuestLimits.min ||
    guests > bookingGuestLimits.max
  ) {
    errors.guests = 'guestsRange';
  }
  const total = toMinorUnits(values.stayTotal);
  if (total !== null && (Number.isNaN(total) || total < 0 || total > bookingFieldLimits.maxStayTotal)) {
    errors.stayTotal = 'stayTotalInvalid';
  }
  const doorCode = values.doorCode.trim();
  const check = doorCode === '' ? null : validateTypedDoorCode(doorCode);
  if (check && !check.ok)
    errors.doorCode = check.problem === 'trivial' ? 'doorCodeTrivial' : 'doorCodeDigits';
  const backup = values.backupDoorCode.trim();
  const backupCheck = doorCode === '' || backup === '' ? null : validateBackupDoorCode(backup, doorCode);
  if (backupCheck && !backupCheck.ok) errors.backupDoorCode = backupProblems[backupCheck.problem];
  if (values.notes.trim().length > bookingFieldLimits.notes) errors.notes = 'notesTooLong';
  return errors;
}

const backupProblems = {
  format: 'doorCodeDigits',
  trivial: 'doorCodeTrivial',
  same_as_main: 'backupSameAsMain',
} as const;

/** The form's first field in error, in screen order (the focus goes there). */
export function firstErrorField(errors: BookingFormErrors): BookingFormField | null {
  const order: BookingFormField[] = [
    'propertyId',
    'firstName',
    'lastName',
    'email',
    'phone',
    'dates',
    'guests',
    'stayTotal',
    'doorCode',
    'backupDoorCode',
    'notes',
  ];
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** The booking's fields from valid values: texts trimmed, the total in minor units. */
export function bookingFields(values: BookingFormValues): HostBookingFields {
  return {
    propertyId: values.propertyId ?? '',
    firstName: tidy(values.firstName),
    lastName: tidy(values.lastName),
    email: values.email.trim(),
    phone: tidy(values.phone),
    checkIn: values.checkIn ?? '',
    checkOut: values.checkOut ?? '',
    guests: Number(values.guests),
    source: values.source,
    stayTotal: toMinorUnits(values.stayTotal),
    currency: values.currency,
    doorCode: values.doorCode.trim(),
    // A backup opens the same door: none without a door code (the server removes it with the code).
    backupDoorCode: values.doorCode.trim() ? values.backupDoorCode.trim() : '',
    notes: values.notes.trim(),
  };
}

/** Add booking's body (host-bookings `create`). */
export function createBookingBody(values: BookingFormValues): CreateBookingRequest {
  return bookingFields(values);
}

/**
 * An update sends only what the host changed, so a field changed meanwhile elsewhere (a channel
 * sync, another tablet) is not written back with its old value.
 */
export function updateBookingBody(
  values: BookingFormValues,
  saved: HostEditableBooking,
): UpdateBookingRequest {
  const fields = bookingFields(values);
  // A copy saved on the tablet before backup codes existed has none: '' as the form shows it.
  const before: HostBookingFields = { ...saved, backupDoorCode: saved.backupDoorCode ?? '' };
  const changed: Partial<HostBookingFields> = {};
  for (const key of Object.keys(fields) as (keyof HostBookingFields)[]) {
    if (fields[key] !== before[key]) Object.assign(changed, { [key]: fields[key] });
  }
  return { bookingId: saved.id, ...changed };
}

/** A new booking's starting values: the only property chosen when there is one. */
export function newBookingValues(propertyIds: string[]): BookingFormValues {
  return {
    propertyId: propertyIds.length === 1 ? (propertyIds[0] ?? null) : null,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    checkIn: null,
    checkOut: null,
    guests: 2,
    source: 'direct',
    stayTotal: '',
    currency: 'EUR',
    doorCode: '',
    backupDoorCode: '',
    notes: '',
  };
}

/** A saved booking as the editor's values (the total back in major units). */
export function bookingValues(booking: HostEditableBooking): BookingFormValues {
  return {
    propertyId: booking.propertyId,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests,
    source: booking.source,
    stayTotal: booking.stayTotal === null ? '' : booking.stayTotal / 100,
    currency: booking.currency,
    doorCode: booking.doorCode,
    backupDoorCode: booking.backupDoorCode ?? '',
    notes: booking.notes,
  };
}
