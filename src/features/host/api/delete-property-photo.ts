import type { HostPropertyPhotos } from '@shared/host-api-types-properties.ts';
import { useLegacyHostMutation } from './use-legacy-host-calls';

/** Delete a step of the photo guide (host-property-photos `delete`); the others move up. */
export function useDeletePropertyPhoto() {
  return useLegacyHostMutation<{ action: 'delete'; photoId: string }, HostPropertyPhotos>(
    'host-property-photos',
    ['host-properties'],
  );
}
