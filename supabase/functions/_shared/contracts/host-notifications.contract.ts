/**
 * host-notifications: the Notifications screen and the sidebar's unread badge (list, Mark all as
 * read, one opened). Pure (zod only); served by supabase/functions/host-notifications.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { notificationKinds, notificationsListLimit } from '../host-api-types-settings.ts';
import { uuidSchema } from '../validation.ts';
import { count, id, instant } from './shapes.ts';

const invalidMessage =
  'Send { "action": "list" }, { "action": "markAllRead" } or { "action": "markRead", "id": <a notification id> }, with no other fields.';

/** One notification, as the Notifications screen lists it. */
export const notificationItem = z.strictObject({
  id,
  /** What it is about (its icon). */
  kind: z.enum(notificationKinds),
  /** The English text. */
  message: z.string(),
  /** The text's key (host.json `notifications.messages.<key>`) and its values, or null: show `message`. */
  messageKey: z.string().nullable(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A path in the app ("/host/guests"), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  /** When it was created, ISO 8601 in UTC ("2026-03-10T08:50:00.000Z"). */
  createdAt: instant,
});

export const hostNotificationsList = defineContract({
  function: 'host-notifications',
  action: 'list',
  caller: 'host',
  summary: `The caller's own notifications, newest first (at most ${notificationsListLimit}), and how many are unread (the sidebar badge).`,
  request: z.strictObject({}),
  answer: z.strictObject({ notifications: z.array(notificationItem), unreadCount: count }),
  invalidMessage,
});

export const hostNotificationsMarkAllRead = defineContract({
  function: 'host-notifications',
  action: 'markAllRead',
  caller: 'host',
  summary:
    "Mark all as read: the caller's own unread notifications (never another host's, even for the team); how many were marked now, and the unread count after.",
  request: z.strictObject({}),
  answer: z.strictObject({
    /** How many were unread until now. */
    marked: count,
    unreadCount: count,
  }),
  invalidMessage,
});

export const hostNotificationsMarkRead = defineContract({
  function: 'host-notifications',
  action: 'markRead',
  caller: 'host',
  summary:
    'One notification opened: marked read (already read: the same answer, nothing changes), with the unread count after.',
  request: z.strictObject({ id: uuidSchema }),
  answer: z.strictObject({ notification: notificationItem, unreadCount: count }),
  errors: { notFound: { status: 404, code: 'not_found', message: 'No such notification in your inbox.' } },
  invalidMessage,
});
