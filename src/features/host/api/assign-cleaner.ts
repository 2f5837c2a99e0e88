import * as calls from '@/lib/calls.generated';
import { cleaningInvalidates } from './cleaning-invalidates';
import { useHostMutation } from './use-host-mutation';

export type { AssignCleanerBody } from '@shared/host-api-types-cleaning.ts';

/**
 * Assign Cleaner / Reassign (host-cleaning `assign`): `mutate({ taskId, cleanerName })`.
 * A completed task is refused (409, code `task_completed`).
 */
export function useAssignCleaner() {
  return useHostMutation(calls.hostCleaningAssign, cleaningInvalidates);
}
