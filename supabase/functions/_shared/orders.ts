/**
 * Orders of paid extras: the server prices every selection from the catalogue, checks it, and keeps
 * one pending order per booking and selection (the same selection finds the same order).
 */
import type { Database, Queryable } from './database.ts';
import { type PricedLine, type Refusal, refusals } from './order-pricing.ts';

export {
  matchItems,
  type PricedLine,
  priceSelection,
  type Refusal,
  refusals,
  type SelectionLine,
  stayDates,
} from './order-pricing.ts';

/** Pending orders younger than this are reused; Checkout sessions are created to expire after an hour. */
export const reuseWindowMinutes = 50;
export const sessionLifetimeMinutes = 60;

/** The order's identity: ids and quantities (details may be edited on the same order). */
export async function selectionHash(lines: PricedLine[]): Promise<string> {
  const canonical = lines
    .map((line) => `${line.extraId}x${line.quantity}`)
    .sort()
    .join(',');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function orderTotal(lines: PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}

/**
 * Locks the booking row for the transaction; false when no confirmed booking has this id (a
 * cancelled stay takes no new extras: the same answer as an unknown one).
 */
export async function lockBooking(tx: Queryable, bookingId: string): Promise<boolean> {
  const { rows } = await tx.query(
    "SELECT id FROM bookings WHERE id = $1::uuid AND status = 'confirmed' FOR UPDATE",
    [bookingId],
  );
  return rows.length > 0;
}

export async function paidExtraIds(tx: Queryable, bookingId: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ extra_id: string }>(
    "SELECT DISTINCT extra_id FROM booking_extras WHERE booking_id_fk = $1::uuid AND payment_status = 'paid'",
    [bookingId],
  );
  return new Set(rows.map((row) => row.extra_id));
}

export interface OrderRow {
  id: string;
  client_secret: string;
  checkout_session_id: string | null;
  checkout_url: string | null;
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The booking's pending order for this selection (details brought up to date), or a new one. A new
 * order releases the booking's other pending orders: the latest selection is the one being paid.
 * Returns the session ids of released orders so the caller can expire them at Stripe.
 */
export async function pendingOrderFor(
  tx: Queryable,
  bookingId: string,
  lines: PricedLine[],
  now: Date,
): Promise<{ order: OrderRow; created: boolean; releasedSessions: string[] }> {
  const hash = await selectionHash(lines);
  const { rows } = await tx.query<OrderRow>(
    `SELECT id, client_secret, checkout_session_id, checkout_url FROM extra_orders
      WHERE booking_id_fk = $1::uuid AND status = 'pending' AND selection_hash = $2
        AND created_at > $3::timestamptz - make_interval(mins => $4)
      ORDER BY created_at DESC LIMIT 1`,
    [bookingId, hash, now.toISOString(), reuseWindowMinutes],
  );
  const existing = rows[0];
  if (existing) {
    for (const line of lines) {
      await tx.query(
        `UPDATE booking_extras SET details = $3::jsonb, updated_at = now()
          WHERE order_id = $1::uuid AND extra_id = $2 AND payment_status = 'pending'`,
        [existing.id, line.extraId, JSON.stringify(line.details)],
      );
    }
    return { order: existing, created: false, releasedSessions: [] };
  }
  const { rows: released } = await tx.query<{ checkout_session_id: string | null }>(
    `UPDATE extra_orders SET status = 'released', updated_at = now()
      WHERE booking_id_fk = $1::uuid AND status = 'pending' RETURNING checkout_session_id`,
    [bookingId],
  );
  await tx.query(
    `UPDATE booking_extras SET payment_status = 'released', updated_at = now()
      WHERE booking_id_fk = $1::uuid AND payment_status = 'pending'`,
    [bookingId],
  );
  const { rows: inserted } = await tx.query<OrderRow>(
    `INSERT INTO extra_orders (booking_id_fk, selection_hash, total_amount, currency, client_secret, created_at)
     VALUES ($1::uuid, $2, $3, 'eur', $4, $5::timestamptz)
     RETURNING id, client_secret, checkout_session_id, checkout_url`,
    [bookingId, hash, orderTotal(lines), randomSecret(), now.toISOString()],
  );
  const order = inserted[0]!;
  for (const line of lines) {
    await tx.query(
      `INSERT INTO booking_extras (booking_id_fk, order_id, extra_id, name, quantity, details, unit_amount, currency)
       VALUES ($1::uuid, $2::uuid, $3, $4, $5, $6::jsonb, $7, $8)`,
      [
        bookingId,
        order.id,
        line.extraId,
        line.name,
        line.quantity,
        JSON.stringify(line.details),
        line.unitAmount,
        line.currency,
      ],
    );
  }
  return {
    order,
    created: true,
    releasedSessions: released
      .map((row) => row.checkout_session_id)
      .filter((id): id is string => Boolean(id)),
  };
}

/** Marks an order's lines paid (from pending or released: money was taken). Paid is final. */
export async function markOrderPaid(tx: Queryable, orderId: string): Promise<number> {
  await tx.query(
    `UPDATE extra_orders SET status = 'paid', paid_at = coalesce(paid_at, now()), updated_at = now()
      WHERE id = $1::uuid AND status <> 'paid'`,
    [orderId],
  );
  const { rows } = await tx.query(
    `UPDATE booking_extras SET payment_status = 'paid', updated_at = now()
      WHERE order_id = $1::uuid AND payment_status NOT IN ('paid', 'refunded') RETURNING id`,
    [orderId],
  );
  return rows.length;
}

/** Releases an order's pending lines (failed or expired payment). Paid lines never change. */
export async function releaseOrder(tx: Queryable, orderId: string): Promise<number> {
  await tx.query(
    `UPDATE extra_orders SET status = 'released', updated_at = now() WHERE id = $1::uuid AND status = 'pending'`,
    [orderId],
  );
  const { rows } = await tx.query(
    `UPDATE booking_extras SET payment_status = 'released', updated_at = now()
      WHERE order_id = $1::uuid AND payment_status = 'pending' RETURNING id`,
    [orderId],
  );
  return rows.length;
}

/**
 * The transaction both checkout functions run: the booking locked, extras already paid refused, then
 * the pending order for this selection (pendingOrderFor). A refusal when the booking is unknown or
 * one of the extras is already paid.
 */
export function openPendingOrder(
  db: Database,
  bookingId: string,
  lines: PricedLine[],
  now: Date,
): Promise<{ refusal: Refusal } | { order: OrderRow; created: boolean; releasedSessions: string[] }> {
  return db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) return { refusal: refusals.notFound };
    const paid = await paidExtraIds(tx, bookingId);
    if (lines.some((line) => paid.has(line.extraId))) return { refusal: refusals.alreadyPaid };
    return pendingOrderFor(tx, bookingId, lines, now);
  });
}
