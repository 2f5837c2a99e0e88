import type { HostIcalFeeds } from '@shared/host-api-types-ical.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/** Remove a channel calendar (host-ical-feeds `remove`): its blocks go, its bookings stay. */
export function useRemoveIcalFeed() {
  return useLegacyHostMutation<{ action: 'remove'; feedId: string }, HostIcalFeeds>('host-ical-feeds', [
    'host-ical-feeds',
    'host-calendar',
  ]);
}
