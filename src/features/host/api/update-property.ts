import type { HostPropertiesRequest, HostPropertyAnswer } from '@shared/host-api-types-properties.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type UpdatePropertyBody = Extract<HostPropertiesRequest, { action: 'update' }>;

/** Save on a property's details (host-properties `update`): its name shows everywhere it is listed. */
export function useUpdateProperty() {
  return useLegacyHostMutation<UpdatePropertyBody, HostPropertyAnswer>('host-properties', [
    'host-properties',
    'host-settings',
    'host-guests',
    'host-calendar',
    'host-cleaning',
  ]);
}
