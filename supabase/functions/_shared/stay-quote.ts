/**
 * A stay's quote for the public calls (issue 46, docs/direct-booking.md#quotes): why the dates and
 * guests cannot be booked (in the order a guest fixes them: dates in the past or too far ahead, too
 * many guests, the minimum stay, taken nights), else the price (stay-price.ts). And the calendar's
 * taken nights, merged into ranges. Pure.
 */
import { bookingHorizonDays } from './contracts/stay-shapes.ts';
import { addDays } from './extras-dates.ts';
import { minNightsFor, nightsBetween, priceStay, type StayPrice, type StayRates } from './stay-price.ts';

/** Nights [from, to). */
export interface NightRange {
  from: string;
  to: string;
}

export interface StayCapacity {
  maxAdults: number;
  maxChildren: number;
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

export type QuoteRefusalReason =
  | 'nights_taken'
  | 'minimum_nights'
  | 'too_many_guests'
  | 'past_dates'
  | 'too_far_ahead';

export type StayQuoteResult =
  | ({ available: true; checkIn: string; checkOut: string; adults: number; children: number } & StayPrice)
  | {
      available: false;
      checkIn: string;
      checkOut: string;
      reason: QuoteRefusalReason;
      minNights: number;
      maxAdults: number;
      maxChildren: number;
    };

/** True when [a) and [b) share a night. */
export function overlaps(a: NightRange, b: NightRange): boolean {
  return a.from < b.to && b.from < a.to;
}

/** Ranges sorted and merged (touching or overlapping ones become one), clipped to the window. */
export function mergeRanges(ranges: readonly NightRange[], window?: NightRange): NightRange[] {
  const clipped = ranges
    .map((range) =>
      window
        ? {
            from: range.from < window.from ? window.from : range.from,
            to: range.to > window.to ? window.to : range.to,
          }
        : { ...range },
    )
    .filter((range) => range.from < range.to)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: NightRange[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range.from <= last.to) {
      if (range.to > last.to) last.to = range.to;
    } else merged.push(range);
  }
  return merged;
}

/** The quote for a request: the first reason it cannot be booked, else its price. */
export function quoteStay(
  rates: StayRates,
  capacity: StayCapacity,
  request: StayRequest,
  taken: readonly NightRange[],
  today: string,
): StayQuoteResult {
  const { checkIn, checkOut, adults, children } = request;
  const minNights = minNightsFor(rates, checkIn);
  const refuse = (reason: QuoteRefusalReason): StayQuoteResult => ({
    available: false,
    checkIn,
    checkOut,
    reason,
    minNights,
    maxAdults: capacity.maxAdults,
    maxChildren: capacity.maxChildren,
  });
  if (checkIn < today) return refuse('past_dates');
  if (checkOut > addDays(today, bookingHorizonDays)) return refuse('too_far_ahead');
  if (adults > capacity.maxAdults || children > capacity.maxChildren) return refuse('too_many_guests');
  if (nightsBetween(checkIn, checkOut) < minNights) return refuse('minimum_nights');
  if (taken.some((range) => overlaps(range, { from: checkIn, to: checkOut }))) return refuse('nights_taken');
  return {
    available: true,
    checkIn,
    checkOut,
    adults,
    children,
    ...priceStay(rates, checkIn, checkOut, request),
  };
}
