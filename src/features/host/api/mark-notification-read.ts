import type { HostNotificationMarked } from '@shared/host-api-types-settings.ts';
import { useHostMutation } from './use-host-mutation';

/** Marks one notification read when the host opens it (host-notifications `markRead`). */
export function useMarkNotificationRead() {
  return useHostMutation<{ action: 'markRead'; id: string }, HostNotificationMarked>('host-notifications', [
    'host-notifications',
  ]);
}
