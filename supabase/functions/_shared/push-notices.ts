/**
 * The events that are pushed (issue 44, docs/push.md), each written in its event's transaction
 * through the push outbox (push-outbox.ts): a paid extra (the booking's owner and the team), a new
 * inquiry or a burst of them (the team), and the door code released (the guest's devices). Side
 * effects: inserts into push_outbox. The payload never carries a door code: only that it is ready.
 */
import type { Database, Queryable } from './database.ts';
import { codeReleaseFor, localDateIn } from './door-code-release.ts';
import { enqueuePush } from './push-outbox.ts';

/** The extras of an order are paid: the owner and the team open the booking's details. */
export function pushPaidExtra(
  tx: Queryable,
  order: { orderId: string; bookingId: string; guestName: string; propertyName: string },
): Promise<number> {
  return enqueuePush(tx, {
    eventKey: `extra-paid:${order.orderId}`,
    audience: { hostsOf: order.bookingId },
    kind: 'extraPaid',
    params: { bookingId: order.bookingId, guestName: order.guestName, propertyName: order.propertyName },
    url: `/host/guests?booking=${order.bookingId}`,
  });
}

/** A work-with-us inquiry (`inquiryId`), or the hour's burst past the cap (`eventKey` the burst's, no id). */
export function pushInquiry(
  tx: Queryable,
  inquiry: { eventKey: string; inquiryId?: string; name?: string },
): Promise<number> {
  return enqueuePush(tx, {
    eventKey: inquiry.eventKey,
    audience: { team: true },
    kind: 'inquiry',
    params: inquiry.inquiryId ? { inquiryId: inquiry.inquiryId, name: inquiry.name ?? '' } : {},
    url: inquiry.inquiryId ? `/host/inquiries?id=${inquiry.inquiryId}` : '/host/inquiries',
  });
}

/**
 * The booking's door code is released at `releasedAt`: the guest's devices that subscribed before
 * then are told it is ready (one that subscribed later saw it on screen already). Once per device.
 */
export async function pushDoorCode(
  tx: Queryable,
  booking: { bookingId: string; propertyName: string; releasedAt: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO push_outbox (subscription_id, event_key, kind, params, url)
     SELECT s.id, 'door-code:' || $1, 'doorCode', $2::jsonb, '/guest-portal'
       FROM push_subscriptions s WHERE s.booking_id = $1::uuid AND s.created_at <= $3
      ORDER BY s.id
     ON CONFLICT (event_key, subscription_id) DO NOTHING
     RETURNING id`,
    [
      booking.bookingId,
      JSON.stringify({ bookingId: booking.bookingId, propertyName: booking.propertyName }),
      booking.releasedAt.toISOString(),
    ],
  );
  return rows.length;
}

interface ReleaseRow {
  id: string;
  property_name: string;
  check_in_date: string;
  check_in_time: string;
  check_out_date: string;
  check_out_time: string;
  time_zone: string;
  code_release_hours: number;
  code_requires_checkin: boolean;
  checkin_completed_at: Date | string | null;
}

/**
 * Door codes released by the clock (no event writes them): the stays with a code, whose devices
 * were not told yet, around today. Run by the deliverer before each round; one statement to find
 * them and one transaction per released booking, so a round never tells a device twice.
 */
export async function queueReleasedDoorCodes(db: Database, now: Date, graceHours: number): Promise<number> {
  const today = localDateIn(now, 'Africa/Casablanca');
  const { rows } = await db.query<ReleaseRow>(
    `SELECT b.id, p.name AS property_name,
            to_char(b.check_in_date, 'YYYY-MM-DD') AS check_in_date, to_char(p.check_in_time, 'HH24:MI') AS check_in_time,
            to_char(b.check_out_date, 'YYYY-MM-DD') AS check_out_date, to_char(p.check_out_time, 'HH24:MI') AS check_out_time,
            p.time_zone, p.code_release_hours, p.code_requires_checkin, b.checkin_completed_at
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.status = 'confirmed' AND b.smart_lock_code IS NOT NULL
        AND b.check_out_date >= $1::date - 1 AND b.check_in_date <= $1::date + 31
        AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.booking_id = b.id
                      AND NOT EXISTS (SELECT 1 FROM push_outbox o
                                       WHERE o.subscription_id = s.id AND o.event_key = 'door-code:' || b.id))
      LIMIT 500`,
    [today],
  );
  let queued = 0;
  for (const row of rows) {
    const completedAt = row.checkin_completed_at ? new Date(row.checkin_completed_at) : null;
    const release = codeReleaseFor({
      checkInDate: row.check_in_date,
      checkInTime: row.check_in_time,
      checkOutDate: row.check_out_date,
      checkOutTime: row.check_out_time,
      timeZone: row.time_zone,
      releaseHours: Number(row.code_release_hours),
      requiresCheckIn: row.code_requires_checkin,
      checkInComplete: completedAt !== null,
      graceHours,
      now,
    });
    if (release.state !== 'released') continue;
    const releasedAt = new Date(
      Math.max(Date.parse(release.releasesAt), row.code_requires_checkin ? (completedAt?.getTime() ?? 0) : 0),
    );
    queued += await db.transaction((tx) =>
      pushDoorCode(tx, { bookingId: row.id, propertyName: row.property_name, releasedAt }),
    );
  }
  return queued;
}
