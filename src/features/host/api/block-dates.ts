import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/**
 * Block Dates (host-calendar-blocks `create`): nights of a property blocked by hand; a block over a
 * confirmed booking (409 `block_overlaps_booking`) or another block by hand (409
 * `block_overlaps_block`) is refused. The calendar and the dashboard's teaser read again.
 */
export function useBlockDates() {
  return useHostMutation(calls.hostCalendarBlocksCreate, ['host-calendar']);
}

/** Unblock (host-calendar-blocks `remove`): dates blocked by hand are free again. */
export function useUnblockDates() {
  return useHostMutation(calls.hostCalendarBlocksRemove, ['host-calendar']);
}
