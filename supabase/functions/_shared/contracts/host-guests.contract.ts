/** host-guests: the Guests screen's table. Pure (zod only); served by supabase/functions/host-guests. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { listedBooking } from './booking-shapes.ts';
import { count, pageNumber } from './shapes.ts';

export const maxGuestsPageSize = 50;
export const defaultGuestsPageSize = 20;

export const hostGuests = defineContract({
  function: 'host-guests',
  caller: 'host',
  summary:
    "The Guests table (Guest Name, Check-in Date, Check-out Date, Property, Booking Source, Status) for the caller's portfolio, searched by guest or property name (case and accents ignored), sorted by check-in date, then name and id, a page at a time.",
  request: z.strictObject({
    /** Matched anywhere in the guest's or the property's name; blank is no search. */
    search: z.string().max(100).optional(),
    page: pageNumber.max(100_000).optional(),
    pageSize: z.number().int().min(1).max(maxGuestsPageSize).optional(),
    /** "desc" (the default): latest check-in first. */
    order: z.enum(['desc', 'asc']).optional(),
  }),
  answer: z.strictObject({
    /** The page's bookings (a page past the end is empty, with the total). */
    bookings: z.array(listedBooking),
    total: count,
    page: pageNumber,
    pageSize: pageNumber,
    pageCount: count,
  }),
  invalidMessage: `Send search (text, at most 100 characters), page (1 or more), pageSize (1 to ${maxGuestsPageSize}) and order ("desc" or "asc"), each optional.`,
});
