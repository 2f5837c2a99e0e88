import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/**
 * Delete property (host-properties `delete`); refused with 409 `has_upcoming_bookings` or
 * `has_booking_history` while bookings are ahead or kept. The lists and the dashboard follow.
 */
export function useDeleteProperty() {
  return useHostMutation(calls.hostPropertiesDelete, [
    calls.hostPropertiesList,
    calls.hostSettingsGet,
    'host-dashboard',
  ]);
}
