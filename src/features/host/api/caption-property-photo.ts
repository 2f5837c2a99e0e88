import * as calls from '@/lib/calls.generated';
import { useHostMutation } from './use-host-mutation';

/** A step's caption (host-property-photos `caption`, at most 200 characters, '' for none). */
export function useCaptionPropertyPhoto() {
  return useHostMutation(calls.hostPropertyPhotosCaption, [calls.hostPropertiesList]);
}
