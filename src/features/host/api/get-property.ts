import type {
  HostGuidePhoto,
  HostPropertyAnswer,
  HostPropertyDetails,
} from '@shared/host-api-types-properties.ts';
import { useQueryClient } from '@tanstack/react-query';
import * as calls from '@/lib/calls.generated';
import { useHostAuthStore } from '../auth/host-auth-store';
import { hostCallKey, hostQueryKey, useHostQuery } from './use-host-query';

export type {
  HostGuidePhoto,
  HostPropertyAnswer,
  HostPropertyDetails,
  HostPropertyFields,
} from '@shared/host-api-types-properties.ts';
export {
  guidePhotoLimits,
  propertyFieldLimits,
} from '@shared/host-api-types-properties.ts';

/** The property editor: every field, the photo guide in order, the upcoming bookings (host-properties `get`). */
export function useProperty(propertyId: string | null) {
  return useHostQuery(
    calls.hostPropertiesGet,
    { propertyId: propertyId ?? '' },
    { enabled: propertyId !== null },
  );
}

/**
 * Puts a write's answer straight into the editor's copy (the screen shows it at once; the writes'
 * invalidation reads it again behind). Side effect: the host query cache.
 */
export function usePropertyCache() {
  const client = useQueryClient();
  const email = useHostAuthStore((state) => state.email);
  const key = (propertyId: string) => hostCallKey(email, calls.hostPropertiesGet, { propertyId });
  return {
    setProperty: (property: HostPropertyDetails) =>
      client.setQueryData<HostPropertyAnswer>(key(property.id), { property }),
    setPhotos: (propertyId: string, photos: HostGuidePhoto[]) =>
      client.setQueryData<HostPropertyAnswer>(key(propertyId), (old) =>
        old ? { property: { ...old.property, photos } } : old,
      ),
    /** Reads the property and the Settings list again (after a failed or finished photo write). */
    refresh: () => client.invalidateQueries({ queryKey: hostQueryKey(email, 'host-properties') }),
  };
}
