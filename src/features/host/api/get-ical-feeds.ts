import type { IcalFeedSource } from '@shared/host-api-types-ical.ts';
import { env } from '@/config/env';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  HostIcalFeeds,
  HostIcalSyncAnswer,
  IcalConflict,
  IcalFeed,
  IcalFeedError,
  IcalFeedSource,
  IcalSyncResult,
} from '@shared/host-api-types-ical.ts';
export {
  icalFeedLabelMaxLength,
  icalFeedSources,
  icalFeedUrlMaxLength,
} from '@shared/host-api-types-ical.ts';

/** A property's channel calendars and its export feed's secret (host-ical-feeds `list`). */
export function useIcalFeeds(propertyId: string) {
  return useHostQuery(calls.hostIcalFeedsList, { propertyId });
}

/**
 * The export feed a channel imports: public, its secret token is the key (ical-export). With the
 * channel: every booking and the blocks of the other channels' feeds; without, bookings only.
 */
export function exportFeedUrl(exportToken: string, channel?: IcalFeedSource): string {
  const url = `${env.supabaseUrl}/functions/v1/ical-export?token=${encodeURIComponent(exportToken)}`;
  return channel ? `${url}&channel=${channel}` : url;
}
