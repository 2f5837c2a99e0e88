import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Delete a step of the photo guide (host-property-photos `delete`); the others move up. */
export function useDeletePropertyPhoto() {
  return useHostMutation(calls.hostPropertyPhotosDelete, [calls.hostPropertiesList]);
}
