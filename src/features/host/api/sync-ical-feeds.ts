import type { HostIcalSyncAnswer } from '@shared/host-api-types-ical.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type SyncIcalBody = { action: 'syncNow'; feedId: string } | { action: 'syncNow'; propertyId: string };

/**
 * Sync now, one feed (`feedId`) or all of a property's (`propertyId`) (host-ical-feeds `syncNow`):
 * the channel's bookings and blocks come in, so the screens that show bookings read them again.
 */
export function useSyncIcalFeeds() {
  return useLegacyHostMutation<SyncIcalBody, HostIcalSyncAnswer>('host-ical-feeds', [
    'host-ical-feeds',
    'host-calendar',
    'host-dashboard',
    'host-guests',
    'host-analytics',
  ]);
}
