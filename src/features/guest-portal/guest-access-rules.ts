import type { BookingDetails, FindBookingRequest } from '@shared/api-types.ts';

/**
 * The guest's access to a stay (issue 41): the signed token a lookup answers with, kept with the
 * saved stay. Every later request about the booking carries it; a stay without one (saved before
 * tokens, or whose token the server refused) keeps showing and asks for one new lookup.
 */

/** The stay's guest token, or null when it has none. */
export function guestTokenOf(booking: Pick<BookingDetails, 'guestAccess'> | null | undefined): string | null {
  const token = booking?.guestAccess?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The page asks for one new lookup: the stay has no token the server would take. */
export function needsNewLookup(booking: Pick<BookingDetails, 'guestAccess'>): boolean {
  return guestTokenOf(booking) === null;
}

/** The refresh of a saved stay: its id with its token; none without a token (an id alone opens nothing). */
export function refreshRequest(
  booking: Pick<BookingDetails, 'id' | 'guestAccess'>,
): FindBookingRequest | null {
  const guestToken = guestTokenOf(booking);
  return guestToken ? { bookingId: booking.id, guestToken } : null;
}

/**
 * The lookups a payment return tries, in order: the saved stay's token on the device that paid,
 * then the address's return token (another device, or a token the server no longer takes). None:
 * the booking cannot be asked for (an id alone answers as an unknown booking).
 */
export function paymentReturnRequests(
  payment: { bookingId: string; returnToken: string | null },
  saved: Pick<BookingDetails, 'guestAccess'> | null | undefined,
): FindBookingRequest[] {
  const { bookingId, returnToken } = payment;
  const guestToken = guestTokenOf(saved);
  return [
    ...(guestToken ? [{ bookingId, guestToken }] : []),
    ...(returnToken ? [{ bookingId, returnToken }] : []),
  ];
}

/** The booking without its guest token (refused by the server): the same object when it has none. */
export function withoutGuestAccess(booking: BookingDetails): BookingDetails {
  if (!('guestAccess' in booking)) return booking;
  const { guestAccess: _refused, ...rest } = booking;
  return rest;
}
