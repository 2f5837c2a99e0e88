import type { CleaningTaskStatus } from '@shared/host-api-types-cleaning.ts';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionErrorKind } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';

export type AssignAction = 'assignCleaner' | 'reassign';
export type TaskAction = 'markComplete' | 'viewDetails' | 'viewReport';

/**
 * The two buttons of a cleaning card, from its status and whether a cleaner is set (spec: Mark
 * Complete when in progress, View Report when completed, else View Details; Reassign when a cleaner
 * is set, else Assign Cleaner). A completed task's cleaner no longer changes: `canAssign` is false.
 */
export function cleaningCardActions(task: { status: CleaningTaskStatus; cleanerName: string | null }): {
  assign: AssignAction;
  main: TaskAction;
  canAssign: boolean;
} {
  const assign: AssignAction = task.cleanerName ? 'reassign' : 'assignCleaner';
  const main: TaskAction =
    task.status === 'inProgress'
      ? 'markComplete'
      : task.status === 'completed'
        ? 'viewReport'
        : 'viewDetails';
  return { assign, main, canAssign: task.status !== 'completed' };
}

/** A task's date and time as the card formats it: a date-time when a time is set, else the day. */
export function taskWhen(task: { scheduledDate: string; scheduledTime: string | null }): string {
  return task.scheduledTime ? `${task.scheduledDate}T${task.scheduledTime}:00` : task.scheduledDate;
}

/** The host texts' key explaining a failed cleaning write (a completed task's cleaner is its own case). */
export function cleaningErrorKey(error: {
  kind: HostFunctionErrorKind;
  code?: string | null;
}): TextKey<'host'> {
  return error.code === 'task_completed' ? 'cleaners.errors.taskCompleted' : hostErrorKey(error, true);
}
