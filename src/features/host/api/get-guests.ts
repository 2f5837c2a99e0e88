import type { GuestsRequest } from '@shared/host-api-types-guests.ts';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  BookingSourceName,
  GuestsAnswer,
  GuestsRequest,
  ListedBooking,
  StayStatus,
} from '@shared/host-api-types-guests.ts';

/** The Guests table's rows per page. */
export const guestsPageSize = 10;

/**
 * One page of the Guests table, searched by guest or property name (host-guests). While the next
 * page or search loads, the current rows stay on screen.
 */
export function useGuests(request: GuestsRequest) {
  return useHostQuery(calls.hostGuests, request, { keepPrevious: true });
}
