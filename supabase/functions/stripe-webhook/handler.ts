/**
 * stripe-webhook: verifies Stripe's signature on the raw body, records each event once, and marks
 * an order's extras paid (completed and paid, async success) or releases them (async failure, expiry).
 */
import type Stripe from 'stripe';
import type { Queryable } from '../_shared/database.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { corsHeaders, errorResponse, guarded, json, logFailure } from '../_shared/http.ts';
import { markOrderPaid, releaseOrder } from '../_shared/orders.ts';
import { stripeClient, webCrypto } from '../_shared/stripe.ts';

export const missingSignatureMessage = 'Missing Stripe signature.';
export const invalidSignatureMessage = 'Invalid Stripe signature.';

interface SessionLike {
  id: string;
  payment_status?: string;
  amount_total?: number | null;
  metadata?: Record<string, string> | null;
}

async function findOrder(
  tx: Queryable,
  session: SessionLike,
): Promise<{ id: string; total_amount: number } | null> {
  const { rows } = await tx.query<{ id: string; total_amount: number }>(
    `SELECT id, total_amount FROM extra_orders WHERE checkout_session_id = $1 OR id::text = $2
      ORDER BY (checkout_session_id = $1) DESC NULLS LAST LIMIT 1`,
    [session.id, session.metadata?.order_id ?? ''],
  );
  return rows[0] ?? null;
}

type Action = 'pay' | 'release' | 'none';

export function actionFor(event: Stripe.Event): Action {
  switch (event.type) {
    case 'checkout.session.completed': {
      const status = (event.data.object as SessionLike).payment_status;
      return status === 'paid' || status === 'no_payment_required' ? 'pay' : 'none';
    }
    case 'checkout.session.async_payment_succeeded':
      return 'pay';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'release';
    default:
      return 'none';
  }
}

export const handler: FunctionHandler = guarded('stripe-webhook', async (request, deps) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST')
    return errorResponse(405, 'Method not allowed. Use POST.', 'method_not_allowed');
  const signature = request.headers.get('stripe-signature');
  const payload = await request.text();
  if (!signature) return errorResponse(400, missingSignatureMessage, 'invalid_signature');
  let event: Stripe.Event;
  try {
    event = await stripeClient(deps.config).webhooks.constructEventAsync(
      payload,
      signature,
      deps.config.stripeWebhookSecret,
      undefined,
      webCrypto,
    );
  } catch (error) {
    logFailure('stripe-webhook', 'signature verification failed', error);
    return errorResponse(400, invalidSignatureMessage, 'invalid_signature');
  }

  const action = actionFor(event);
  const outcome = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO processed_stripe_events (event_id, event_type) VALUES ($1, $2)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type],
    );
    if (rows.length === 0) return 'duplicate';
    if (action === 'none') return 'ignored';
    const session = event.data.object as SessionLike;
    const order = await findOrder(tx, session);
    if (!order) {
      logFailure('stripe-webhook', `no order for ${event.type} ${session.id}`);
      return 'unknown_order';
    }
    if (action === 'pay') {
      if (typeof session.amount_total === 'number' && session.amount_total !== Number(order.total_amount)) {
        logFailure('stripe-webhook', `amount differs for order ${order.id}: paid ${session.amount_total}`);
      }
      await markOrderPaid(tx, order.id);
      return 'paid';
    }
    await releaseOrder(tx, order.id);
    return 'released';
  });
  return json({ received: true, outcome });
});
