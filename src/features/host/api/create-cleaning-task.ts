import type { HostCleaningRequest, HostCleaningTaskAnswer } from '@shared/host-api-types-cleaning.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type CreateCleaningTaskBody = Extract<HostCleaningRequest, { action: 'create' }>;

/** New Task (host-cleaning `create`): the property must be one of the list's `properties`. */
export function useCreateCleaningTask() {
  return useLegacyHostMutation<CreateCleaningTaskBody, HostCleaningTaskAnswer>('host-cleaning', [
    // The task list, the calendar and the dashboard's pending count show the change.
    'host-cleaning',
    'host-calendar',
    'host-dashboard',
  ]);
}
