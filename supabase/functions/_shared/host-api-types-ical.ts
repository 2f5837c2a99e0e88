/**
 * The wire shapes of host-ical-feeds (a property's channel calendars, issue 29), shared by the
 * handler and the host portal. Types and plain constants only: the app imports this file (see
 * .dependency-cruiser.cjs), the contract holds the zod schemas (contracts/host-ical-feeds.contract.ts).
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type {
  hostIcalFeedsAdd,
  hostIcalFeedsList,
  hostIcalFeedsSyncNow,
  icalConflict,
  icalFeed,
  icalSyncResult,
} from './contracts/host-ical-feeds.contract.ts';

/** Where a feed comes from; its bookings take this as their source. */
export const icalFeedSources = ['airbnb', 'booking_com', 'vrbo', 'others'] as const;
export type IcalFeedSource = (typeof icalFeedSources)[number];

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
export const icalFeedErrors = [
  'url_refused',
  'unreachable',
  'timeout',
  'http_status',
  'too_large',
  'not_a_calendar',
  'too_many_events',
  'sync_failed',
] as const;
export type IcalFeedError = (typeof icalFeedErrors)[number];

/** A channel reservation that overlaps a confirmed booking: contracts/host-ical-feeds.contract.ts. */
export type IcalConflict = z.infer<typeof icalConflict>;
export type IcalFeed = z.infer<typeof icalFeed>;
/** What one sync did. */
export type IcalSyncResult = z.infer<typeof icalSyncResult>;

/** Every action's answer: the property's feeds (by creation) and its export feed's secret. */
export type HostIcalFeeds = AnswerOf<typeof hostIcalFeedsList>;
/** `syncNow`'s answer: the feeds as they now are, and what each sync did. */
export type HostIcalSyncAnswer = AnswerOf<typeof hostIcalFeedsSyncNow>;
export type AddIcalFeedBody = RequestOf<typeof hostIcalFeedsAdd>;
