import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** Move up / Move down (host-property-photos `reorder`: every photo id once, in the new order). */
export function useReorderPropertyPhotos() {
  return useHostMutation(calls.hostPropertyPhotosReorder, [calls.hostPropertiesList]);
}
