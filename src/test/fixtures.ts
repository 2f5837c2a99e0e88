import type { BookingDetails } from '@shared/api-types.ts';

/** A booking as the lookup returns it (the demo's Booking A, checking out far ahead), for unit tests. */
export function testBooking(overrides: Partial<BookingDetails> = {}): BookingDetails {
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
    ...overrides,
  };
}
