/**
 * start-stay-checkout (issue 46, docs/direct-booking.md#checkout-start): a visitor books a published
 * home. The server prices the stay itself, holds the nights for 30 minutes (a second visitor sees
 * them taken) and opens a Stripe Checkout session for the total (the local test checkout without a
 * key). Anyone; limited per client address. Pure (zod only); served by supabase/functions/start-stay-checkout.
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar.ts';
import { defineContract } from '../contract.ts';
import { id, instant, minorUnits } from './shapes.ts';
import {
  datesInOrder,
  datesMessage,
  maxGuests,
  stayCurrency,
  stayLanguage,
  staySlug,
} from './stay-shapes.ts';

const date = z.string().refine(isCalendarDate, 'A date is YYYY-MM-DD.');

/** The booking form's fields (First name, Last name, Email, Phone), as the bookings table takes them. */
export const stayGuestDetails = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/),
  /** International form: +, country code, digits and spaces ("+212 661 234 567"). */
  phone: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9 ]{6,19}$/),
});

const quoteRefusal = (code: string, message: string) => ({ status: 409, code, message });

export const startStayCheckout = defineContract({
  function: 'start-stay-checkout',
  caller: 'anonymous',
  successStatus: 201,
  summary:
    'Book a published home: the server prices the stay, holds its nights for 30 minutes and answers the Checkout page’s address for the total (a resend by the same guest for the same nights answers the same hold). 10 per address in a window.',
  request: z
    .strictObject({
      slug: staySlug,
      language: stayLanguage,
      checkIn: date,
      checkOut: date,
      adults: z.number().int().min(1).max(maxGuests),
      children: z.number().int().min(0).max(maxGuests),
      guest: stayGuestDetails,
      /** The guest accepted the house rules and the cancellation policy. */
      consent: z.literal(true),
      /** The total the page showed (minor units): a different server total answers 409 `price_changed`. */
      expectedTotal: minorUnits.optional(),
    })
    .refine(datesInOrder, { message: datesMessage }),
  answer: z.strictObject({
    checkoutUrl: z.string(),
    holdId: id,
    /** The nights are held until then. */
    heldUntil: instant,
    total: minorUnits,
    currency: stayCurrency,
  }),
  errors: {
    notFound: { status: 404, code: 'not_found', message: 'No published home with this address.' },
    nightsTaken: quoteRefusal(
      'nights_taken',
      'Some of these nights were just taken. Please choose other dates.',
    ),
    minimumNights: quoteRefusal('minimum_nights', 'This stay is shorter than the minimum number of nights.'),
    tooManyGuests: quoteRefusal('too_many_guests', 'This home does not take that many guests.'),
    pastDates: quoteRefusal('past_dates', 'These dates are in the past.'),
    tooFarAhead: quoteRefusal('too_far_ahead', 'These dates are too far ahead to book yet.'),
    priceChanged: quoteRefusal('price_changed', 'The price of this stay has changed. Please check it again.'),
    rateLimited: { status: 429, code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
    paymentProviderError: {
      status: 502,
      code: 'payment_provider_error',
      message: "We couldn't set up the payment process. Please try again later.",
    },
  },
  invalidMessage: `Send { "slug", "language", "checkIn", "checkOut", "adults", "children", "guest": { "firstName", "lastName", "email", "phone" (+212 …) }, "consent": true, "expectedTotal"? }. ${datesMessage}`,
});
