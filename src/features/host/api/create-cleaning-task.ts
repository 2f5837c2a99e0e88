import * as calls from '@/lib/calls.generated';
import { cleaningInvalidates } from './cleaning-invalidates';
import { useHostMutation } from './use-host-mutation';

export type { CreateCleaningTaskBody } from '@shared/host-api-types-cleaning.ts';

/** New Task (host-cleaning `create`): the property must be one of the list's `properties`. */
export function useCreateCleaningTask() {
  return useHostMutation(calls.hostCleaningCreate, cleaningInvalidates);
}
