import type { HostCleaningRequest, HostCleaningTaskAnswer } from '@shared/host-api-types-cleaning.ts';
import { useLegacyHostMutation } from './use-host-mutation';

export type CompleteCleaningTaskBody = Extract<HostCleaningRequest, { action: 'complete' }>;

/** Mark Complete (host-cleaning `complete`): `mutate({ action: 'complete', taskId })`; harmless twice. */
export function useCompleteCleaningTask() {
  return useLegacyHostMutation<CompleteCleaningTaskBody, HostCleaningTaskAnswer>(
    'host-cleaning',
    // The task list, the calendar and the dashboard's pending count show the change.
    ['host-cleaning', 'host-calendar', 'host-dashboard'],
  );
}
