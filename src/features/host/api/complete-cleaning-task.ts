import * as calls from '@/lib/calls.generated';
import { cleaningInvalidates } from './cleaning-invalidates';
import { useHostMutation } from './use-host-mutation';

export type { CompleteCleaningTaskBody } from '@shared/host-api-types-cleaning.ts';

/** Mark Complete (host-cleaning `complete`): `mutate({ taskId })`; harmless twice. */
export function useCompleteCleaningTask() {
  return useHostMutation(calls.hostCleaningComplete, cleaningInvalidates);
}
