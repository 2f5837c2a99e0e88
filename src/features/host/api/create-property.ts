import type { HostPropertiesRequest, HostPropertyAnswer } from '@shared/host-api-types-properties.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type CreatePropertyBody = Extract<HostPropertiesRequest, { action: 'create' }>;

/** Save on a new property (host-properties `create`): the Settings list and the dashboard's count follow. */
export function useCreateProperty() {
  return useLegacyHostMutation<CreatePropertyBody, HostPropertyAnswer>('host-properties', [
    'host-properties',
    'host-settings',
    'host-dashboard',
  ]);
}
