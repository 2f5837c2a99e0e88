import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

export type { CreatePropertyBody } from '@shared/host-api-types-properties.ts';

/** Save on a new property (host-properties `create`): the Settings list and the dashboard's count follow. */
export function useCreateProperty() {
  return useHostMutation(calls.hostPropertiesCreate, [
    calls.hostPropertiesList,
    calls.hostSettingsGet,
    'host-dashboard',
  ]);
}
