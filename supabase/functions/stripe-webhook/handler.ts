/**
 * stripe-webhook: verifies Stripe's signature on the raw body, records each event once, and marks
 * an order's extras paid (completed and paid, async success: only for the order's own amount and
 * currency), releases them (async failure, expiry) or records a refund (charge.refunded). A late
 * payment for extras already paid is given back at once. In the same transaction, paid extras and
 * refunds are told to the booking's owner and the team (notification and mail, once per event:
 * extra-notices.ts), and a paid early check-in or late checkout moves the day's cleaning.
 */
import type Stripe from 'stripe';
import { z } from 'zod';
import { noticePaidOrder, noticeRefund, shiftCleaningForExtras } from '../_shared/extra-notices.ts';
import type { FunctionHandler, ServerConfig } from '../_shared/handler-types.ts';
import {
  corsHeaders,
  errorResponse,
  guarded,
  hasControlCharacters,
  json,
  logFailure,
  readBodyText,
} from '../_shared/http.ts';
import { releaseOrder } from '../_shared/orders.ts';
import { lockOrderBySession, type PaymentOutcome, recordPayment, recordRefund } from '../_shared/payments.ts';
import { type PaidOrder, saveReceipt } from '../_shared/receipts.ts';
import { stripeClient, webCrypto } from '../_shared/stripe.ts';

export const missingSignatureMessage = 'Missing Stripe signature.';
export const invalidSignatureMessage = 'Invalid Stripe signature.';
export const invalidEventMessage = 'The event is not a Stripe event this endpoint understands.';
export const refundFailedMessage = 'The refund of a duplicate payment failed. Please send the event again.';

/** An identifier that is stored: printable text only (NUL cannot be stored in PostgreSQL). */
const storedText = z
  .string()
  .min(1)
  .max(255)
  .refine((value) => !hasControlCharacters(value));
const idOf = z.union([storedText, z.object({ id: storedText }).transform((value) => value.id)]);

