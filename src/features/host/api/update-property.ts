import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

export type { UpdatePropertyBody } from '@shared/host-api-types-properties.ts';

/** Save on a property's details (host-properties `update`): its name shows everywhere it is listed. */
export function useUpdateProperty() {
  return useHostMutation(calls.hostPropertiesUpdate, [
    calls.hostPropertiesList,
    calls.hostSettingsGet,
    calls.hostGuests,
    'host-calendar',
    calls.hostCleaningList,
  ]);
}
