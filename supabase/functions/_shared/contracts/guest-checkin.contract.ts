/**
 * guest-checkin (issues 31 and 41): one adult's individual form (Law 80-14) for a booking, sent with
 * the booking's guest token; answers the booking as the lookup now answers it. Pure (zod only);
 * served by supabase/functions/guest-checkin.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { guestDeclarationInputSchema } from '../guest-declaration-schema.ts';
import { uuidSchema } from '../validation.ts';
import { bookingDetails } from './guest-booking-shapes.ts';
import { guestRefusals } from './guest-refusals.ts';

export const guestCheckIn = defineContract({
  function: 'guest-checkin',
  caller: 'guest',
  summary:
    "Online check-in: one adult's form (sent again, it replaces the first and the host's history records it) and the number of adults, which may not go below the forms received; answers the booking as the lookup does, with the door code when this form released it. 60 submissions per address in 15 minutes, 30 per booking in an hour.",
  // The shape only (types, bounds no honest form reaches): each field's own rules are
  // guest-declaration-rules.ts's, answered as 400 `invalid_declaration` with one code per field.
  // `consent` is any boolean so that `false` gets that answer; `guestToken` may be missing (or
  // empty) so that a request without it is answered as an unknown booking (404, issue 41).
  request: z.object({
    bookingId: uuidSchema,
    /** The booking's guest token (the lookup's `guestAccess.token`). */
    guestToken: z.string().max(4096).optional(),
    /** How many adults will stay: 1 to the booking's number of guests. */
    adults: z.number().int().min(1).max(50),
    /** 1 to `adults`; 1 is the main guest. */
    guestIndex: z.number().int().min(1).max(50),
    guest: guestDeclarationInputSchema,
    /** The consent text was shown and accepted (Law 09-08): must be true. */
    consent: z.boolean(),
    consentVersion: z.string().trim().min(1).max(40),
    language: z.enum(['en', 'fr', 'es', 'ar']),
  }),
  /** `booking.guestAccess` is the request's token. */
  answer: z.strictObject({ booking: bookingDetails }),
  errors: {
    invalidDeclaration: {
      status: 400,
      code: 'invalid_declaration',
      message:
        'Please check the form: {field} {what is wrong}. `fields` holds one code per field: the form’s (guest-declaration-rules.ts), lastName `nameMismatch`, adults `tooMany` or `belowReceived`, guestIndex `tooHigh`, consent `required`.',
    },
    guestTokenInvalid: guestRefusals.guestTokenInvalid,
    /** No token, a token of another booking, or no such confirmed booking: the lookup's answer. */
    notFound: {
      status: 404,
      code: 'not_found',
      message: "We couldn't find a booking with those details. Please check the last name and check-in date.",
    },
    stayEnded: {
      status: 409,
      code: 'stay_ended',
      message: 'This stay has ended: online check-in is closed.',
    },
    rateLimited: { status: 429, code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
    /** No DECLARATION_KEY (or not a 32-byte base64 key), or no GUEST_TOKEN_SECRET. */
    notConfigured: {
      status: 503,
      code: 'not_configured',
      message: 'Online check-in is not available yet. Please try again later.',
    },
  },
  invalidMessage:
    'Please send a booking id, the number of adults, the guest number, the guest’s form, the consent, its version and the language.',
});
