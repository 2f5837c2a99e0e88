/**
 * What host-calendar and host-cleaning share about cleaning tasks: their status as the screens show
 * it, computed in SQL (the database keeps pending, in_progress and completed; a pending task with a
 * cleaner is shown as assigned).
 */

/** The status expression of the cleaning task aliased `task`: pending | assigned | inProgress | completed. */
export const taskStatusSql = (task: string) => `CASE
      WHEN ${task}.status = 'in_progress' THEN 'inProgress'
      WHEN ${task}.status = 'completed' THEN 'completed'
      WHEN ${task}.cleaner_name IS NOT NULL THEN 'assigned'
      ELSE 'pending' END`;
