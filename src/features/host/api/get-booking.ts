import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  BookingDetailsAnswer,
  BookingExtraLine,
  ExtraLineStatus,
} from '@shared/host-api-types-guests.ts';

/** View Details: one booking with its guest's contact and extras (host-booking); idle without an id. */
export function useBooking(bookingId: string | null) {
  return useHostQuery(calls.hostBooking, { bookingId: bookingId ?? '' }, { enabled: bookingId !== null });
}
