/**
 * host-cleaning: the Cleaners screen's tasks and its buttons (Mark Complete, Assign Cleaner /
 * Reassign, New Task), for the caller's portfolio. Pure (zod only); served by
 * supabase/functions/host-cleaning.
 */
import { z } from 'zod';
import { isCalendarDate } from '../calendar.ts';
import { defineContract } from '../contract.ts';
import {
  cleanerNameMaxLength,
  cleaningNotesMaxLength,
  cleaningScheduleShifts,
  cleaningTaskStatuses,
  firstCalendarYear,
  lastCalendarYear,
} from '../host-api-types-cleaning.ts';
import { uuidSchema } from '../validation.ts';
import { count, day, id, instant } from './shapes.ts';

export const defaultListLimit = 100;
export const maxListLimit = 200;

const fieldMessages = {
  action: 'Send action: "list", "complete", "assign" or "create".',
  status: 'status must be "pending", "assigned", "inProgress" or "completed".',
  limit: `limit must be a whole number from 1 to ${maxListLimit}.`,
  taskId: 'taskId must be a cleaning task id (a UUID).',
  propertyId: 'propertyId must be a property id (a UUID).',
  cleanerName: `cleanerName must be text of 1 to ${cleanerNameMaxLength} characters (spaces around it do not count).`,
  scheduledDate: `scheduledDate must be a real date written YYYY-MM-DD, in the years ${firstCalendarYear} to ${lastCalendarYear}.`,
  scheduledTime: 'scheduledTime must be a time written HH:MM (00:00 to 23:59).',
  notes: `notes must be text of at most ${cleaningNotesMaxLength} characters.`,
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
} as const;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidCleaningMessages: Readonly<Record<string, string>> = fieldMessages;

/** The 400 of a body that is no object (`body`), or an object without a known action (`action`). */
export function invalidCleaningBody(value: unknown): string {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return isObject ? fieldMessages.action : fieldMessages.body;
}

/** The 400 naming the first field that is not what it must be. */
function invalidCleaningField(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (issue?.code === 'unrecognized_keys') return fieldMessages.unknown;
  const field = issue?.path[0];
  return (typeof field === 'string' && invalidCleaningMessages[field]) || fieldMessages.body;
}

const notFound = {
  status: 404,
  code: 'not_found',
  message: 'No such cleaning task or property in your portfolio.',
};

const taskDate = z
  .string()
  .refine(
    (value) =>
      isCalendarDate(value) &&
      Number(value.slice(0, 4)) >= firstCalendarYear &&
      Number(value.slice(0, 4)) <= lastCalendarYear,
  );
const cleanerName = z.string().trim().min(1).max(cleanerNameMaxLength);
const hoursMinutes = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A cleaning task as the Cleaners screen shows it. */
export const cleaningTask = z.strictObject({
  id,
  propertyId: id,
  property: z.string(),
  /** The property's city (the card's location line); null when not known. */
  location: z.string().nullable(),
  /** The property's local date. */
  scheduledDate: day,
  /** HH:MM local time; null: any time that day. */
  scheduledTime: hoursMinutes.nullable(),
  /** pending, assigned (pending with a cleaner), inProgress or completed. */
  status: z.enum(cleaningTaskStatuses),
  cleanerName: z.string().nullable(),
  notes: z.string().nullable(),
  /** When the task was completed (UTC), else null. */
  completedAt: instant.nullable(),
  /**
   * Moved by a paid extra: 'early_check_in' (done earlier: the next guest comes in early),
   * 'late_checkout' (starts later: the guest leaves late), 'both' (both on this day); else null.
   */
  scheduleShift: z.enum(cleaningScheduleShifts).nullable(),
});

/** A property the caller may schedule a cleaning at (the New Task dialog's choices). */
export const cleaningProperty = z.strictObject({ id, name: z.string(), city: z.string().nullable() });

/** The answer of `complete`, `assign` and `create`: the task as it now is. */
const taskAnswer = z.strictObject({ task: cleaningTask });

const common = {
  function: 'host-cleaning',
  caller: 'host',
  invalidMessage: fieldMessages.body,
  invalidMessageFor: invalidCleaningField,
} as const;

export const hostCleaningList = defineContract({
  ...common,
  action: 'list',
  summary:
    'The Cleaners screen: tasks of one status or all, open ones first by date and time (the next one first), then completed ones, latest first; with the properties a task can be scheduled at.',
  request: z.strictObject({
    status: z.enum(cleaningTaskStatuses).optional(),
    /** At most this many tasks (100 unless told otherwise). */
    limit: z.number().int().min(1).max(maxListLimit).optional(),
  }),
  answer: z.strictObject({
    /** At most `limit` of `total`. */
    tasks: z.array(cleaningTask),
    total: count,
    /** By name. */
    properties: z.array(cleaningProperty),
    /** Today in Morocco. */
    today: day,
  }),
});

export const hostCleaningComplete = defineContract({
  ...common,
  action: 'complete',
  summary: 'Mark Complete: the task is completed (a completed task is answered as it is, nothing changes).',
  request: z.strictObject({ taskId: uuidSchema }),
  answer: taskAnswer,
  errors: { notFound },
});

export const hostCleaningAssign = defineContract({
  ...common,
  action: 'assign',
  summary: 'Assign Cleaner / Reassign: the task gets this cleaner (a completed task keeps its own).',
  request: z.strictObject({ taskId: uuidSchema, cleanerName }),
  answer: taskAnswer,
  errors: {
    notFound,
    taskCompleted: {
      status: 409,
      code: 'task_completed',
      message: 'This cleaning is completed: its cleaner can no longer change.',
    },
  },
});

export const hostCleaningCreate = defineContract({
  ...common,
  action: 'create',
  successStatus: 201,
  summary:
    "New Task: a cleaning at one of the caller's properties, pending (assigned with a cleaner); answered 201.",
  request: z.strictObject({
    propertyId: uuidSchema,
    /** YYYY-MM-DD, in the years 2000 to 2100. */
    scheduledDate: taskDate,
    /** HH:MM. */
    scheduledTime: hoursMinutes.optional(),
    cleanerName: cleanerName.optional(),
    notes: z.string().trim().max(cleaningNotesMaxLength).optional(),
  }),
  answer: taskAnswer,
  errors: { notFound },
});
