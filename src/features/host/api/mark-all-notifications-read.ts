import type { HostNotificationsMarkedAll } from '@shared/host-api-types-settings.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Mark all as read (host-notifications `markAllRead`); the list and the badge are read again after it. */
export function useMarkAllNotificationsRead() {
  return useLegacyHostMutation<{ action: 'markAllRead' }, HostNotificationsMarkedAll>('host-notifications', [
    'host-notifications',
  ]);
}
