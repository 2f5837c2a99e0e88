import type { HostBookingAnswer, HostBookingsRequest } from '@shared/host-api-types-bookings.ts';
import type { HostFunctionName } from './use-host-query';
import { useLegacyHostMutation } from './use-legacy-host-calls';

export type CreateBookingBody = Extract<HostBookingsRequest, { action: 'create' }>;

/** What a booking write changes: the lists, the dashboard, the calendar, the stay totals and the editor. */
export const bookingWriteInvalidates: HostFunctionName[] = [
  'host-guests',
  'host-dashboard',
  'host-calendar',
  'host-booking',
  'host-bookings',
  'host-analytics',
];

/** Add booking (host-bookings `create`, 201): the booking as saved, with its id. */
export function useCreateBooking() {
  return useLegacyHostMutation<CreateBookingBody, HostBookingAnswer>(
    'host-bookings',
    bookingWriteInvalidates,
  );
}
