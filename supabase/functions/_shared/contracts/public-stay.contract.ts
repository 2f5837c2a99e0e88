/**
 * public-stay (issue 46, docs/direct-booking.md): a published home's page, /stays/<slug>: its public
 * face in the request's language, the calendar of taken nights, and with dates the quote the server
 * prices (or why those dates cannot be booked, in the answer: the page still shows the home). Anyone;
 * an unpublished or unknown home is 404. Pure (zod only); served by supabase/functions/public-stay.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { count, day } from './shapes.ts';
import {
  amenityKey,
  cancellationKinds,
  datesInOrder,
  datesMessage,
  stayCurrency,
  stayDatesAndGuests,
  stayLanguage,
  stayMoney,
  stayPhoto,
  stayQuote,
  stayQuoteRefused,
  staySlug,
} from './stay-shapes.ts';

const nightRange = z.strictObject({ from: day, to: day });

const stayPage = z.strictObject({
  slug: staySlug,
  /** The language the texts are in: the request's, or English when the home has none in it. */
  language: stayLanguage,
  title: z.string(),
  description: z.string(),
  cityKey: z.string(),
  city: z.string(),
  neighbourhood: z.string(),
  capacity: z.strictObject({ adults: count, children: count }),
  bedrooms: count,
  beds: count,
  bathrooms: count,
  /** Keys of the fixed list (stay-shapes.ts amenityKeys), in the list's order. */
  amenities: z.array(amenityKey),
  photos: z.array(stayPhoto),
  /** The house rules in the request's language (else as written); '' when there are none. */
  houseRules: z.string(),
  /** HH:MM, the home's local time. */
  checkInTime: z.string(),
  checkOutTime: z.string(),
  cancellation: z.strictObject({
    kind: z.enum(cancellationKinds),
    /** Full refund until this many days before check-in. */
    fullRefundDays: count,
    /** The policy in one paragraph, in the request's language. */
    text: z.string(),
  }),
  /** A map link (https) near the home, never its exact address; null when not set. */
  mapUrl: z.string().nullable(),
  fromNightly: stayMoney,
  currency: stayCurrency,
  /** Always null for now: never an invented rating. */
  rating: z.null(),
});

const calendar = z.strictObject({
  /** The window: [from, to), from the home's today (or calendarFrom) for 12 months. */
  from: day,
  to: day,
  /** Taken nights as half-open ranges [from, to), merged (bookings, channel and hand blocks, holds): `to` is free to arrive on. */
  taken: z.array(nightRange),
  /** The home's minimum stay. */
  minNights: count,
  /** Periods whose check-in nights need another minimum (dated rates): [from, to). */
  minNightsPeriods: z.array(z.strictObject({ from: day, to: day, minNights: count })),
});

export const publicStay = defineContract({
  function: 'public-stay',
  caller: 'anonymous',
  summary:
    "A published home's page: its public face in the request's language, 12 months of taken nights, and with dates the server's quote (nights by rate, cleaning, tourist tax, total) or the reason those dates cannot be booked.",
  request: z
    .strictObject({
      slug: staySlug,
      language: stayLanguage,
      /** The calendar window's first day (a month the page shows); never before the home's today. */
      calendarFrom: z.iso.date().optional(),
      ...stayDatesAndGuests,
    })
    .refine(datesInOrder, { message: datesMessage }),
  answer: z.strictObject({
    stay: stayPage,
    calendar,
    /** null without dates. */
    quote: z.discriminatedUnion('available', [stayQuote, stayQuoteRefused]).nullable(),
  }),
  errors: {
    notFound: { status: 404, code: 'not_found', message: 'No published home with this address.' },
    rateLimited: { status: 429, code: 'rate_limited', message: 'Too many attempts. Please try again later.' },
  },
  invalidMessage: `Send { "slug", "language": "en" | "fr" | "es" | "ar", "calendarFrom"?, "checkIn"?, "checkOut"?, "adults"? (1-16), "children"? (0-16) }. ${datesMessage}`,
});
