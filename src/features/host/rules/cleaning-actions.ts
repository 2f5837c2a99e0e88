import type { CleaningTask } from '../sample-data/cleaning-tasks';

export type AssignAction = 'assignCleaner' | 'reassign';
export type TaskAction = 'markComplete' | 'viewDetails' | 'viewReport';

/** The two buttons of a cleaning card, from its status and whether a cleaner is set. */
export function cleaningCardActions(task: Pick<CleaningTask, 'status' | 'cleaner'>): {
  assign: AssignAction;
  main: TaskAction;
} {
  const assign: AssignAction = task.cleaner ? 'reassign' : 'assignCleaner';
  const main: TaskAction =
    task.status === 'inProgress'
      ? 'markComplete'
      : task.status === 'completed'
        ? 'viewReport'
        : 'viewDetails';
  return { assign, main };
}
