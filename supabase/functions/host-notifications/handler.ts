/**
 * host-notifications: the Notifications screen and the sidebar's unread badge. POST with
 * `Authorization: Bearer <access token>`; every query runs as the caller (`asUser`), so Row Level
 * Security decides which notifications exist at all.
 *
 * Request body, one of:
 *   { "action": "list" }                    the caller's notifications, newest first (at most 100)
 *   { "action": "markAllRead" }             Mark all as read
 *   { "action": "markRead", "id": uuid }    one opened notification
 *
 * The list is the caller's own inbox: notifications addressed to them (`host_id = auth.uid()`). RLS
 * lets an owner see nothing else anyway; the team may read every host's notifications (0015), but
 * their inbox, their badge and their Mark all as read are their own: the team never marks an
 * owner's notifications read by opening their own screen. Another host's notification id, or an
 * unknown one, answers 404 `not_found`, and nothing changes.
 *
 * Answers (200):
 *   list:        { notifications: [{ id, kind, message, messageKey, messageParams, link, read, createdAt }], unreadCount }
 *                (message: the English text; messageKey + messageParams: the same in the host's language,
 *                host.json notifications.messages.<key>; the key is null on rows that have none)
 *   markAllRead: { marked, unreadCount }                 (marked: how many were unread until now)
 *   markRead:    { notification, unreadCount }           (already read: the same answer, nothing changes)
 * Errors, JSON { error, code }: 400 `invalid_request` / `invalid_text`, 401 `unauthorized`,
 * 403 `not_a_host`, 404 `not_found`, 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import {
  type HostNotificationItem,
  type HostNotificationMarked,
  type HostNotificationsList,
  type HostNotificationsMarkedAll,
  notificationsListLimit,
} from '../_shared/host-api-types-settings.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { uuidSchema } from '../_shared/validation.ts';

export const notificationsRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list') }),
  z.strictObject({ action: z.literal('markAllRead') }),
  z.strictObject({ action: z.literal('markRead'), id: uuidSchema }),
]);

export const invalidNotificationsMessage =
  'Send { "action": "list" }, { "action": "markAllRead" } or { "action": "markRead", "id": <a notification id> }, with no other fields.';
export const notificationNotFoundMessage = 'No such notification in your inbox.';

const itemColumns = `id, kind, message, message_key AS "messageKey", message_params AS "messageParams", link, read,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const listSql = `SELECT ${itemColumns} FROM host_notifications
   WHERE host_id = auth.uid()
   ORDER BY created_at DESC, id
   LIMIT ${notificationsListLimit}`;

const unreadSql = `SELECT count(*)::int AS count FROM host_notifications WHERE host_id = auth.uid() AND NOT read`;

// Rows already read are left alone: two Mark all as read at once count each notification once.
const markAllSql = `UPDATE host_notifications SET read = true WHERE host_id = auth.uid() AND NOT read
   RETURNING id`;

// Opening one: marked read if it is the caller's (an unknown or foreign id updates nothing).
const markOneSql = `UPDATE host_notifications SET read = true
   WHERE id = $1::uuid AND host_id = auth.uid()
   RETURNING ${itemColumns}`;

async function unreadCount(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(unreadSql, [], { name: 'host_notifications_unread' });
  return rows[0]?.count ?? 0;
}

type Answer =
  | { kind: 'ok'; body: HostNotificationsList | HostNotificationsMarkedAll | HostNotificationMarked }
  | { kind: 'notAHost' }
  | { kind: 'notFound' };

export const handler: FunctionHandler = guarded('host-notifications', async (request, deps) => {
  const opened = await openHostRequest(request, deps, notificationsRequestSchema, () =>
    errorResponse(400, invalidNotificationsMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const body = opened.data;

  const answer = await asUser<Answer>(
    deps.db,
    opened.caller.userId,
    async (tx) => {
      if (!(await hostAccount(tx))) return { kind: 'notAHost' };
      if (body.action === 'list') {
        const { rows } = await tx.query<HostNotificationItem>(listSql, [], {
          name: 'host_notifications_list',
        });
        return { kind: 'ok', body: { notifications: rows, unreadCount: await unreadCount(tx) } };
      }
      if (body.action === 'markAllRead') {
        const marked = await tx.query(markAllSql, [], { name: 'host_notifications_mark_all' });
        return { kind: 'ok', body: { marked: marked.rows.length, unreadCount: await unreadCount(tx) } };
      }
      const { rows } = await tx.query<HostNotificationItem>(markOneSql, [body.id], {
        name: 'host_notifications_mark_one',
      });
      if (!rows[0]) return { kind: 'notFound' };
      return { kind: 'ok', body: { notification: rows[0], unreadCount: await unreadCount(tx) } };
    },
    opened.caller.claims,
  );
  if (answer.kind === 'notAHost') return notAHost();
  if (answer.kind === 'notFound') return errorResponse(404, notificationNotFoundMessage, 'not_found');
  return json(answer.body);
});
