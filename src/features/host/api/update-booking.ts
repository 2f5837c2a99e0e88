import * as calls from '@/lib/calls.generated';
import { bookingWriteInvalidates } from './create-booking';
import { useHostMutation } from './use-host-mutation';

/** Save changes (host-bookings `update`): only the fields sent change; the booking as it now is. */
export function useUpdateBooking() {
  return useHostMutation(calls.hostBookingsUpdate, bookingWriteInvalidates);
}
