import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** One feed, or every feed of a property. */
export type SyncIcalBody = { feedId: string } | { propertyId: string };

/**
 * Sync now, one feed (`feedId`) or all of a property's (`propertyId`) (host-ical-feeds `syncNow`):
 * the channel's bookings and blocks come in, so the screens that show bookings read them again.
 */
export function useSyncIcalFeeds() {
  return useHostMutation(calls.hostIcalFeedsSyncNow, [
    calls.hostIcalFeedsList,
    'host-calendar',
    'host-dashboard',
    calls.hostGuests,
    'host-analytics',
  ]);
}
