/**
 * host-ical-feeds: a property's channel calendars (iCal feeds of Airbnb, Booking.com, VRBO...) and
 * its export feed, for the property editor: list, add, remove, Sync now, a new export address.
 * Pure (zod only); served by supabase/functions/host-ical-feeds.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import {
  icalFeedErrors,
  icalFeedLabelMaxLength,
  icalFeedSources,
  icalFeedUrlMaxLength,
} from '../host-api-types-ical.ts';
import { uuidSchema } from '../validation.ts';
import { count, day, id, instant } from './shapes.ts';

const fieldMessages = {
  action: 'Send action: "list", "add", "remove", "syncNow" or "regenerateExportToken".',
  propertyId: 'propertyId must be a property id (a UUID).',
  feedId: 'feedId must be a calendar feed id (a UUID).',
  url: `url must be the calendar's address (at most ${icalFeedUrlMaxLength} characters).`,
  source: 'source must be "airbnb", "booking_com", "vrbo" or "others".',
  label: `label must be text of at most ${icalFeedLabelMaxLength} characters.`,
  syncTarget: 'Send either feedId or propertyId to sync, not both.',
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
} as const;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidIcalMessages: Readonly<Record<string, string>> = fieldMessages;

/** The 400 of a body that is no object (`body`), or an object without a known action (`action`). */
export function invalidIcalBody(value: unknown): string {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return isObject ? fieldMessages.action : fieldMessages.body;
}

function invalidIcalField(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (issue?.code === 'unrecognized_keys') return fieldMessages.unknown;
  const field = issue?.path[0];
  return (typeof field === 'string' && invalidIcalMessages[field]) || fieldMessages.body;
}

const notFound = {
  status: 404,
  code: 'not_found',
  message: 'No such property or calendar feed in your portfolio.',
};

/** A channel reservation that overlaps a confirmed booking: not imported, until one of them moves. */
export const icalConflict = z.strictObject({
  /** The calendar event's UID. */
  uid: z.string(),
  /** Check-out exclusive (the departure day). */
  checkIn: day,
  checkOut: day,
  /** The booking it collides with (null: freed meanwhile). */
  with: z
    .strictObject({
      bookingId: id,
      /** The guest's name; empty when the booking has none yet (a channel booking). */
      name: z.string(),
      source: z.string(),
      checkIn: day,
      checkOut: day,
    })
    .nullable(),
});

export const icalFeed = z.strictObject({
  id,
  propertyId: id,
  url: z.string(),
  /** Where the feed comes from; its bookings take this as their source. */
  source: z.enum(icalFeedSources),
  label: z.string().nullable(),
  /** Null: never. */
  lastAttemptAt: instant.nullable(),
  lastSuccessAt: instant.nullable(),
  /** Why the last attempt failed (its time: lastAttemptAt); null when it did not. */
  lastError: z.enum(icalFeedErrors).nullable(),
  lastErrorDetail: z.string().nullable(),
  /** The last good sync's conflicts. */
  conflicts: z.array(icalConflict),
  createdAt: instant,
});

/** What one sync did. */
export const icalSyncResult = z.strictObject({
  feedId: id,
  ok: z.boolean(),
  error: z.enum(icalFeedErrors).nullable(),
  bookings: z.strictObject({ added: count, updated: count, cancelled: count }),
  blocks: z.strictObject({ added: count, updated: count, removed: count }),
  conflicts: count,
});

const feedsFields = {
  propertyId: id,
  propertyName: z.string(),
  /**
   * The secret of the export URLs, one per channel: {functions-url}/ical-export?token=<exportToken>
   * &channel=<source> (every booking and the other channels' blocks); without channel, bookings only.
   */
  exportToken: z.string(),
  /** By creation. */
  feeds: z.array(icalFeed),
};

/** Every action's answer (but Sync now's): the property's feeds and its export feed's secret. */
export const hostIcalFeedsShape = z.strictObject(feedsFields);

const common = {
  function: 'host-ical-feeds',
  caller: 'host',
  invalidMessage: fieldMessages.body,
  invalidMessageFor: invalidIcalField,
} as const;

export const hostIcalFeedsList = defineContract({
  ...common,
  action: 'list',
  summary: "A property's channel calendars and its export feed's secret.",
  request: z.strictObject({ propertyId: uuidSchema }),
  answer: hostIcalFeedsShape,
  errors: { notFound },
});

export const hostIcalFeedsAdd = defineContract({
  ...common,
  action: 'add',
  successStatus: 201,
  summary:
    'Add a channel calendar: https only, a public name or address (the check every fetch makes), one feed per address and property; answered 201.',
  request: z.strictObject({
    propertyId: uuidSchema,
    url: z.string().trim().min(1).max(icalFeedUrlMaxLength),
    source: z.enum(icalFeedSources),
    label: z.string().trim().max(icalFeedLabelMaxLength).optional(),
  }),
  answer: hostIcalFeedsShape,
  errors: {
    notFound,
    urlRefused: {
      status: 400,
      code: 'url_refused',
      message:
        "The calendar's address must be an https:// link from the channel (Airbnb, Booking.com, VRBO...), not a local or private address.",
    },
    feedExists: {
      status: 409,
      code: 'feed_exists',
      message: 'This calendar is already connected to this property.',
    },
  },
});

export const hostIcalFeedsRemove = defineContract({
  ...common,
  action: 'remove',
  summary: 'Remove a channel calendar: its blocks go, its bookings stay.',
  request: z.strictObject({ feedId: uuidSchema }),
  answer: hostIcalFeedsShape,
  errors: { notFound },
});

export const hostIcalFeedsSyncNow = defineContract({
  ...common,
  action: 'syncNow',
  summary:
    'Sync now: one feed (feedId) or every feed of a property (propertyId) read from the channel now; a failed sync is recorded on its feed, still a 200.',
  request: z
    .strictObject({ feedId: uuidSchema.optional(), propertyId: uuidSchema.optional() })
    .refine((target) => Boolean(target.feedId) !== Boolean(target.propertyId), { path: ['syncTarget'] }),
  answer: z.strictObject({
    ...feedsFields,
    /** What each sync did. */
    results: z.array(icalSyncResult),
  }),
  errors: { notFound },
});

export const hostIcalFeedsRegenerateExportToken = defineContract({
  ...common,
  action: 'regenerateExportToken',
  summary: "A new export address: the property's old export URLs stop working.",
  request: z.strictObject({ propertyId: uuidSchema }),
  answer: hostIcalFeedsShape,
  errors: { notFound },
});
