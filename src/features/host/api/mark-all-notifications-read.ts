import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Mark all as read (host-notifications `markAllRead`); the list and the badge are read again after it. */
export function useMarkAllNotificationsRead() {
  return useHostMutation(calls.hostNotificationsMarkAllRead, [calls.hostNotificationsList]);
}
