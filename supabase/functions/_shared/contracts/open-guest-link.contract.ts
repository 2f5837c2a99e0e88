/**
 * open-guest-link (issue 45): the guest opens their personal link, /s/<token>; the answer is the
 * lookup's for a found booking (its guest token included). Pure (zod only); served by
 * supabase/functions/open-guest-link.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { findBookingByDetails } from './find-booking-by-details.contract.ts';
import { bookingDetails } from './guest-booking-shapes.ts';
import { guestRefusals } from './guest-refusals.ts';

export const openGuestLink = defineContract({
  function: 'open-guest-link',
  caller: 'anonymous',
  summary:
    "Open my personal link: the booking as the lookup answers it (door code as its release rule says, a guest token); an unknown, replaced or cancelled booking's link is the lookup's unknown booking. Limited per address only (60 per 15 minutes), never per name.",
  request: z.object({
    /** The link's token (/s/<token>), in the body: never in a URL the servers log. */
    token: z.string().max(200),
  }),
  answer: bookingDetails,
  errors: {
    /** Exactly the lookup's unknown booking. */
    notFound: findBookingByDetails.errors.notFound,
    rateLimited: findBookingByDetails.errors.rateLimited,
    notConfigured: guestRefusals.notConfigured,
  },
  invalidMessage: 'Send { "token" }, the personal link’s token.',
});
