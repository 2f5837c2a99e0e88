import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

export type { AddIcalFeedBody } from '@shared/host-api-types-ical.ts';

/** Add feed (host-ical-feeds `add`): https only (`url_refused`), one per address (`feed_exists`). */
export function useAddIcalFeed() {
  return useHostMutation(calls.hostIcalFeedsAdd, [calls.hostIcalFeedsList]);
}
