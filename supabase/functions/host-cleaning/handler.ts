/**
 * host-cleaning: the Cleaners screen's tasks and what its buttons do, for the caller's portfolio.
 * The calls' contracts (list, complete, assign, create): _shared/contracts/host-cleaning.contract.ts.
 * Every query runs through Row Level Security, so another owner's task or property is not found
 * (404 `not_found`, as an unknown id) and nothing of it changes. Completing a completed task changes
 * nothing and answers the task as it is; a completed task keeps its cleaner (409 `task_completed`).
 */
import {
  defaultListLimit,
  hostCleaningAssign,
  hostCleaningComplete,
  hostCleaningCreate,
  hostCleaningList,
  invalidCleaningBody,
} from '../_shared/contracts/host-cleaning.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import type { HostCleaningProperty, HostCleaningTask } from '../_shared/host-api-types-cleaning.ts';
import { taskStatusSql } from '../_shared/host-cleaning-data.ts';
import { localDay } from '../_shared/host-data.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

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

async function oneTask(tx: Queryable, taskId: string): Promise<HostCleaningTask | null> {
  const { rows } = await tx.query<HostCleaningTask>(oneTaskSql, [taskId], { name: 'host_cleaning_task' });
  return rows[0] ?? null;
}

export const handler = serveCalls('host-cleaning', invalidCleaningBody, [
  route(hostCleaningList, ({ body, asHost, deps }) =>
    asHost(async (tx) => {
      const status = body.status ?? null;
      const counted = await tx.query<{ total: number }>(countSql, [status], { name: 'host_cleaning_count' });
      const tasks = await tx.query<HostCleaningTask>(listSql, [status, body.limit ?? defaultListLimit], {
        name: 'host_cleaning_list',
      });
      const properties = await tx.query<HostCleaningProperty>(propertiesSql, [], {
        name: 'host_cleaning_properties',
      });
      const today = localDay(deps.now());
      return { tasks: tasks.rows, total: counted.rows[0]?.total ?? 0, properties: properties.rows, today };
    }),
  ),
  route(hostCleaningComplete, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      await tx.query(completeSql, [body.taskId], { name: 'host_cleaning_complete' });
      const task = await oneTask(tx, body.taskId);
      return task ? { task } : refuse('notFound');
    }),
  ),
  route(hostCleaningAssign, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const updated = await tx.query(assignSql, [body.taskId, body.cleanerName], {
        name: 'host_cleaning_assign',
      });
      const task = await oneTask(tx, body.taskId);
      if (!task) return refuse('notFound');
      if (updated.rows.length === 0) return refuse('taskCompleted');
      return { task };
    }),
  ),
  route(hostCleaningCreate, ({ body, asHost, refuse }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        createSql,
        [
          body.propertyId,
          body.scheduledDate,
          body.scheduledTime ?? null,
          body.cleanerName ?? null,
          body.notes || null,
        ],
        { name: 'host_cleaning_create' },
      );
      const task = rows[0] ? await oneTask(tx, rows[0].id) : null;
      return task ? { task } : refuse('notFound');
    }),
  ),
]);
