import type { HostBookingAnswer, HostBookingsRequest } from '@shared/host-api-types-bookings.ts';
import { bookingWriteInvalidates } from './create-booking';
import { useLegacyHostMutation } from './use-legacy-host-calls';

export type CancelBookingBody = Extract<HostBookingsRequest, { action: 'cancel' }>;

/** Cancel booking (host-bookings `cancel`): the guest no longer finds the stay; the row is kept. */
export function useCancelBooking() {
  return useLegacyHostMutation<CancelBookingBody, HostBookingAnswer>(
    'host-bookings',
    bookingWriteInvalidates,
  );
}
