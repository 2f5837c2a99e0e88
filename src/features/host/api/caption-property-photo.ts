import type { HostPropertyPhotos } from '@shared/host-api-types-properties.ts';
import { useLegacyHostMutation } from './use-legacy-host-calls';

/** A step's caption (host-property-photos `caption`, at most 200 characters, '' for none). */
export function useCaptionPropertyPhoto() {
  return useLegacyHostMutation<{ action: 'caption'; photoId: string; caption: string }, HostPropertyPhotos>(
    'host-property-photos',
    ['host-properties'],
  );
}
