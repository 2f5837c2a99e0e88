import * as calls from '@/lib/calls.generated';

/** What a change to a cleaning task changes: the task list, the calendar and the dashboard's pending count. */
export const cleaningInvalidates = [
  calls.hostCleaningList,
  'host-calendar' as const,
  'host-dashboard' as const,
];
