import type { CleaningTaskStatus } from '@shared/host-api-types-cleaning.ts';
import * as calls from '@/lib/calls.generated';
import { useHostQuery } from './use-host-query';

export type {
  CleaningTaskStatus,
  HostCleaningList,
  HostCleaningProperty,
  HostCleaningTask,
} from '@shared/host-api-types-cleaning.ts';

/** The Cleaners screen's tasks, all or of one status, and the properties a task can be at (host-cleaning `list`). */
export function useCleaningTasks(status: CleaningTaskStatus | null) {
  return useHostQuery(calls.hostCleaningList, status ? { status } : {}, { keepPrevious: true });
}
