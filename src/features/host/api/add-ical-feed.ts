import type { HostIcalFeeds, HostIcalFeedsRequest } from '@shared/host-api-types-ical.ts';
import { useHostMutation } from './use-host-mutation';

export type AddIcalFeedBody = Extract<HostIcalFeedsRequest, { action: 'add' }>;

/** Add feed (host-ical-feeds `add`): https only (`url_refused`), one per address (`feed_exists`). */
export function useAddIcalFeed() {
  return useHostMutation<AddIcalFeedBody, HostIcalFeeds>('host-ical-feeds', ['host-ical-feeds']);
}
