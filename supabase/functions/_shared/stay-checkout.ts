/**
 * The Checkout session of a held stay (issue 46, docs/direct-booking.md#checkout-start): the lines of
 * the server's quote (nights by rate, cleaning, tourist tax) in the guest's language and the home's
 * currency, the hold's id in the metadata; or, without a Stripe key, the local test checkout's
 * address. Calls Stripe.
 */
import type { ServerConfig } from './handler-types.ts';
import type { StayPrice } from './stay-price.ts';
import { checkoutLineWords, type StayLanguage } from './stay-texts.ts';
import { checkoutLocale, stripeClient } from './stripe.ts';

/** How long the nights are held; Checkout's session lives a minute longer (Stripe's least is 30 minutes). */
export const holdMinutes = 30;
export const stayCheckoutSessionMinutes = holdMinutes + 1;

export interface HeldStay {
  holdId: string;
  title: string;
  language: StayLanguage;
  email: string;
  price: StayPrice;
  successUrl: string;
  cancelUrl: string;
  now: Date;
}

/** The Checkout lines: one per run of nights, then cleaning and the tax when not zero. */
export function checkoutLines(stay: HeldStay): { name: string; amount: number }[] {
  const words = checkoutLineWords(stay.language);
  const lines = stay.price.lines.map((line) => ({
    name: `${words.nights(line.nights, stay.title)} × ${(line.nightly / 100).toFixed(2)} ${stay.price.currency}`,
    amount: line.amount,
  }));
  if (stay.price.cleaningFee > 0) lines.push({ name: words.cleaning, amount: stay.price.cleaningFee });
  if (stay.price.touristTax.amount > 0) lines.push({ name: words.tax, amount: stay.price.touristTax.amount });
  return lines;
}

/** Opens the Stripe Checkout session for a held stay: its id and address. Throws when Stripe refuses. */
export async function openStayCheckout(
  config: ServerConfig,
  stay: HeldStay,
): Promise<{ id: string; url: string }> {
  const stripe = stripeClient(config);
  const metadata = { kind: 'stay', hold_id: stay.holdId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: checkoutLines(stay).map((line) => ({
        quantity: 1,
        price_data: {
          currency: stay.price.currency.toLowerCase(),
          unit_amount: line.amount,
          product_data: { name: line.name },
        },
      })),
      customer_email: stay.email,
      success_url: stay.successUrl,
      cancel_url: stay.cancelUrl,
      locale: checkoutLocale(stay.language),
      client_reference_id: stay.holdId,
      metadata,
      payment_intent_data: { metadata },
      expires_at: Math.floor(stay.now.getTime() / 1000) + stayCheckoutSessionMinutes * 60,
    },
    { idempotencyKey: `rihla-stay-checkout-${stay.holdId}` },
  );
  if (!session.url) throw new Error('Checkout session without a URL');
  return { id: session.id, url: session.url };
}
