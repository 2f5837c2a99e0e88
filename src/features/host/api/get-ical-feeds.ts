import type { HostIcalFeeds } from '@shared/host-api-types-ical.ts';
import { env } from '@/config/env';
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
  return useHostQuery<HostIcalFeeds>('host-ical-feeds', { action: 'list', propertyId });
}

/** The export feed the channels import: public, its secret token is the key (ical-export). */
export function exportFeedUrl(exportToken: string): string {
  return `${env.supabaseUrl}/functions/v1/ical-export?token=${encodeURIComponent(exportToken)}`;
}
