/**
 * push-subscriptions (issue 44, docs/push.md): the Web Push public key, and a guest's device
 * subscribing to their stay's notices with the booking's guest token (the procedure checks it).
 * The guest's rows are the server's (no API role reads them): written here with the booking's row
 * locked, so at most `devicesPerBooking` are kept under any concurrency (the oldest go). A device
 * that subscribed for someone else before is this booking's now, its queued notices dropped.
 * Contracts: _shared/contracts/push-subscriptions.contract.ts.
 */
import {
  guestPushSubscribe,
  guestPushUnsubscribe,
  pushPublicKey,
} from '../_shared/contracts/push-subscriptions.contract.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

/** Devices kept per booking: a family's phones and tablets, not an unbounded list. */
export const devicesPerBooking = 10;

export const handler = serveCalls('push-subscriptions', pushPublicKey.invalidMessage, [
  route(pushPublicKey, async ({ deps, refuse }) => {
    if (!deps.config.vapid) return refuse('notConfigured');
    return { publicKey: deps.config.vapid.publicKey };
  }),
  route(guestPushSubscribe, async ({ body, bookingId, deps, refuse }) => {
    if (!deps.config.vapid) return refuse('notConfigured');
    const booking = bookingId.toLowerCase();
    const kept = await deps.db.transaction(async (tx) => {
      const locked = await tx.query('SELECT id FROM bookings WHERE id = $1::uuid FOR UPDATE', [booking]);
      if (locked.rows.length === 0) return false;
      await tx.query(
        'DELETE FROM push_subscriptions WHERE endpoint = $1 AND booking_id IS DISTINCT FROM $2::uuid',
        [body.endpoint, booking],
      );
      await tx.query(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, booking_id, language)
         VALUES ($1, $2, $3, $4::uuid, $5)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
                                              language = EXCLUDED.language`,
        [body.endpoint, body.keys.p256dh, body.keys.auth, booking, body.language],
      );
      await tx.query(
        `DELETE FROM push_subscriptions WHERE booking_id = $1::uuid AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE booking_id = $1::uuid ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [booking, devicesPerBooking],
      );
      return true;
    });
    if (!kept) return refuse('notFound');
    return { subscribed: true as const };
  }),
  route(guestPushUnsubscribe, async ({ body, bookingId, deps }) => {
    await deps.db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND booking_id = $2::uuid', [
      body.endpoint,
      bookingId.toLowerCase(),
    ]);
    return { subscribed: false as const };
  }),
]);
