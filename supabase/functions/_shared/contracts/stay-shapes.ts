/**
 * The shapes of the published stays' public calls (issue 46, docs/direct-booking.md): languages,
 * currencies, amenities, the stay's dates and guests, the price breakdown the server computes and the
 * reasons a stay cannot be booked. Pure (zod only).
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar.ts';
import { count, day, minorUnits } from './shapes.ts';

export const stayLanguages = ['en', 'fr', 'es', 'ar'] as const;
export const stayLanguage = z.enum(stayLanguages);

/** The currencies a home is priced in: never converted, the guest pays in the home's own. */
export const stayCurrencies = ['EUR', 'MAD'] as const;
export const stayCurrency = z.enum(stayCurrencies);

/**
 * The fixed list of amenities (migration 0044 checks the same keys): the page shows each with its
 * icon and its name in the page's language (texts by key on the client).
 */
export const amenityKeys = [
  'wifi',
  'air_conditioning',
  'heating',
  'kitchen',
  'washing_machine',
  'pool',
  'rooftop_terrace',
  'patio',
  'garden',
  'hammam',
  'fireplace',
  'workspace',
  'tv',
  'free_parking',
  'breakfast',
  'airport_transfer',
  'baby_cot',
  'mountain_view',
  'sea_view',
  'self_check_in',
] as const;
export const amenityKey = z.enum(amenityKeys);

/** Cancellation policies: full refund until `fullRefundDays` before check-in, then as the kind says. */
export const cancellationKinds = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;

/** The longest stay the site sells, and how far ahead it does (days from the property's today). */
export const maxStayNights = 60;
export const bookingHorizonDays = 540;
export const maxGuests = 16;

/** A slug: lower-case letters, digits and single hyphens ("riad-yasmine"). */
export const staySlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

const date = z.string().refine(isCalendarDate, 'A date is YYYY-MM-DD.');

/** Dates and guests as the address carries them (`?checkIn=…&checkOut=…&adults=2&children=0`). */
export const stayDatesAndGuests = {
  /** The first night, YYYY-MM-DD. Sent with checkOut, or neither. */
  checkIn: date.optional(),
  /** The morning of departure (exclusive), YYYY-MM-DD. */
  checkOut: date.optional(),
  /** Adults (13 and over: the tourist tax counts them); 1 when left out. */
  adults: z.number().int().min(1).max(maxGuests).optional(),
  /** Children (under 13); 0 when left out. */
  children: z.number().int().min(0).max(maxGuests).optional(),
};

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** Refines a request holding stayDatesAndGuests: both dates or neither, in order, at most maxStayNights. */
export function datesInOrder(value: { checkIn?: string; checkOut?: string }): boolean {
  if (value.checkIn === undefined && value.checkOut === undefined) return true;
  if (value.checkIn === undefined || value.checkOut === undefined) return false;
  const nights = daysBetween(value.checkIn, value.checkOut);
  return nights >= 1 && nights <= maxStayNights;
}

export const datesMessage = `Send checkIn and checkOut together (YYYY-MM-DD), check-out after check-in, at most ${maxStayNights} nights.`;

/** An amount in a home's currency. */
export const stayMoney = z.strictObject({ amount: minorUnits, currency: stayCurrency });

/** A photo of the public gallery. */
export const stayPhoto = z.strictObject({
  url: z.string(),
  /** In the request's language. */
  alt: z.string(),
  width: count.nullable(),
  height: count.nullable(),
});

/** A run of nights at one nightly amount: [from, to) as the calendar's half-open ranges. */
export const quoteLine = z.strictObject({
  /** The first night of the run. */
  from: day,
  /** The day after the run's last night. */
  to: day,
  nights: count,
  /** Per night, minor units. */
  nightly: minorUnits,
  /** nights × nightly. */
  amount: minorUnits,
  /** true: a dated rate (a season, a holiday); false: the home's base nightly rate. */
  dated: z.boolean(),
});

/**
 * The price of the stay, as the server computes it (the price authority, _shared/stay-price.ts):
 * nights by rate, cleaning, the tourist tax as its own line, the total; integer minor units of the
 * home's currency.
 */
export const stayQuote = z.strictObject({
  available: z.literal(true),
  checkIn: day,
  checkOut: day,
  nights: count,
  adults: count,
  children: count,
  currency: stayCurrency,
  lines: z.array(quoteLine),
  /** The nights' sum. */
  nightsTotal: minorUnits,
  cleaningFee: minorUnits,
  /** Per adult per night × adults × nights (children pay none). */
  touristTax: z.strictObject({ perAdultNight: minorUnits, adults: count, nights: count, amount: minorUnits }),
  total: minorUnits,
});

/**
 * Why these dates and guests cannot be booked (the page says it in its language, by code):
 * - `nights_taken`: at least one night is taken (a booking, a channel's or a hand block, a hold);
 * - `minimum_nights`: fewer nights than `minNights` (the dated rate's of the check-in night, else the home's);
 * - `too_many_guests`: more adults or children than the home takes (`maxAdults`, `maxChildren`);
 * - `past_dates`: check-in before the home's today;
 * - `too_far_ahead`: check-out past the booking horizon.
 */
export const quoteRefusalReasons = [
  'nights_taken',
  'minimum_nights',
  'too_many_guests',
  'past_dates',
  'too_far_ahead',
] as const;

export const stayQuoteRefused = z.strictObject({
  available: z.literal(false),
  checkIn: day,
  checkOut: day,
  reason: z.enum(quoteRefusalReasons),
  /** The minimum that applies to this check-in. */
  minNights: count,
  maxAdults: count,
  maxChildren: count,
});
