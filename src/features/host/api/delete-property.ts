import type { HostPropertyDeleted } from '@shared/host-api-types-properties.ts';
import { useLegacyHostMutation } from './use-host-mutation';

/**
 * Delete property (host-properties `delete`); refused with 409 `has_upcoming_bookings` or
 * `has_booking_history` while bookings are ahead or kept. The lists and the dashboard follow.
 */
export function useDeleteProperty() {
  return useLegacyHostMutation<{ action: 'delete'; propertyId: string }, HostPropertyDeleted>(
    'host-properties',
    ['host-properties', 'host-settings', 'host-dashboard'],
  );
}
