/**
 * The channel calendars on the property editor: the Add feed form's rules (the server's limits),
 * a failed sync's and a refused action's texts by code, and what a sync did, in totals. Pure.
 */
import {
  type IcalFeedError,
  type IcalSyncResult,
  icalFeedLabelMaxLength,
  icalFeedUrlMaxLength,
} from '@shared/host-api-types-ical.ts';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionErrorKind } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';

export interface FeedFormValues {
  url: string;
  source: string;
  label: string;
}

export type FeedFormErrors = Partial<Record<keyof FeedFormValues, TextKey<'host'>>>;

/** The Add feed form's errors (host texts' keys), before the server sees it. */
export function feedFormErrors(values: FeedFormValues): FeedFormErrors {
  const errors: FeedFormErrors = {};
  const url = values.url.trim();
  if (!url) errors.url = 'calendarFeeds.form.errors.urlRequired';
  else if (url.length > icalFeedUrlMaxLength) errors.url = 'calendarFeeds.form.errors.urlTooLong';
  else if (!/^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(url)) errors.url = 'calendarFeeds.form.errors.urlHttps';
  if (!values.source) errors.source = 'calendarFeeds.form.errors.source';
  if (values.label.trim().length > icalFeedLabelMaxLength)
    errors.label = 'calendarFeeds.form.errors.labelTooLong';
  return errors;
}

/** Why a feed's last sync failed, in the host's words. */
export const feedErrorKey = (code: IcalFeedError): TextKey<'host'> => `calendarFeeds.errors.${code}`;

/** A refused feed action (add, remove, sync, regenerate): the channel's own refusals, else the usual cause. */
export function feedActionErrorKey(error: {
  kind: HostFunctionErrorKind;
  code?: string | null;
}): TextKey<'host'> {
  if (error.code === 'url_refused') return 'calendarFeeds.form.errors.urlRefused';
  if (error.code === 'feed_exists') return 'calendarFeeds.form.errors.feedExists';
  return hostErrorKey(error, true);
}

export interface SyncTotals {
  added: number;
  updated: number;
  cancelled: number;
  failed: number;
  feeds: number;
}

/** What one or more syncs did to the bookings, summed; `failed`: the syncs that did not go through. */
export function syncTotals(results: readonly IcalSyncResult[]): SyncTotals {
  return results.reduce<SyncTotals>(
    (total, result) => ({
      added: total.added + result.bookings.added,
      updated: total.updated + result.bookings.updated,
      cancelled: total.cancelled + result.bookings.cancelled,
      failed: total.failed + (result.ok ? 0 : 1),
      feeds: total.feeds + 1,
    }),
    { added: 0, updated: 0, cancelled: 0, failed: 0, feeds: 0 },
  );
}

/** A feed's address as a short line: its host and the start of its path ("www.airbnb.com/calendar/ical/…"). */
export function shortFeedUrl(url: string, max = 48): string {
  const bare = url.replace(/^https?:\/\//i, '');
  return bare.length <= max ? bare : `${bare.slice(0, max - 1)}…`;
}
