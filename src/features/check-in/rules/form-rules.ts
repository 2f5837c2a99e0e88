/**
 * The check-in form's own rules around the shared declaration rules
 * (`@shared/guest-declaration-rules.ts`, the server's too): an empty form, which errors to show and
 * where to take the guest first, the server's field errors, the adults one may declare, the
 * property's today, and each guest's status.
 */
import type { BookingDetails, GuestDeclarationInput } from '@shared/api-types.ts';
import { rihlaTimeZone } from '@shared/calendar.ts';
import {
  type DeclarationField,
  type DeclarationFieldError,
  type DeclarationFieldErrors,
  declarationFields,
  validateGuestDeclaration,
} from '@shared/guest-declaration-rules.ts';
import type { GuestDeclarationDraft } from '@/lib/checkin-drafts';

export type { DeclarationField, DeclarationFieldError, DeclarationFieldErrors };

/** The fields of the form in screen order, the consent box last. */
export type FormField = DeclarationField | 'consent';

export function emptyGuestDraft(): GuestDeclarationDraft {
  return {
    firstName: '',
    lastName: '',
    sex: '',
    birthDate: '',
    birthPlace: '',
    nationality: '',
    idType: '',
    idNumber: '',
    idExpiry: '',
    residenceCountry: '',
    residenceAddress: '',
    profession: '',
    arrivingFrom: '',
    goingTo: '',
    phone: '',
    email: '',
    signature: '',
  };
}

/** The form with what it can hold of a saved draft (drafts from an older version may lack fields). */
export function restoreGuestDraft(saved: Partial<GuestDeclarationDraft> | undefined): GuestDeclarationDraft {
  const form = emptyGuestDraft();
  for (const field of declarationFields) {
    const value = saved?.[field];
    if (typeof value === 'string') (form as Record<string, string>)[field] = value;
  }
  return form;
}

export interface FormContext {
  guestIndex: number;
  booking: Pick<BookingDetails, 'checkInDate' | 'checkOutDate'>;
  /** YYYY-MM-DD, the property's date today. */
  today: string;
}

/** Every field's first problem, as the server judges it too. */
export function guestFormErrors(form: GuestDeclarationDraft, context: FormContext): DeclarationFieldErrors {
  return validateGuestDeclaration(form as GuestDeclarationInput, {
    guestIndex: context.guestIndex,
    checkOutDate: context.booking.checkOutDate,
    checkInDate: context.booking.checkInDate,
    today: context.today,
  });
}

const knownErrors = new Set<string>([
  'required',
  'tooLong',
  'date',
  'future',
  'tooYoung',
  'expired',
  'expiresBeforeCheckOut',
  'idNumberFormat',
  'country',
  'email',
  'phone',
  'signature',
  'signatureSize',
  'nameMismatch',
]);

/**
 * The server's 400 `fields` as the form's own errors: fields of the form only; a code the app does
 * not know yet becomes 'unknown' (shown as "Please check this field").
 */
export function serverFieldErrors(
  fields: Record<string, string>,
): Partial<Record<DeclarationField, DeclarationFieldError | 'unknown'>> {
  const errors: Partial<Record<DeclarationField, DeclarationFieldError | 'unknown'>> = {};
  for (const field of declarationFields) {
    const code = fields[field];
    if (code) errors[field] = knownErrors.has(code) ? (code as DeclarationFieldError) : 'unknown';
  }
  return errors;
}

/** The adults picker's element id: a refusal of the count takes the guest there. */
export const adultsPickerId = 'checkin-adults';

/**
 * The server's refusal of the number of adults (not a field of the form): 'belowReceived' when
 * forms are in for more adults (another phone sent them), 'tooMany' above the booking's guests.
 */
export function adultsRefusal(fields: Record<string, string>): 'belowReceived' | 'tooMany' | null {
  const code = fields.adults;
  return code === 'belowReceived' || code === 'tooMany' ? code : null;
}

/**
 * The server's refusal of the number of adults among the last sends' outcomes and the refusals of
 * forms sent later from the device, if any.
 */
export function adultsRefusalAmong(
  outcomes: readonly ({ status: string; fields?: Record<string, string> } | undefined)[],
  refusals: readonly ({ kind: string; fields?: Record<string, string> } | undefined)[],
): 'belowReceived' | 'tooMany' | null {
  for (const outcome of outcomes) {
    const found = outcome?.status === 'invalid' && outcome.fields ? adultsRefusal(outcome.fields) : null;
    if (found) return found;
  }
  for (const refusal of refusals) {
    const found = refusal?.kind === 'invalid' && refusal.fields ? adultsRefusal(refusal.fields) : null;
    if (found) return found;
  }
  return null;
}

/** The first field (in screen order) with an error: where the guest is taken on submit. */
export function firstErrorField(errors: Partial<Record<FormField, unknown>>): FormField | null {
  return [...declarationFields, 'consent' as const].find((field) => errors[field]) ?? null;
}

/** The errors on screen: those of fields left (blurred) and, after a submit, all of them. */
export function shownErrors<T>(
  errors: Partial<Record<FormField, T>>,
  touched: ReadonlySet<FormField>,
  submitted: boolean,
): Partial<Record<FormField, T>> {
  if (submitted) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field as FormField)),
  ) as Partial<Record<FormField, T>>;
}

/** Without a count from the server, a booking is taken to have room for this many adults. */
export const fallbackMaxAdults = 10;

/** The adults one may declare: 1 to the booking's number of guests. */
export function adultChoices(booking: Pick<BookingDetails, 'checkIn'>): number[] {
  const max = booking.checkIn?.maxGuests;
  const top = Number.isInteger(max) && (max as number) >= 1 ? Math.min(max as number, 30) : fallbackMaxAdults;
  return Array.from({ length: top }, (_, index) => index + 1);
}

/** The property's zone (Morocco's when the answer does not say). */
export function propertyTimeZone(booking: Pick<BookingDetails, 'codeRelease'>): string {
  return booking.codeRelease?.timeZone ?? rihlaTimeZone;
}

/** YYYY-MM-DD in `timeZone` at `now`. */
export function dateInZone(timeZone: string, now: number): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return new Date(now).toISOString().slice(0, 10);
  }
}

export type GuestStatus = 'notStarted' | 'draft' | 'queued' | 'sent';

/** A guest's card: sent (the server has the form), waiting on the device, started, or not started. */
export function guestStatus(options: {
  sent: boolean;
  queued: boolean;
  form?: GuestDeclarationDraft;
}): GuestStatus {
  if (options.sent) return 'sent';
  if (options.queued) return 'queued';
  const started = options.form && declarationFields.some((field) => options.form?.[field] !== '');
  return started ? 'draft' : 'notStarted';
}

/** The guest numbers whose forms the server has, from the booking's check-in summary. */
export function submittedGuests(booking: Pick<BookingDetails, 'checkIn'>): number[] {
  return (booking.checkIn?.submitted ?? []).map((guest) => guest.guestIndex);
}

/** Done when every adult's form has reached the server. */
export function isCheckInComplete(adults: number | null, sent: readonly number[]): boolean {
  if (!adults) return false;
  for (let index = 1; index <= adults; index += 1) if (!sent.includes(index)) return false;
  return true;
}
