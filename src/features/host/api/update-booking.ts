import type { HostBookingAnswer, HostBookingsRequest } from '@shared/host-api-types-bookings.ts';
import { bookingWriteInvalidates } from './create-booking';
import { useLegacyHostMutation } from './use-legacy-host-calls';

export type UpdateBookingBody = Extract<HostBookingsRequest, { action: 'update' }>;

/** Save changes (host-bookings `update`): only the fields sent change; the booking as it now is. */
export function useUpdateBooking() {
  return useLegacyHostMutation<UpdateBookingBody, HostBookingAnswer>(
    'host-bookings',
    bookingWriteInvalidates,
  );
}
