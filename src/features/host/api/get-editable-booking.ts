import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  BookingCurrency,
  HostBookingAnswer,
  HostEditableBooking,
} from '@shared/host-api-types-bookings.ts';
export {
  bookingCurrencies,
  bookingFieldLimits,
  bookingGuestLimits,
  doorCodeLimits,
} from '@shared/host-api-types-bookings.ts';

/** The booking editor's booking, every editable field (host-bookings `get`); idle without an id. */
export function useEditableBooking(bookingId: string | null) {
  return useHostQuery(calls.hostBookingsGet, { bookingId: bookingId ?? '' }, { enabled: bookingId !== null });
}
