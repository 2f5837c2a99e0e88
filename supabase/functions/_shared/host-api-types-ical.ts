/**
 * The wire shapes of host-ical-feeds (a property's channel calendars, issue 29), shared by the
 * handler and the host portal. Types and plain constants only: the app imports this file (see
 * .dependency-cruiser.cjs), the handler holds the zod schema.
 */

/** Where a feed comes from; its bookings take this as their source. */
export type IcalFeedSource = 'airbnb' | 'booking_com' | 'vrbo' | 'others';
export const icalFeedSources: readonly IcalFeedSource[] = ['airbnb', 'booking_com', 'vrbo', 'others'];

export const icalFeedUrlMaxLength = 2000;
export const icalFeedLabelMaxLength = 80;
/** Events from today on that one feed may bring (one home: years of stays); more is `too_many_events`. */
export const icalFeedMaxFutureEvents = 2000;

/**
 * Why a feed's last sync failed: its address is not allowed (`url_refused`), the channel could not
 * be reached (`unreachable`), did not answer in time (`timeout`), answered an HTTP error
 * (`http_status`, the status in the detail), sent more than a calendar's size (`too_large`) or
 * something that is no calendar (`not_a_calendar`), more events from today on than one home's
 * calendar holds (`too_many_events`: refused whole, nothing written); `sync_failed`: it could not be
 * saved.
 */
export type IcalFeedError =
  | 'url_refused'
  | 'unreachable'
  | 'timeout'
  | 'http_status'
  | 'too_large'
  | 'not_a_calendar'
  | 'too_many_events'
  | 'sync_failed';

/** A channel reservation that overlaps a confirmed booking: not imported, until one of them moves. */
export interface IcalConflict {
  /** The calendar event's UID. */
  uid: string;
  /** YYYY-MM-DD; check-out exclusive (the departure day). */
  checkIn: string;
  checkOut: string;
  /** The booking it collides with (null: freed meanwhile). */
  with: {
    bookingId: string;
    /** The guest's name; empty when the booking has none yet (a channel booking). */
    name: string;
    source: string;
    checkIn: string;
    checkOut: string;
  } | null;
}

export interface IcalFeed {
  id: string;
  propertyId: string;
  url: string;
  source: IcalFeedSource;
  label: string | null;
  /** ISO 8601 UTC instants; null: never. */
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  /** Why the last attempt failed (its time: lastAttemptAt); null when it did not. */
  lastError: IcalFeedError | null;
  lastErrorDetail: string | null;
  /** The last good sync's conflicts. */
  conflicts: IcalConflict[];
  createdAt: string;
}

/** What one sync did. */
export interface IcalSyncResult {
  feedId: string;
  ok: boolean;
  error: IcalFeedError | null;
  bookings: { added: number; updated: number; cancelled: number };
  blocks: { added: number; updated: number; removed: number };
  conflicts: number;
}

/** Every action's answer: the property's feeds (by creation) and its export feed's secret. */
export interface HostIcalFeeds {
  propertyId: string;
  propertyName: string;
  /**
   * The secret of the export URLs, one per channel: {functions-url}/ical-export?token=<exportToken>
   * &channel=<source> (every booking and the other channels' blocks); without channel, bookings only.
   */
  exportToken: string;
  feeds: IcalFeed[];
}

/** `syncNow`'s answer: the feeds as they now are, and what each sync did. */
export interface HostIcalSyncAnswer extends HostIcalFeeds {
  results: IcalSyncResult[];
}

export type HostIcalFeedsRequest =
  | { action: 'list'; propertyId: string }
  | { action: 'add'; propertyId: string; url: string; source: IcalFeedSource; label?: string }
  | { action: 'remove'; feedId: string }
  | { action: 'syncNow'; feedId: string }
  | { action: 'syncNow'; propertyId: string }
  | { action: 'regenerateExportToken'; propertyId: string };
