/**
 * A paid early check-in or late checkout moves the cleaning of that day at the property (the rule:
 * cleaning-shift.ts). Side effects: updates the day's open cleaning task, or creates one (pending)
 * when the day has none, so the team sees it. A day whose cleaning is already completed is left as
 * it is (the place is ready). Runs in the webhook's transaction, as the database owner.
 */
import { type ScheduleShift, shiftedCleaning, shiftingExtras } from './cleaning-shift.ts';
import type { Queryable } from './database.ts';

export interface ShiftedTask {
  taskId: string;
  date: string;
  time: string;
  shift: ScheduleShift;
  created: boolean;
}

interface ShiftingLine {
  extra_id: string;
  property_id: string;
  check_in: string;
  check_out: string;
}

interface DayTask {
  id: string;
  time: string | null;
  schedule_shift: ScheduleShift | null;
  status: string;
}

/** Moves (or creates) the cleaning tasks the order's paid early check-in and late checkout need. */
export async function shiftCleaningForExtras(tx: Queryable, orderId: string): Promise<ShiftedTask[]> {
  const { rows: lines } = await tx.query<ShiftingLine>(
    `SELECT e.extra_id, b.property_id,
            to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in, to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out
       FROM booking_extras e JOIN bookings b ON b.id = e.booking_id_fk
      WHERE e.order_id = $1::uuid AND e.payment_status = 'paid' AND e.extra_id = ANY($2::text[])
      ORDER BY e.extra_id`,
    [orderId, Object.keys(shiftingExtras)],
  );
  const shifted: ShiftedTask[] = [];
  for (const line of lines) {
    const rule = shiftingExtras[line.extra_id];
    if (!rule) continue;
    const date = rule.day === 'checkIn' ? line.check_in : line.check_out;
    // Orders of two bookings of the property (one leaving late, the next arriving early) take turns
    // here, so a day never gets two new tasks. NO KEY UPDATE: inserts referring to it still go on.
    await tx.query('SELECT id FROM properties WHERE id = $1::uuid FOR NO KEY UPDATE', [line.property_id]);
    const { rows: tasks } = await tx.query<DayTask>(
      `SELECT id, to_char(scheduled_time, 'HH24:MI') AS time, schedule_shift, status FROM cleaning_tasks
        WHERE property_id = $1::uuid AND scheduled_date = $2::date
        ORDER BY status = 'completed', scheduled_time NULLS LAST, created_at, id`,
      [line.property_id, date],
    );
    const open = tasks.find((task) => task.status !== 'completed');
    if (!open && tasks.length > 0) continue;
    const next = shiftedCleaning(
      { time: open?.time ?? null, shift: open?.schedule_shift ?? null },
      rule.cause,
    );
    if (open) {
      await tx.query(
        'UPDATE cleaning_tasks SET scheduled_time = $2::time, schedule_shift = $3 WHERE id = $1::uuid',
        [open.id, next.time, next.shift],
      );
      shifted.push({ taskId: open.id, date, ...next, created: false });
    } else {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO cleaning_tasks (property_id, scheduled_date, scheduled_time, schedule_shift)
         VALUES ($1::uuid, $2::date, $3::time, $4) RETURNING id`,
        [line.property_id, date, next.time, next.shift],
      );
      shifted.push({ taskId: rows[0]!.id, date, ...next, created: true });
    }
  }
  return shifted;
}
