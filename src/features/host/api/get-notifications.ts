import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  HostNotificationItem,
  HostNotificationKind,
  HostNotificationsList,
} from '@shared/host-api-types-settings.ts';

/** How often the open portal asks for new notifications (the badge is live). */
export const notificationsPollMs = 60_000;

/**
 * The signed-in host's notifications, newest first, and their unread count (host-notifications
 * `list`): one cache entry, shared by the Notifications screen and the sidebar badge. Read again
 * whenever a screen shows it (the device's copy, restored at start, may predate the last Mark all as
 * read) and every minute while the portal is open.
 */
export function useNotifications() {
  return useHostQuery(calls.hostNotificationsList, {}, { always: true, pollMs: notificationsPollMs });
}
