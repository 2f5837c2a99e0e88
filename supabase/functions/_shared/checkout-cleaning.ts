/**
 * The check-out cleaning of each booking (issue 43, item 9): a confirmed booking has one cleaning
 * task on its check-out day at its property (cleaning_tasks.booking_id, one per booking), at the
 * property's check-out time, pending. Reconciled after each write of bookings, so it is idempotent:
 * - confirmed, leaving today or later (`today`, YYYY-MM-DD; a stay already over gets none), no task
 *   yet: the day's open task at the property that no booking has yet is taken
 *   (a cleaning the team set up by hand is not doubled), else a new pending one is created;
 * - confirmed, its task still pending: moved to the booking's check-out day and property;
 * - cancelled: its task goes if nobody touched it (pending, no cleaner, no notes); a task in
 *   progress, completed or assigned stays for the team to decide.
 * Side effects: the database (cleaning_tasks), in the caller's transaction and rights (RLS).
 */
import type { Queryable } from './database.ts';

const removeUntouchedSql = `
  DELETE FROM cleaning_tasks t USING bookings b
   WHERE t.booking_id = b.id AND b.id = ANY ($1::uuid[]) AND b.status = 'cancelled'
     AND t.status = 'pending' AND t.cleaner_name IS NULL AND t.notes IS NULL`;

const moveSql = `
  UPDATE cleaning_tasks t SET scheduled_date = b.check_out_date, property_id = b.property_id
    FROM bookings b
   WHERE t.booking_id = b.id AND b.id = ANY ($1::uuid[]) AND b.status = 'confirmed' AND t.status = 'pending'
     AND (t.scheduled_date, t.property_id) IS DISTINCT FROM (b.check_out_date, b.property_id)`;

const adoptSql = `
  UPDATE cleaning_tasks t SET booking_id = b.id
    FROM bookings b
   WHERE b.id = ANY ($1::uuid[]) AND b.status = 'confirmed' AND b.check_out_date >= $2::date
     AND NOT EXISTS (SELECT 1 FROM cleaning_tasks l WHERE l.booking_id = b.id)
     AND t.id = (SELECT o.id FROM cleaning_tasks o
                  WHERE o.property_id = b.property_id AND o.scheduled_date = b.check_out_date
                    AND o.booking_id IS NULL AND o.status <> 'completed'
                  ORDER BY o.created_at, o.id LIMIT 1)`;

const createSql = `
  INSERT INTO cleaning_tasks (property_id, scheduled_date, scheduled_time, booking_id)
  SELECT b.property_id, b.check_out_date, p.check_out_time, b.id
    FROM bookings b JOIN properties p ON p.id = b.property_id
   WHERE b.id = ANY ($1::uuid[]) AND b.status = 'confirmed' AND b.check_out_date >= $2::date
  ON CONFLICT (booking_id) WHERE booking_id IS NOT NULL DO NOTHING`;

/** Brings the check-out cleanings of `bookingIds` in line with the bookings as they now are. */
export async function syncCheckoutCleanings(
  tx: Queryable,
  bookingIds: readonly string[],
  today: string,
): Promise<void> {
  if (bookingIds.length === 0) return;
  const ids = [...bookingIds];
  await tx.query(removeUntouchedSql, [ids], { name: 'checkout_cleaning_remove' });
  await tx.query(moveSql, [ids], { name: 'checkout_cleaning_move' });
  await tx.query(adoptSql, [ids, today], { name: 'checkout_cleaning_adopt' });
  await tx.query(createSql, [ids, today], { name: 'checkout_cleaning_create' });
}