const sessionSchema = z.object({
  id: storedText,
  payment_status: z.string().optional(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  payment_intent: idOf.nullable().optional(),
});

const chargeSchema = z.object({
  payment_intent: idOf.nullable().optional(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
});

const eventSchema = z.object({
  id: storedText,
  type: storedText,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

type Action = 'pay' | 'release' | 'refund' | 'none';

export function actionFor(event: { type: string; data: { object: Record<string, unknown> } }): Action {
  switch (event.type) {
    case 'checkout.session.completed': {
      const status = event.data.object.payment_status;
      return status === 'paid' || status === 'no_payment_required' ? 'pay' : 'none';
    }
    case 'checkout.session.async_payment_succeeded':
      return 'pay';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'release';
    case 'charge.refunded':
      return 'refund';
    default:
      return 'none';
  }
}

/** Gives a payment back through Stripe; the local checkout takes no money, so it only records it. */
async function giveBackPayment(
  config: ServerConfig,
  outcome: PaymentOutcome,
  paymentIntentId: string | null,
) {
  if (outcome.kind !== 'paid_twice') return;
  logFailure(
    'stripe-webhook',
    `order ${outcome.orderId} paid for extras already paid: ${outcome.refundAmount} ${outcome.currency} given back`,
  );
  if (!config.stripeSecretKey || !paymentIntentId) return;
  await stripeClient(config).refunds.create(
    {
      payment_intent: paymentIntentId,
      amount: outcome.refundAmount,
      reason: 'duplicate',
      metadata: { order_id: outcome.orderId },
    },
    { idempotencyKey: `rihla-refund-${outcome.orderId}` },
  );
}

class RefundFailed extends Error {}

export const handler: FunctionHandler = guarded('stripe-webhook', async (request, deps) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method !== 'POST')
    return errorResponse(405, 'Method not allowed. Use POST.', 'method_not_allowed', {
      Allow: 'POST, OPTIONS',
    });
  const body = await readBodyText(request);
  if (!body.ok) {
    return body.tooLarge
      ? errorResponse(413, 'The request body is too large.', 'payload_too_large')
      : errorResponse(400, invalidSignatureMessage, 'invalid_signature');
  }
  const signature = request.headers.get('stripe-signature');
  if (!signature) return errorResponse(400, missingSignatureMessage, 'invalid_signature');
  let verified: Stripe.Event;
  try {
    verified = await stripeClient(deps.config).webhooks.constructEventAsync(
      body.text,
      signature,
      deps.config.stripeWebhookSecret,
      undefined,
      webCrypto,
    );
  } catch (error) {
    logFailure('stripe-webhook', 'signature verification failed', error);
    return errorResponse(400, invalidSignatureMessage, 'invalid_signature');
  }
  const parsedEvent = eventSchema.safeParse(verified);
  if (!parsedEvent.success) return errorResponse(400, invalidEventMessage, 'invalid_event');
  const event = parsedEvent.data;
  const action = actionFor(event);
  const session =
    action === 'pay' || action === 'release' ? sessionSchema.safeParse(event.data.object) : null;
  const charge = action === 'refund' ? chargeSchema.safeParse(event.data.object) : null;
  if ((session && !session.success) || (charge && !charge.success)) {
    return errorResponse(400, invalidEventMessage, 'invalid_event');
  }

  let paidOrder: PaidOrder | null = null;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      paidOrder = null;
      const { rows } = await tx.query(
        `INSERT INTO processed_stripe_events (event_id, event_type) VALUES ($1, $2)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type],
      );
      if (rows.length === 0) return 'duplicate';
      if (session?.success && action === 'pay') {
        const paymentIntentId = session.data.payment_intent ?? null;
        const payment = await recordPayment(tx, {
          id: session.data.id,
          amountTotal: session.data.amount_total ?? null,
          currency: session.data.currency ?? null,
          paymentIntentId,
        });
        if (payment.kind === 'amount_mismatch') {
          logFailure(
            'stripe-webhook',
            `amount or currency differs for order ${payment.orderId}: not marked paid`,
          );
        }
        // Inside the transaction: if Stripe refuses the refund, nothing is recorded and Stripe's
        // retry of this event tries again (the idempotency key makes it one refund).
        await giveBackPayment(deps.config, payment, paymentIntentId).catch((error: unknown) => {
          logFailure('stripe-webhook', 'refund of a duplicate payment failed', error);
          throw new RefundFailed();
        });
        if (payment.kind === 'paid' || payment.kind === 'paid_twice') {
          paidOrder = { orderId: payment.orderId, sessionId: session.data.id, paymentIntentId };
          await noticePaidOrder(tx, payment.orderId, deps.now());
          await shiftCleaningForExtras(tx, payment.orderId);
        }
        return payment.kind;
      }
      if (session?.success && action === 'release') {
        const order = await lockOrderBySession(tx, session.data.id);
        if (!order) return 'unknown_order';
        await releaseOrder(tx, order.id);
        return 'released';
      }
      if (charge?.success) {
        const paymentIntentId = charge.data.payment_intent;
        const refunded = paymentIntentId
          ? await recordRefund(tx, {
              paymentIntentId,
              amount: charge.data.amount,
              amountRefunded: charge.data.amount_refunded,
            })
          : null;
        if (refunded === null) return 'unknown_order';
        // Not the charge.refunded that follows Rihla's own give-back of a duplicate payment: nothing
        // new was refunded then (the owner was never told those lines were paid).
        if (refunded.refundedLines > 0 || refunded.refundedAmount > refunded.previousRefundedAmount)
          await noticeRefund(tx, refunded.orderId, refunded.refundedAmount, deps.now());
        return 'refunded';
      }
      return 'ignored';
    });
    if (outcome === 'unknown_order') logFailure('stripe-webhook', `no order for ${event.type} ${event.id}`);
    // After the commit: fetching Stripe's receipt holds no lock, and its failure never undoes the payment.
    if (paidOrder) await saveReceipt(deps.db, deps.config, paidOrder);
    return json({ received: true, outcome });
  } catch (error) {
    if (error instanceof RefundFailed)
      return errorResponse(502, refundFailedMessage, 'payment_provider_error');
    throw error;
  }
});
