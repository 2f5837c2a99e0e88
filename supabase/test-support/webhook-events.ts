/** Signed Stripe test events for webhook tests, made with the stripe SDK's own test header helper. */
import Stripe from 'stripe';
import { testWebhookSecret } from './databases.ts';

const stripe = new Stripe('sk_test_rihla_tests');
let sequence = 0;

export function sessionEvent(
  type: string,
  session: {
    id: string;
    payment_status?: string;
    amount_total?: number;
    currency?: string;
    payment_intent?: string;
    metadata?: Record<string, string>;
  },
  eventId = `evt_test_${++sequence}_${Date.now()}`,
) {
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: 'checkout.session', payment_status: 'unpaid', currency: 'eur', ...session } },
  };
}

export function signedRequest(event: unknown, secret = testWebhookSecret): Request {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request('https://fn.rihla.example/stripe-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}
