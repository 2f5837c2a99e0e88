import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Marks one notification read when the host opens it (host-notifications `markRead`). */
export function useMarkNotificationRead() {
  return useHostMutation(calls.hostNotificationsMarkRead, [calls.hostNotificationsList]);
}
