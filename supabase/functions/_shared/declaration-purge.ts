/**
 * The purge of the guest declarations (issue 31; a database write, run by the server on a
 * schedule): every declaration of a booking whose check-out date, plus the retention days, is
 * before today in the property's time zone is deleted, whatever the booking's status (a
 * cancelled booking's forms go the same way). Kept through day `retentionDays` after check-out,
 * gone on the day after, with the forms' history (issue 41: the senders' addresses). The bookings
 * keep their check-in status (checkin_adults, checkin_completed_at): no personal data.
 */
import type { Queryable } from './database.ts';

export async function purgeExpiredDeclarations(
  db: Queryable,
  options: { now: Date; retentionDays: number },
): Promise<number> {
  const { rows } = await db.query<{ purged: number }>(
    `WITH gone AS (
       DELETE FROM guest_declarations d
        USING bookings b JOIN properties p ON p.id = b.property_id
        WHERE d.booking_id = b.id
          AND b.check_out_date + $2::int < ($1::timestamptz AT TIME ZONE p.time_zone)::date
       RETURNING 1),
     history AS (
       DELETE FROM guest_declaration_changes c
        USING bookings b JOIN properties p ON p.id = b.property_id
        WHERE c.booking_id = b.id
          AND b.check_out_date + $2::int < ($1::timestamptz AT TIME ZONE p.time_zone)::date
       RETURNING 1)
     SELECT count(*)::int AS purged FROM gone`,
    [options.now.toISOString(), options.retentionDays],
  );
  return Number(rows[0]?.purged ?? 0);
}
