/**
 * The receipt a guest keeps for paid extras: Stripe's receipt (the Checkout payment's latest charge
 * `receipt_url`) when a Stripe key is set, else the local test checkout's own receipt page. Stored
 * on the order after the payment is recorded; a failure to fetch it never undoes the payment.
 */
import type { Queryable } from './database.ts';
import type { ServerConfig } from './handler-types.ts';
import { logFailure } from './http.ts';
import { stripeClient } from './stripe.ts';

export interface PaidOrder {
  orderId: string;
  sessionId: string;
  paymentIntentId: string | null;
}

/** The local checkout's receipt, a same-origin path served by the local server. */
export function localReceiptPath(sessionId: string): string {
  return `/local-checkout/${sessionId}/receipt`;
}

export async function receiptUrlFor(config: ServerConfig, order: PaidOrder): Promise<string | null> {
  if (!config.stripeSecretKey) return localReceiptPath(order.sessionId);
  if (!order.paymentIntentId) return null;
  const intent = await stripeClient(config).paymentIntents.retrieve(order.paymentIntentId, {
    expand: ['latest_charge'],
  });
  const charge = intent.latest_charge;
  const url = charge && typeof charge === 'object' ? charge.receipt_url : null;
  return typeof url === 'string' && /^https:\/\//.test(url) ? url : null;
}

/** Best effort: logs and leaves no receipt when Stripe cannot be reached (the extras stay paid). */
export async function saveReceipt(db: Queryable, config: ServerConfig, order: PaidOrder): Promise<void> {
  try {
    const url = await receiptUrlFor(config, order);
    if (!url) return;
    await db.query('UPDATE extra_orders SET receipt_url = $2 WHERE id = $1::uuid AND receipt_url IS NULL', [
      order.orderId,
      url,
    ]);
  } catch (error) {
    logFailure('stripe-webhook', `no receipt stored for order ${order.orderId}`, error);
  }
}
