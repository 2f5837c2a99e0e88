import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/i18n/format';
import type { HostCleaningTask } from '../api/get-cleaning-tasks';
import { taskWhen } from '../rules/cleaning-actions';

/** A task's day, with its time when it has one, in the reader's language (the cards' and dialogs' line). */
export function useTaskWhen() {
  const { i18n } = useTranslation('host');
  return (task: Pick<HostCleaningTask, 'scheduledDate' | 'scheduledTime'>) =>
    task.scheduledTime
      ? formatDateTime(taskWhen(task), i18n.language)
      : formatDate(task.scheduledDate, i18n.language);
}
