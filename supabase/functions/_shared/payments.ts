/**
 * What a Stripe event does to an order: pay it (when the amount and currency are the order's),
 * give back what was paid twice, and record refunds. Runs inside the webhook's transaction.
 */
import type { Queryable } from './database.ts';
import { markOrderPaid, paidExtraIds } from './orders.ts';

export interface PaidSession {
  id: string;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId: string | null;
}

interface OrderForPayment {
  id: string;
  booking_id_fk: string;
  status: string;
  total_amount: number;
  currency: string;
}

interface LineRow {
  id: string;
  extra_id: string;
  amount: number | string;
}

export type PaymentOutcome =
  | { kind: 'unknown_order' }
  | { kind: 'already_settled' }
  | { kind: 'amount_mismatch'; orderId: string }
  | { kind: 'paid'; orderId: string }
  | { kind: 'paid_twice'; orderId: string; refundAmount: number; currency: string };

/** The order a Checkout session belongs to, locked; only by the session id stored at creation. */
export async function lockOrderBySession(tx: Queryable, sessionId: string): Promise<OrderForPayment | null> {
  const { rows } = await tx.query<OrderForPayment>(
    `SELECT id, booking_id_fk, status, total_amount, currency FROM extra_orders
      WHERE checkout_session_id = $1 FOR UPDATE`,
    [sessionId],
  );
  return rows[0] ?? null;
}

/**
 * Records a completed payment. Refused when the amount or currency is not the order's. Lines whose
 * extra is already paid on the booking (a late payment of an order released in favour of another)
 * are marked refunded and their amount returned for the caller to give back; the rest are paid.
 */
export async function recordPayment(tx: Queryable, session: PaidSession): Promise<PaymentOutcome> {
  const order = await lockOrderBySession(tx, session.id);
  if (!order) return { kind: 'unknown_order' };
  if (order.status === 'paid' || order.status === 'refunded') return { kind: 'already_settled' };
  if (
    session.amountTotal !== Number(order.total_amount) ||
    (session.currency ?? '').toLowerCase() !== order.currency.toLowerCase()
  ) {
    return { kind: 'amount_mismatch', orderId: order.id };
  }
  // The booking's row lock orders payments of one booking: two orders are never paid side by side.
  await tx.query('SELECT id FROM bookings WHERE id = $1::uuid FOR UPDATE', [order.booking_id_fk]);
  await tx.query('UPDATE extra_orders SET payment_intent_id = $2 WHERE id = $1::uuid', [
    order.id,
    session.paymentIntentId,
  ]);
  const alreadyPaid = await paidExtraIds(tx, order.booking_id_fk);
  const { rows: lines } = await tx.query<LineRow>(
    `SELECT id, extra_id, unit_amount * quantity AS amount FROM booking_extras
      WHERE order_id = $1::uuid AND payment_status <> 'paid'`,
    [order.id],
  );
  const twice = lines.filter((line) => alreadyPaid.has(line.extra_id));
  if (twice.length === 0) {
    await markOrderPaid(tx, order.id);
    return { kind: 'paid', orderId: order.id };
  }
  const refundAmount = twice.reduce((sum, line) => sum + Number(line.amount), 0);
  await tx.query(
    `UPDATE booking_extras SET payment_status = 'refunded', updated_at = now() WHERE id = ANY($1::uuid[])`,
    [twice.map((line) => line.id)],
  );
  await tx.query(
    `UPDATE booking_extras SET payment_status = 'paid', updated_at = now()
      WHERE order_id = $1::uuid AND payment_status NOT IN ('paid', 'refunded')`,
    [order.id],
  );
  await tx.query(
    `UPDATE extra_orders SET status = CASE WHEN $3::boolean THEN 'refunded' ELSE 'paid' END,
            paid_at = coalesce(paid_at, now()), refunded_amount = $2, refund_reason = 'paid_twice',
            updated_at = now()
      WHERE id = $1::uuid`,
    [order.id, refundAmount, twice.length === lines.length],
  );
  return { kind: 'paid_twice', orderId: order.id, refundAmount, currency: order.currency };
}

export interface RefundOutcome {
  orderId: string;
  /** Lines that became refunded now. */
  refundedLines: number;
  /** All refunded on the payment before this event, and now (minor units). */
  previousRefundedAmount: number;
  refundedAmount: number;
}

export interface RefundedCharge {
  paymentIntentId: string;
  amount: number;
  amountRefunded: number;
}

/**
 * A refund made at Stripe (charge.refunded): a full refund makes every paid line of the order
 * refunded; a partial one beyond what Rihla itself gave back refunds the paid lines it covers,
 * largest first. Returns what changed (for the notice), or null when no order has that payment.
 */
export async function recordRefund(tx: Queryable, charge: RefundedCharge): Promise<RefundOutcome | null> {
  const { rows } = await tx.query<{ id: string; refunded_amount: number | string }>(
    'SELECT id, refunded_amount FROM extra_orders WHERE payment_intent_id = $1 FOR UPDATE',
    [charge.paymentIntentId],
  );
  const order = rows[0];
  if (!order) return null;
  const { rows: paid } = await tx.query<LineRow>(
    `SELECT id, extra_id, unit_amount * quantity AS amount FROM booking_extras
      WHERE order_id = $1::uuid AND payment_status = 'paid' ORDER BY unit_amount * quantity DESC, id`,
    [order.id],
  );
  const full = charge.amountRefunded >= charge.amount;
  let left = charge.amountRefunded - Number(order.refunded_amount);
  const refunded = full
    ? paid
    : paid.filter((line) => {
        if (Number(line.amount) > left) return false;
        left -= Number(line.amount);
        return true;
      });
  if (refunded.length > 0) {
    await tx.query(
      `UPDATE booking_extras SET payment_status = 'refunded', updated_at = now() WHERE id = ANY($1::uuid[])`,
      [refunded.map((line) => line.id)],
    );
  }
  await tx.query(
    `UPDATE extra_orders SET refunded_amount = greatest(refunded_amount, $2),
            status = CASE WHEN $3::boolean THEN 'refunded' ELSE status END, updated_at = now()
      WHERE id = $1::uuid`,
    [order.id, charge.amountRefunded, full],
  );
  const previousRefundedAmount = Number(order.refunded_amount);
  return {
    orderId: order.id,
    refundedLines: refunded.length,
    previousRefundedAmount,
    refundedAmount: Math.max(previousRefundedAmount, charge.amountRefunded),
  };
}
