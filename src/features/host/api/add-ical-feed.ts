import type { HostIcalFeeds, HostIcalFeedsRequest } from '@shared/host-api-types-ical.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type AddIcalFeedBody = Extract<HostIcalFeedsRequest, { action: 'add' }>;

/** Add feed (host-ical-feeds `add`): https only (`url_refused`), one per address (`feed_exists`). */
export function useAddIcalFeed() {
  return useLegacyHostMutation<AddIcalFeedBody, HostIcalFeeds>('host-ical-feeds', ['host-ical-feeds']);
}
