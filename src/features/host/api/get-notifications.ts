import type { HostNotificationsList } from '@shared/host-api-types-settings.ts';
import { useQuery } from '@tanstack/react-query';
import { callHostFunction, type HostFunctionError } from '@/lib/host-functions';
import { useHostAuthStore } from '../auth/host-auth-store';
import { hostQueryKey } from './use-host-query';

export type {
  HostNotificationItem,
  HostNotificationKind,
  HostNotificationsList,
} from '@shared/host-api-types-settings.ts';

/** The request of the list: one cache entry, shared by the Notifications screen and the sidebar badge. */
export const notificationsListRequest = { action: 'list' } as const;

/** How often the open portal asks for new notifications (the badge is live). */
export const notificationsPollMs = 60_000;

/**
 * The signed-in host's notifications, newest first, and their unread count (host-notifications
 * `list`). As useLegacyHostQuery, plus: read again whenever a screen shows it (the device's copy, restored
 * at start, may predate the last Mark all as read) and every minute while the portal is open.
 */
export function useNotifications() {
  const email = useHostAuthStore((state) => state.email);
  return useQuery<HostNotificationsList, HostFunctionError>({
    queryKey: hostQueryKey(email, 'host-notifications', notificationsListRequest),
    queryFn: ({ signal }) =>
      callHostFunction<HostNotificationsList>('host-notifications', notificationsListRequest, signal),
    refetchOnMount: 'always',
    refetchInterval: notificationsPollMs,
  });
}
