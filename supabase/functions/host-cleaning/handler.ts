/**
 * host-cleaning: the Cleaners screen's tasks and what its buttons do, for the caller's portfolio.
 * POST with `Authorization: Bearer <access token>`; every query runs through Row Level Security,
 * so another owner's task or property is not found (404 `not_found`, as an unknown id) and nothing
 * of it changes.
 *
 * Request body, by `action`:
 * - `{ "action": "list", "status"?: "pending" | "assigned" | "inProgress" | "completed", "limit"?: 1..200 (100) }`
 *   -> `{ tasks, total, properties, today }`: open tasks first, by date and time, then completed ones,
 *   latest first; `properties` are those the caller may schedule a cleaning at (by name).
 * - `{ "action": "complete", "taskId": uuid }` (Mark Complete) -> `{ task }`. Completing a completed
 *   task changes nothing and answers the task as it is (idempotent).
 * - `{ "action": "assign", "taskId": uuid, "cleanerName": text }` (Assign Cleaner / Reassign; trimmed,
 *   1..80 characters) -> `{ task }`; a completed task keeps its cleaner: 409 `task_completed`.
 * - `{ "action": "create", "propertyId": uuid, "scheduledDate": "YYYY-MM-DD", "scheduledTime"?: "HH:MM",
 *   "cleanerName"?: text, "notes"?: text (at most 1000) }` (New Task) -> 201 `{ task }`, pending
 *   (assigned with a cleaner).
 * A task's `status` is pending, assigned (pending with a cleaner), inProgress or completed.
 *
 * Errors: 400 `invalid_request` / `invalid_text`, 401 `unauthorized`, 403 `not_a_host`, 404
 * `not_found`, 409 `task_completed`, 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import { isCalendarDate } from '../_shared/calendar.ts';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import {
  cleanerNameMaxLength,
  cleaningNotesMaxLength,
  cleaningTaskStatuses,
  firstCalendarYear,
  type HostCleaningList,
  type HostCleaningProperty,
  type HostCleaningTask,
  type HostCleaningTaskAnswer,
  lastCalendarYear,
} from '../_shared/host-api-types-cleaning.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { taskStatusSql } from '../_shared/host-cleaning-data.ts';
import { hostAccount, localDay, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { uuidSchema } from '../_shared/validation.ts';

export const defaultListLimit = 100;
export const maxListLimit = 200;

const taskDate = z
  .string()
  .refine(
    (value) =>
      isCalendarDate(value) &&
      Number(value.slice(0, 4)) >= firstCalendarYear &&
      Number(value.slice(0, 4)) <= lastCalendarYear,
  );
const cleanerName = z.string().trim().min(1).max(cleanerNameMaxLength);

export const cleaningRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('list'),
    status: z.enum(cleaningTaskStatuses as [string, ...string[]]).optional(),
    limit: z.number().int().min(1).max(maxListLimit).optional(),
  }),
  z.strictObject({ action: z.literal('complete'), taskId: uuidSchema }),
  z.strictObject({ action: z.literal('assign'), taskId: uuidSchema, cleanerName }),
  z.strictObject({
    action: z.literal('create'),
    propertyId: uuidSchema,
    scheduledDate: taskDate,
    scheduledTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
    cleanerName: cleanerName.optional(),
    notes: z.string().trim().max(cleaningNotesMaxLength).optional(),
  }),
]);

/** What each field must be: the 400's message names the first field that is not. */
export const invalidCleaningMessages: Record<string, string> = {
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
};

export function invalidCleaningMessage(error: unknown): string {
  const issue = (error as { issues?: { code?: string; path?: PropertyKey[] }[] }).issues?.[0];
  if (issue?.code === 'unrecognized_keys') return invalidCleaningMessages.unknown!;
  const field = issue?.path?.[0];
  return (typeof field === 'string' && invalidCleaningMessages[field]) || invalidCleaningMessages.body!;
}

export const notFoundMessage = 'No such cleaning task or property in your portfolio.';
export const taskCompletedMessage = 'This cleaning is completed: its cleaner can no longer change.';

const taskSelect = `
  SELECT t.id, t.property_id AS "propertyId", p.name AS property, p.city AS location,
         to_char(t.scheduled_date, 'YYYY-MM-DD') AS "scheduledDate",
         to_char(t.scheduled_time, 'HH24:MI') AS "scheduledTime",
         ${taskStatusSql('t')} AS status, t.cleaner_name AS "cleanerName", t.notes,
         to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "completedAt",
         t.schedule_shift AS "scheduleShift"
    FROM cleaning_tasks t JOIN properties p ON p.id = t.property_id`;

