/**
 * create-stripe-checkout-session: checks and prices the guest's extras, writes the pending order in
 * one transaction, then opens a Stripe Checkout session (or the local test checkout without a key).
 * Only with the booking's guest token (issue 41; _shared/guest-request.ts). The success URL carries
 * a return token bound to the order (`returnToken`, _shared/guest-token.ts), valid until the
 * session's expiry plus an hour: the payment return proves itself with it, not with the id.
 * The call's contract (request, answer, refusals): _shared/contracts/create-stripe-checkout-session.contract.ts.
 */
import { createStripeCheckoutSession } from '../_shared/contracts/create-stripe-checkout-session.contract.ts';
import { issueReturnToken } from '../_shared/guest-token.ts';
import type { ServerConfig } from '../_shared/handler-types.ts';
import { errorResponse, logFailure } from '../_shared/http.ts';
import {
  matchItems,
  openPendingOrder,
  priceSelection,
  type Refusal,
  releaseOrder,
  sessionLifetimeMinutes,
  stayDates,
} from '../_shared/orders.ts';
import { serve } from '../_shared/procedure.ts';
import { checkoutLanguage, checkoutLocale, stripeClient } from '../_shared/stripe.ts';
import { displayText } from '../_shared/validation.ts';

export const invalidCheckoutMessage = createStripeCheckoutSession.invalidMessage;
export const paymentSetupMessage = createStripeCheckoutSession.errors.paymentProviderError.message;

/**
 * The origin Checkout returns the guest to: the configured site URL only, never the request's
 * Host or Origin, which a client can forge (and a stored return URL is handed to the next checkout).
 */
export function returnOrigin(config: ServerConfig): string {
  return new URL(config.siteUrl).origin;
}

/** The local test checkout shows itself in the guest's language (`?lang=`), as the app does. */
export function localCheckoutUrl(url: string, locale: string | undefined): string {
  const address = new URL(url);
  address.searchParams.set('lang', checkoutLanguage(locale));
  return address.toString();
}

/** The return token outlives the Checkout session by this much: a payment made at its last minute still returns. */
export const returnTokenExtraMinutes = 60;

/** A pricing refusal (some name the extra and the field: not a fixed message). */
const refused = (refusal: Refusal) => errorResponse(refusal.status, refusal.error, refusal.code);

export const handler = serve(createStripeCheckoutSession, async ({ body, bookingId, deps, refuse }) => {
  const { items, locale } = body;
  const selection = body.selectedExtras.map((extra) => ({ ...extra, details: extra.details ?? {} }));
  // The form's checks first (no database), then the flight dates and mornings against the stay.
  const shaped = priceSelection(selection);
  if (!shaped.ok) return refused(shaped.refusal);
  const stay = await stayDates(deps.db, bookingId);
  if (!stay) return refuse('notFound');
  const priced = priceSelection(selection, stay);
  if (!priced.ok) return refused(priced.refusal);
  const lines = priced.lines;
  const labels = matchItems(
    lines,
    items.map((item) => ({ ...item, description: item.description ?? '' })),
  );
  if (!labels) return refuse('amountMismatch');

  const now = deps.now();
  const outcome = await openPendingOrder(deps.db, bookingId, lines, now);
  if ('refusal' in outcome) return refused(outcome.refusal);
  const { order, releasedSessions } = outcome;
  if (order.checkout_url) {
    const checkoutUrl = deps.config.stripeSecretKey
      ? order.checkout_url
      : localCheckoutUrl(order.checkout_url, locale);
    return { checkoutUrl };
  }

  const origin = returnOrigin(deps.config);
  const returnToken = await issueReturnToken(deps.config, {
    orderId: order.id,
    bookingId: bookingId.toLowerCase(),
    expiresAt: new Date(now.getTime() + (sessionLifetimeMinutes + returnTokenExtraMinutes) * 60_000),
  });
  const successUrl = `${origin}/guest-portal?payment=success&bookingId=${encodeURIComponent(bookingId)}&returnToken=${encodeURIComponent(returnToken)}`;
  const cancelUrl = `${origin}/guest-portal?payment=cancel&bookingId=${encodeURIComponent(bookingId)}`;

  let sessionId: string;
  let checkoutUrl: string;
  if (deps.config.stripeSecretKey) {
    const stripe = stripeClient(deps.config);
    for (const stale of releasedSessions) {
      await stripe.checkout.sessions.expire(stale).catch(() => undefined);
    }
    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lines.map((line, index) => {
            const description = displayText(labels[index]?.description, '', 300);
            return {
              quantity: line.quantity,
              price_data: {
                currency: line.currency,
                unit_amount: line.unitAmount,
                product_data: {
                  name: displayText(labels[index]?.name, line.name),
                  ...(description ? { description } : {}),
                },
              },
            };
          }),
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: checkoutLocale(locale),
          client_reference_id: bookingId,
          metadata: { booking_id: bookingId, order_id: order.id },
          payment_intent_data: { metadata: { booking_id: bookingId, order_id: order.id } },
          expires_at: Math.floor(now.getTime() / 1000) + sessionLifetimeMinutes * 60,
        },
        { idempotencyKey: `rihla-checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Checkout session without a URL');
      sessionId = session.id;
      checkoutUrl = session.url;
    } catch (error) {
      logFailure('create-stripe-checkout-session', 'Stripe session creation failed', error);
      await deps.db.transaction((tx) => releaseOrder(tx, order.id)).catch(() => undefined);
      return refuse('paymentProviderError');
    }
  } else {
    sessionId = `cs_test_local_${order.id.replace(/-/g, '')}`;
    checkoutUrl = localCheckoutUrl(`${origin}/local-checkout/${sessionId}`, locale);
  }

  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE extra_orders SET checkout_session_id = $2, checkout_url = $3, success_url = $4, cancel_url = $5,
              updated_at = now()
        WHERE id = $1::uuid`,
      [order.id, sessionId, checkoutUrl, successUrl, cancelUrl],
    );
    await tx.query('UPDATE booking_extras SET checkout_session_id = $2 WHERE order_id = $1::uuid', [
      order.id,
      sessionId,
    ]);
  });
  return { checkoutUrl };
});
