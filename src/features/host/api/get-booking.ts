import type { BookingDetailsAnswer } from '@shared/host-api-types-guests.ts';
import { useLegacyHostQuery } from './use-host-query';

export type {
  BookingDetailsAnswer,
  BookingExtraLine,
  ExtraLineStatus,
} from '@shared/host-api-types-guests.ts';

/** View Details: one booking with its guest's contact and extras (host-booking); idle without an id. */
export function useBooking(bookingId: string | null) {
  return useLegacyHostQuery<BookingDetailsAnswer>(
    'host-booking',
    { bookingId: bookingId ?? '' },
    { enabled: bookingId !== null },
  );
}