const statusMatches = `($1::text IS NULL OR ${taskStatusSql('t')} = $1::text)`;
const countSql = `SELECT count(*)::int AS total FROM cleaning_tasks t WHERE ${statusMatches}`;
const listSql = `${taskSelect}
   WHERE ${statusMatches}
   ORDER BY t.status = 'completed',
            CASE WHEN t.status <> 'completed' THEN t.scheduled_date END,
            CASE WHEN t.status = 'completed' THEN t.scheduled_date END DESC,
            t.scheduled_time NULLS LAST, p.name, t.id
   LIMIT $2`;
const propertiesSql = 'SELECT id, name, city FROM properties ORDER BY name, id';
const oneTaskSql = `${taskSelect} WHERE t.id = $1`;
const completeSql = `UPDATE cleaning_tasks SET status = 'completed' WHERE id = $1 AND status <> 'completed' RETURNING id`;
const assignSql = `UPDATE cleaning_tasks SET cleaner_name = $2 WHERE id = $1 AND status <> 'completed' RETURNING id`;
// The property must be one the caller sees (RLS on properties; the insert's policy says the same).
const createSql = `
  INSERT INTO cleaning_tasks (property_id, scheduled_date, scheduled_time, cleaner_name, notes)
  SELECT p.id, $2::date, $3::time, $4::text, $5::text FROM properties p WHERE p.id = $1
  RETURNING id`;

type Outcome =
  | { kind: 'list'; body: HostCleaningList }
  | { kind: 'task'; task: HostCleaningTask; status: 200 | 201 }
  | { kind: 'not_found' }
  | { kind: 'task_completed' };

async function oneTask(tx: Queryable, taskId: string): Promise<HostCleaningTask | null> {
  const { rows } = await tx.query<HostCleaningTask>(oneTaskSql, [taskId], { name: 'host_cleaning_task' });
  return rows[0] ?? null;
}

type CleaningRequest = z.infer<typeof cleaningRequestSchema>;

async function perform(tx: Queryable, request: CleaningRequest, today: string): Promise<Outcome> {
  switch (request.action) {
    case 'list': {
      const status = request.status ?? null;
      const counted = await tx.query<{ total: number }>(countSql, [status], { name: 'host_cleaning_count' });
      const tasks = await tx.query<HostCleaningTask>(listSql, [status, request.limit ?? defaultListLimit], {
        name: 'host_cleaning_list',
      });
      const properties = await tx.query<HostCleaningProperty>(propertiesSql, [], {
        name: 'host_cleaning_properties',
      });
      return {
        kind: 'list',
        body: { tasks: tasks.rows, total: counted.rows[0]?.total ?? 0, properties: properties.rows, today },
      };
    }
    case 'complete': {
      await tx.query(completeSql, [request.taskId], { name: 'host_cleaning_complete' });
      const task = await oneTask(tx, request.taskId);
      return task ? { kind: 'task', task, status: 200 } : { kind: 'not_found' };
    }
    case 'assign': {
      const updated = await tx.query(assignSql, [request.taskId, request.cleanerName], {
        name: 'host_cleaning_assign',
      });
      const task = await oneTask(tx, request.taskId);
      if (!task) return { kind: 'not_found' };
      if (updated.rows.length === 0) return { kind: 'task_completed' };
      return { kind: 'task', task, status: 200 };
    }
    case 'create': {
      const { rows } = await tx.query<{ id: string }>(
        createSql,
        [
          request.propertyId,
          request.scheduledDate,
          request.scheduledTime ?? null,
          request.cleanerName ?? null,
          request.notes || null,
        ],
        { name: 'host_cleaning_create' },
      );
      const task = rows[0] ? await oneTask(tx, rows[0].id) : null;
      return task ? { kind: 'task', task, status: 201 } : { kind: 'not_found' };
    }
  }
}

export const handler: FunctionHandler = guarded('host-cleaning', async (request, deps) => {
  const opened = await openHostRequest(request, deps, cleaningRequestSchema, (error) =>
    errorResponse(400, invalidCleaningMessage(error), 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const today = localDay(deps.now());

  const outcome = await asUser(
    deps.db,
    opened.caller.userId,
    async (tx) => ((await hostAccount(tx)) ? perform(tx, opened.data, today) : null),
    opened.caller.claims,
  );
  if (!outcome) return notAHost();
  switch (outcome.kind) {
    case 'list':
      return json(outcome.body);
    case 'task':
      return json({ task: outcome.task } satisfies HostCleaningTaskAnswer, outcome.status);
    case 'not_found':
      return errorResponse(404, notFoundMessage, 'not_found');
    case 'task_completed':
      return errorResponse(409, taskCompletedMessage, 'task_completed');
  }
});
