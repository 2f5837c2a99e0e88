import type { HostCleaningRequest, HostCleaningTaskAnswer } from '@shared/host-api-types-cleaning.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type AssignCleanerBody = Extract<HostCleaningRequest, { action: 'assign' }>;

/**
 * Assign Cleaner / Reassign (host-cleaning `assign`): `mutate({ action: 'assign', taskId, cleanerName })`.
 * A completed task is refused (409, code `task_completed`).
 */
export function useAssignCleaner() {
  return useLegacyHostMutation<AssignCleanerBody, HostCleaningTaskAnswer>('host-cleaning', [
    // The task list, the calendar and the dashboard's pending count show the change.
    'host-cleaning',
    'host-calendar',
    'host-dashboard',
  ]);
}
