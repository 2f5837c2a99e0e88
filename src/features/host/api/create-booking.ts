import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** What a booking write changes: the lists, the dashboard, the calendar, the stay totals and the editor. */
export const bookingWriteInvalidates = [
  calls.hostGuests,
  calls.hostDashboard,
  calls.hostCalendar,
  calls.hostBooking,
  calls.hostBookingsGet,
  calls.hostAnalytics,
];

/** Add booking (host-bookings `create`, 201): the booking as saved, with its id. */
export function useCreateBooking() {
  return useHostMutation(calls.hostBookingsCreate, bookingWriteInvalidates);
}
