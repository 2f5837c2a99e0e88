/**
 * host-booking: the Guests screen's View Details, one booking of the caller's portfolio with the
 * extras its guest chose and its online check-in. Pure (zod only); served by
 * supabase/functions/host-booking.
 */
import { z } from 'zod';
import type { CheckInStatus } from '../api-types.ts';
import { defineContract } from '../contract.ts';
import { bookingSources, stayStatuses } from '../host-api-types-guests.ts';
import { bookingExtraLine } from './booking-shapes.ts';
import { count, currency, day, id, instant, minorUnits } from './shapes.ts';

const checkInStatuses = ['not_started', 'partial', 'complete'] as const satisfies CheckInStatus[];

/** One form received by guest-checkin, as the booking's history keeps it. */
export const checkInChange = z.strictObject({
  guestIndex: count,
  /** 'submitted': the guest's first form; 'replaced': a form sent again in its place. */
  action: z.enum(['submitted', 'replaced']),
  /** The adults declared with this form. */
  adults: count,
  /** The check-in was already complete when this form came. */
  afterComplete: z.boolean(),
  /** The sender's address, as the server saw it. */
  clientIp: z.string(),
  /** The server's time. */
  at: instant,
});

/**
 * A booking's online check-in as View Details shows it (issue 31): the status (the rule of a listed
 * booking's `checkInStatus`), the adults the guest declared (null: not started), the forms received,
 * and the guests whose form is in, by guest number (1 is the main guest). Names only: the forms
 * themselves are in the daily declaration (host-declarations).
 */
export const hostCheckInSummary = z.strictObject({
  status: z.enum(checkInStatuses),
  adults: count.nullable(),
  received: count,
  guests: z.array(z.strictObject({ guestIndex: count, firstName: z.string(), lastName: z.string() })),
  /**
   * Every form received, oldest first, with who and when (issue 41): a form sent again replaces
   * the one before in the declaration, and stays here. Absent from answers saved before it existed.
   */
  history: z.array(checkInChange).optional(),
});

export const hostBooking = defineContract({
  function: 'host-booking',
  caller: 'host',
  summary:
    "View Details: one booking of the caller's portfolio (a booking of another owner is not found), with its guest's contact, the extras the guest chose, the paid extras per currency and the online check-in.",
  request: z.strictObject({
    /** The id from host-guests or host-dashboard. */
    bookingId: z.string().max(100),
  }),
  answer: z.strictObject({
    booking: z.strictObject({
      id,
      firstName: z.string().nullable(),
      /** '' for a channel booking not named yet (`nameNeeded`). */
      lastName: z.string(),
      /** First and last name, as listed. */
      name: z.string(),
      /** No last name yet (a channel booking): "Guest name needed"; the guest lookup cannot find it. */
      nameNeeded: z.boolean(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      guests: count,
      checkIn: day,
      checkOut: day,
      nights: count,
      property: z.strictObject({ name: z.string(), city: z.string().nullable() }),
      source: z.enum(bookingSources),
      status: z.enum(stayStatuses),
      /** The stay's price; null when not known. */
      stayTotal: minorUnits.nullable(),
      currency,
      /** When the booking was recorded. */
      createdAt: instant,
      /** The team's notes on the booking ('' for none): arrival time, requests (issue 43, item 8). */
      notes: z.string(),
    }),
    /** Oldest first. */
    extras: z.array(bookingExtraLine),
    /** Paid extras per currency. */
    extrasPaid: z.array(z.strictObject({ currency, amount: minorUnits })),
    /** The guests' online check-in (issue 31). */
    checkIn: hostCheckInSummary,
  }),
  errors: {
    notFound: { status: 404, code: 'not_found', message: 'No booking with this id in your portfolio.' },
  },
  invalidMessage: 'Send bookingId, the booking’s id as text.',
});
