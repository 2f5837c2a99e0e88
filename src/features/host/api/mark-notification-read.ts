import type { HostNotificationMarked } from '@shared/host-api-types-settings.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Marks one notification read when the host opens it (host-notifications `markRead`). */
export function useMarkNotificationRead() {
  return useLegacyHostMutation<{ action: 'markRead'; id: string }, HostNotificationMarked>(
    'host-notifications',
    ['host-notifications'],
  );
}
