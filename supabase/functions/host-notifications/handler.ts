/**
 * host-notifications: the Notifications screen and the sidebar's unread badge. The calls' contracts
 * (list, markAllRead, markRead): _shared/contracts/host-notifications.contract.ts. Every query runs
 * as the caller (`asUser`), so Row Level Security decides which notifications exist at all.
 *
 * The list is the caller's own inbox: notifications addressed to them (`host_id = auth.uid()`). RLS
 * lets an owner see nothing else anyway; the team may read every host's notifications (0015), but
 * their inbox, their badge and their Mark all as read are their own: the team never marks an
 * owner's notifications read by opening their own screen. Another host's notification id, or an
 * unknown one, answers 404 `not_found`, and nothing changes.
 */
import {
  hostNotificationsList,
  hostNotificationsMarkAllRead,
  hostNotificationsMarkRead,
} from '../_shared/contracts/host-notifications.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { type HostNotificationItem, notificationsListLimit } from '../_shared/host-api-types-settings.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

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

export const handler = serveCalls('host-notifications', hostNotificationsList.invalidMessage, [
  route(hostNotificationsList, ({ asHost }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query<HostNotificationItem>(listSql, [], { name: 'host_notifications_list' });
      return { notifications: rows, unreadCount: await unreadCount(tx) };
    }),
  ),
  route(hostNotificationsMarkAllRead, ({ asHost }) =>
    asHost(async (tx) => {
      const marked = await tx.query(markAllSql, [], { name: 'host_notifications_mark_all' });
      return { marked: marked.rows.length, unreadCount: await unreadCount(tx) };
    }),
  ),
  route(hostNotificationsMarkRead, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query<HostNotificationItem>(markOneSql, [body.id], {
        name: 'host_notifications_mark_one',
      });
      if (!rows[0]) return refuse('notFound');
      return { notification: rows[0], unreadCount: await unreadCount(tx) };
    }),
  ),
]);
