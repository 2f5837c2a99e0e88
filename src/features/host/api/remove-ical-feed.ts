import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Remove a channel calendar (host-ical-feeds `remove`): its blocks go, its bookings stay. */
export function useRemoveIcalFeed() {
  return useHostMutation(calls.hostIcalFeedsRemove, [calls.hostIcalFeedsList, 'host-calendar']);
}
