import * as calls from '@/lib/calls.generated';
import { bookingWriteInvalidates } from './create-booking';
import { useHostMutation } from './use-host-mutation';

/** Cancel booking (host-bookings `cancel`): the guest no longer finds the stay; the row is kept. */
export function useCancelBooking() {
  return useHostMutation(calls.hostBookingsCancel, bookingWriteInvalidates);
}
