/**
 * find-booking-by-details: the guest finds their booking by last name and check-in date, or with a
 * token they hold (issue 41: the booking id alone is never a key). Pure (zod only); served by
 * supabase/functions/find-booking-by-details.
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar.ts';
import { defineContract } from '../contract.ts';
import { guestTokenSchema, uuidSchema } from '../validation.ts';
import { bookingDetails } from './guest-booking-shapes.ts';
import { guestRefusals } from './guest-refusals.ts';

export const findBookingByDetails = defineContract({
  function: 'find-booking-by-details',
  caller: 'anonymous',
  summary:
    'Find my booking: by last name and check-in date (misses limited per window), or the refresh of a saved stay and the payment return with a token the guest holds; the booking, its door code as its release rule says, and a guest token for every later call.',
  request: z.union([
    z.object({
      lastName: z.string().trim().min(1).max(100),
      /** YYYY-MM-DD. */
      checkInDate: z.string().refine(isCalendarDate),
    }),
    // Issue 41: the refresh of a saved stay (and the payment return on its device) with the guest token;
    // the payment return elsewhere with its return token; the id alone answers as an unknown booking.
    z.object({ bookingId: uuidSchema, guestToken: guestTokenSchema }),
    z.object({ bookingId: uuidSchema, returnToken: guestTokenSchema }),
    z.object({ bookingId: uuidSchema, fromPayment: z.literal(true) }),
  ]),
  answer: bookingDetails,
  errors: {
    notFound: {
      status: 404,
      code: 'not_found',
      message: "We couldn't find a booking with those details. Please check the last name and check-in date.",
    },
    guestTokenInvalid: guestRefusals.guestTokenInvalid,
    rateLimited: { status: 429, code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
    /** Strangers' guesses (or the guest's own typos) used up the name and date's allowance, from any address. */
    nameRateLimited: {
      status: 429,
      code: 'rate_limited_name',
      message: 'Too many attempts with this last name and check-in date. Please try again later.',
    },
    notConfigured: guestRefusals.notConfigured,
  },
  invalidMessage: 'Please send a last name and a check-in date (YYYY-MM-DD), or a booking id from a payment.',
});
