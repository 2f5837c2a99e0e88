import type { HostPropertyPhotos } from '@shared/host-api-types-properties.ts';
import { useLegacyHostMutation } from './use-legacy-host-calls';

/** Move up / Move down (host-property-photos `reorder`: every photo id once, in the new order). */
export function useReorderPropertyPhotos() {
  return useLegacyHostMutation<
    { action: 'reorder'; propertyId: string; photoIds: string[] },
    HostPropertyPhotos
  >('host-property-photos', ['host-properties']);
}
