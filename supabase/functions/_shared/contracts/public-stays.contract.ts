/**
 * public-stays (issue 46, docs/direct-booking.md): the site's /stays list. Anyone; published homes
 * only. With dates, only the homes free for every night (and whose minimum stay and capacity fit),
 * each with its total for the stay as the server prices it. Pure (zod only); served by
 * supabase/functions/public-stays.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { count, minorUnits } from './shapes.ts';
import {
  datesInOrder,
  datesMessage,
  stayCurrency,
  stayDatesAndGuests,
  stayLanguage,
  stayMoney,
  stayPhoto,
  staySlug,
} from './stay-shapes.ts';

const listedStay = z.strictObject({
  slug: staySlug,
  /** In the request's language (English when the home has no text in it). */
  title: z.string(),
  /** The city's key, as `city` in the request takes it ("Marrakech"). */
  cityKey: z.string(),
  /** The city and the neighbourhood in the request's language. */
  city: z.string(),
  neighbourhood: z.string(),
  capacity: z.strictObject({ adults: count, children: count }),
  bedrooms: count,
  beds: count,
  bathrooms: count,
  /** The gallery's first photo; null when the home has none yet. */
  cover: stayPhoto.nullable(),
  /** The lowest nightly amount of the base rate and the dated rates not yet over. */
  fromNightly: stayMoney,
  /** Always null for now: a home without reviews shows no rating, never an invented one. */
  rating: z.null(),
  /** With dates: the stay's nights and total (cleaning and tourist tax included); without, null. */
  stay: z.strictObject({ nights: count, total: minorUnits, currency: stayCurrency }).nullable(),
});

export const publicStays = defineContract({
  function: 'public-stays',
  caller: 'anonymous',
  summary:
    'The published homes for /stays, filtered by city, guests and dates; with dates only the homes free for every night (minimum stay and capacity met), each with its stay total; the cities to filter by.',
  request: z
    .strictObject({
      language: stayLanguage,
      /** A city key from `cities` (case-insensitive); left out, every city. */
      city: z.string().trim().min(1).max(100).optional(),
      ...stayDatesAndGuests,
    })
    .refine(datesInOrder, { message: datesMessage }),
  answer: z.strictObject({
    stays: z.array(listedStay),
    /** Every city with a published home, for the filter: its key and its name in the request's language. */
    cities: z.array(z.strictObject({ key: z.string(), name: z.string() })),
  }),
  errors: {},
  invalidMessage: `Send { "language": "en" | "fr" | "es" | "ar", "city"?, "checkIn"?, "checkOut"?, "adults"? (1-16), "children"? (0-16) }. ${datesMessage}`,
});
