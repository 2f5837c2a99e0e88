import type { BookingDetails } from '@shared/api-types.ts';

/**
 * A booking as the lookup returns it (the demo's Booking A, checking out far ahead), for unit tests,
 * with its guest token (issue 41): `guestAccess: undefined` stands for a stay saved before tokens.
 */
export function testBooking(overrides: Partial<BookingDetails> = {}): BookingDetails {
  const id = overrides.id ?? 'b-1';
  return {
    id: 'b-1',
    bookingId: 'b-1',
    propertyName: 'Riad Yasmine',
    propertyAddress: '12 Derb Sidi Bouloukat, Marrakech',
    checkInDate: '2026-11-24',
    checkOutDate: '2099-11-28',
    smartLockCode: '4827',
    wifiNetwork: 'Rihla Guest',
    wifiPassword: 'mint-tea-4827',
    localRecommendations: null,
    walkthrough: null,
    propertyImageUrls: [],
    booking_extras: [],
    guestAccess: { token: `guest-token-${id}`, expiresAt: '2099-11-28T23:00:00.000Z' },
    ...overrides,
  };
}
