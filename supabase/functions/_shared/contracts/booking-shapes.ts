/**
 * A booking as the host screens list it, and one extra of a booking: the shapes several host calls
 * answer with (host-dashboard, host-guests, host-booking, host-extras). Pure (zod only).
 */
import { z } from 'zod';
import type { CheckInStatus } from '../api-types.ts';
import { bookingSources, stayStatuses } from '../host-api-types-guests.ts';
import { count, currency, day, id, instant, minorUnits } from './shapes.ts';

/** The guests' online check-in (issue 31): no form yet, some of the declared adults', all of them. */
const checkInStatuses = ['not_started', 'partial', 'complete'] as const satisfies CheckInStatus[];

/** A booking as the host lists it (Guests table, upcoming check-ins). */
export const listedBooking = z.strictObject({
  id,
  /**
   * First and last name; the last name alone when the first is not known, the first name alone (or
   * '') for a channel booking not named yet.
   */
  name: z.string(),
  checkIn: day,
  checkOut: day,
  /** The property's name. */
  property: z.string(),
  source: z.enum(bookingSources),
  status: z.enum(stayStatuses),
  guests: count,
  /** No last name yet (a channel booking): "Guest name needed"; the guest lookup cannot find it. */
  nameNeeded: z.boolean(),
  checkInStatus: z.enum(checkInStatuses),
});

/** pending: in checkout; released: not paid (abandoned or failed); refunded: paid, then given back. */
export const extraLineStatuses = ['paid', 'pending', 'released', 'refunded'] as const;

/** One extra of a booking, as the guest chose it. */
export const bookingExtraLine = z.strictObject({
  id,
  /** The catalogue id ("airport_transfer", "breakfast"...). */
  extraId: z.string(),
  /** The name recorded with the line (the catalogue's, in the guest's language at the time). */
  name: z.string(),
  quantity: count,
  unitAmount: minorUnits,
  /** unitAmount x quantity. */
  amount: minorUnits,
  currency,
  status: z.enum(extraLineStatuses),
  /**
   * What the guest gave, as text: a transfer's direction, flightNumber, flightDate, flightTime,
   * guestCount, contactNumber, notes, addReturnTransfer and the return leg's returnFlightNumber,
   * returnFlightDate, returnFlightTime; a breakfast's timeMethod, time, people, mornings.
   */
  details: z.record(z.string(), z.string()),
  /** When the order was paid, for paid lines; else null. */
  paidAt: instant.nullable(),
  /** When the guest chose it. */
  orderedAt: instant,
  /** When the Rihla team marked it fulfilled, else null. */
  fulfilledAt: instant.nullable(),
  /**
   * Who did (their display name); null when not fulfilled, or when the caller may not see that team
   * member's name (an owner: Row Level Security shows them their own host row only).
   */
  fulfilledBy: z.string().nullable(),
});
