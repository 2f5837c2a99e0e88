/**
 * The history of a booking's check-in forms (issue 41; database writes and reads, run by the
 * server): each form guest-checkin accepts is recorded in guest_declaration_changes (migration
 * 0031) with the guest number, whether it replaced a form, the adults declared, whether the
 * check-in was already complete, the sender's address and the server's time. The host reads it in
 * View Details (host-booking, under RLS: the booking's owner and the team).
 */
import type { Queryable } from './database.ts';
import type { CheckInChange } from './host-api-types-guests.ts';

export interface DeclarationChange {
  bookingId: string;
  guestIndex: number;
  /** 'replaced': this guest's form was in already and the one sent now took its place. */
  action: CheckInChange['action'];
  adults: number;
  afterComplete: boolean;
  clientIp: string;
  at: Date;
}

/** Records one accepted form, in the transaction that wrote it. */
export async function recordDeclarationChange(tx: Queryable, change: DeclarationChange): Promise<void> {
  await tx.query(
    `INSERT INTO guest_declaration_changes (booking_id, guest_index, action, adults, after_complete, client_ip, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
    [
      change.bookingId,
      change.guestIndex,
      change.action,
      change.adults,
      change.afterComplete,
      change.clientIp.slice(0, 64),
      change.at.toISOString(),
    ],
  );
}

/**
 * A correlated subquery (JSON array, oldest first) of the history of booking `b`, for a statement
 * that reads the booking: each entry as CheckInChange. Timestamps as ISO 8601 UTC text, the same
 * on both databases.
 */
export function declarationHistorySql(b: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
             'guestIndex', c.guest_index, 'action', c.action, 'adults', c.adults,
             'afterComplete', c.after_complete, 'clientIp', c.client_ip,
             'at', to_char(c.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
             ORDER BY c.changed_at, c.id), '[]'::json)
            FROM guest_declaration_changes c WHERE c.booking_id = ${b}.id)`;
}
