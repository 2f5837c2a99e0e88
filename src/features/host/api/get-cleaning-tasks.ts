import type { CleaningTaskStatus, HostCleaningList } from '@shared/host-api-types-cleaning.ts';
import { useLegacyHostQuery } from './use-host-query';

export type {
  CleaningTaskStatus,
  HostCleaningList,
  HostCleaningProperty,
  HostCleaningTask,
} from '@shared/host-api-types-cleaning.ts';

/** The Cleaners screen's tasks, all or of one status, and the properties a task can be at (host-cleaning `list`). */
export function useCleaningTasks(status: CleaningTaskStatus | null) {
  return useLegacyHostQuery<HostCleaningList>(
    'host-cleaning',
    status ? { action: 'list', status } : { action: 'list' },
    { keepPrevious: true },
  );
}
