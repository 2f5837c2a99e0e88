import type { HostBookingAnswer } from '@shared/host-api-types-bookings.ts';
import { useLegacyHostQuery } from './use-legacy-host-calls';

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
  return useLegacyHostQuery<HostBookingAnswer>(
    'host-bookings',
    { action: 'get', bookingId: bookingId ?? '' },
    { enabled: bookingId !== null },
  );
}
