/**
 * host-declarations: the daily guest declaration (issue 31, Law 80-14). Pure (zod only); served by
 * supabase/functions/host-declarations.
 */
import { z } from 'zod';
import type { CheckInStatus, IdDocumentType, Sex } from '../api-types.ts';
import { isCalendarDate } from '../calendar.ts';
import { defineContract } from '../contract.ts';
import { uuidSchema } from '../validation.ts';
import { count, day, id, instant } from './shapes.ts';

const checkInStatuses = ['not_started', 'partial', 'complete'] as const satisfies CheckInStatus[];
const sexes = ['female', 'male'] as const satisfies Sex[];
const idTypes = ['passport', 'cnie', 'residence_card'] as const satisfies IdDocumentType[];

/** One adult's form, decrypted for the booking's owner or the team. */
export const declaredGuest = z.strictObject({
  bookingId: id,
  propertyId: id,
  propertyName: z.string(),
  propertyAddress: z.string(),
  checkInDate: day,
  checkOutDate: day,
  /** 1 is the main guest. */
  guestIndex: count,
  firstName: z.string(),
  lastName: z.string(),
  sex: z.enum(sexes),
  birthDate: day,
  birthPlace: z.string(),
  nationality: z.string(),
  idType: z.enum(idTypes),
  idNumber: z.string(),
  idExpiry: day,
  residenceCountry: z.string(),
  residenceAddress: z.string(),
  profession: z.string(),
  arrivingFrom: z.string(),
  goingTo: z.string(),
  phone: z.string(),
  email: z.string(),
  /** When the server received the signed form. */
  signedAt: instant,
});

/** A booking arriving that day whose forms are not all in (the host chases them). */
export const declarationGap = z.strictObject({
  bookingId: id,
  propertyName: z.string(),
  guestName: z.string(),
  status: z.enum(checkInStatuses),
  /** Adults declared (null: not started). */
  adults: count.nullable(),
  /** Forms received. */
  received: count,
});

const bodyMessage = 'Send a JSON object: { date, propertyId?, format? }.';

/** What each field must be: the 400's message names the first field that is not. */
export const invalidDeclarationsMessages: Record<string, string> = {
  date: 'date must be the day of arrival, written YYYY-MM-DD.',
  propertyId: 'propertyId must be a property id (a UUID), or "all" (or left out) for every property.',
  format: 'format must be "json", "csv" or "pdf".',
  unknown: 'The request holds a field this function does not take: date, propertyId and format only.',
  body: bodyMessage,
};

const pdfRefusal = (message: string) => ({ status: 503, code: 'pdf_unavailable', message });

export const hostDeclarations = defineContract({
  function: 'host-declarations',
  caller: 'host',
  summary:
    'The daily guest declaration: the adults arriving on `date` at one property (or all the caller sees) with their decrypted forms, and the bookings whose forms are not all in. With `format` "csv" the answer is a file instead, text/csv (UTF-8 with BOM, `;` between fields), one row per adult under the form\'s French labels; with "pdf" an application/pdf file, one A4 page per adult with the signature (or one page saying nobody arrives); both with `Content-Disposition: attachment; filename="rihla-declaration-<date>.<csv|pdf>"` and Cache-Control no-store. A PDF that passes its limits is refused 503 `pdf_unavailable` with Retry-After.',
  request: z.strictObject({
    /** The day of arrival. */
    date: z.string().refine(isCalendarDate),
    /** One property, or "all" (the same as leaving it out). */
    propertyId: z.union([uuidSchema, z.literal('all')]).optional(),
    /** "json" (the default, the answer below), "csv" or "pdf" (a file: see the summary). */
    format: z.enum(['json', 'csv', 'pdf']).optional(),
  }),
  answer: z.strictObject({
    date: day,
    /** The property asked for; null for all. */
    propertyId: id.nullable(),
    /** By property, booking and guest number. */
    guests: z.array(declaredGuest),
    /** The day's arrivals whose check-in is not complete. */
    missing: z.array(declarationGap),
  }),
  errors: {
    notConfigured: {
      status: 503,
      code: 'not_configured',
      message:
        'The guest declarations cannot be read yet: the server has no declaration key. Please try again later.',
    },
    notFound: { status: 404, code: 'not_found', message: 'No such property in your portfolio.' },
    pdfTooSlow: pdfRefusal(
      'The PDF took too long to make. Try one property at a time, or try again in a minute.',
    ),
    pdfTooLarge: pdfRefusal('The PDF needed more memory than allowed. Try one property at a time.'),
    pdfBusy: pdfRefusal('Other PDFs are being made right now. Please try again in a minute.'),
  },
  invalidMessage: bodyMessage,
  invalidMessageFor: (issues) => {
    const issue = issues[0];
    if (issue?.code === 'unrecognized_keys') return invalidDeclarationsMessages.unknown ?? bodyMessage;
    const field = issue?.path?.[0];
    return (typeof field === 'string' && invalidDeclarationsMessages[field]) || bodyMessage;
  },
});
