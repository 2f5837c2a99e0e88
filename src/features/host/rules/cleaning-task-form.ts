import {
  type CreateCleaningTaskBody,
  cleanerNameMaxLength,
  cleaningNotesMaxLength,
} from '@shared/host-api-types-cleaning.ts';
import type { TextKey } from '@/i18n/text-keys';

/** What the New Task and Assign Cleaner dialogs hold while the host types. */
export interface TaskFormValues {
  propertyId: string | null;
  /** YYYY-MM-DD */
  scheduledDate: string | null;
  /** HH:MM or empty */
  scheduledTime: string;
  cleanerName: string;
  notes: string;
}

export type TaskFormField = keyof TaskFormValues;
/** Per field, the host texts' key (cleaners.form.errors.*) of what is wrong. */
export type TaskFormErrors = Partial<Record<TaskFormField, TextKey<'host'>>>;

/** The cleaner's name: required to assign, optional on a new task; the server's limit either way. */
export function cleanerNameError(name: string, required: boolean): TextKey<'host'> | null {
  const trimmed = name.trim();
  if (!trimmed) return required ? 'cleaners.form.errors.cleanerRequired' : null;
  return trimmed.length > cleanerNameMaxLength ? 'cleaners.form.errors.cleanerTooLong' : null;
}

/** The New Task dialog's errors, the server's rules before it sees them. */
export function taskFormErrors(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!values.propertyId) errors.propertyId = 'cleaners.form.errors.property';
  if (!values.scheduledDate || !/^\d{4}-\d{2}-\d{2}$/.test(values.scheduledDate)) {
    errors.scheduledDate = 'cleaners.form.errors.date';
  }
  if (values.scheduledTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.scheduledTime)) {
    errors.scheduledTime = 'cleaners.form.errors.time';
  }
  const cleaner = cleanerNameError(values.cleanerName, false);
  if (cleaner) errors.cleanerName = cleaner;
  if (values.notes.trim().length > cleaningNotesMaxLength) errors.notes = 'cleaners.form.errors.notesTooLong';
  return errors;
}

/** host-cleaning's `create` body from valid values: trimmed, the empty optional fields left out. */
export function createTaskBody(values: TaskFormValues): CreateCleaningTaskBody {
  const cleanerName = values.cleanerName.trim();
  const notes = values.notes.trim();
  return {
    propertyId: values.propertyId ?? '',
    scheduledDate: values.scheduledDate ?? '',
    ...(values.scheduledTime ? { scheduledTime: values.scheduledTime } : {}),
    ...(cleanerName ? { cleanerName } : {}),
    ...(notes ? { notes } : {}),
  };
}
