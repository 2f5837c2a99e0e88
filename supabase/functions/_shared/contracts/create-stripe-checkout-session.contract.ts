/**
 * create-stripe-checkout-session: the guest pays for their extras: the order written, then a Stripe
 * Checkout session (or the local test checkout without a key). Pure (zod only); served by
 * supabase/functions/create-stripe-checkout-session.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { guestTokenSchema, uuidSchema } from '../validation.ts';
import { selectionLine, selectionRefusals } from './extras-shapes.ts';

export const createStripeCheckoutSession = defineContract({
  function: 'create-stripe-checkout-session',
  caller: 'guest',
  summary:
    "Pay for the chosen extras: the selection priced from the catalogue and written as a pending order, then the Checkout page's address (the success URL carries a return token bound to the order).",
  request: z.object({
    bookingId: uuidSchema,
    /** The booking's guest token; absent, the booking is answered as unknown (404, issue 41). */
    guestToken: guestTokenSchema.optional(),
    /** The lines as Checkout shows them (the guest's language); amounts must match the server's. */
    items: z
      .array(
        z.object({
          name: z.string().max(1000),
          description: z.string().max(5000).optional(),
          /** Minor units. */
          amount: z.number().int().min(0).max(100_000_000),
          /** Lowercase. */
          currency: z.string().max(10),
          quantity: selectionLine.quantity,
        }),
      )
      .max(20),
    /** The selection behind the items: the server prices and validates it. */
    selectedExtras: z.array(z.object({ id: z.string().max(64), ...selectionLine })).max(20),
    /** The guest's UI language (en, fr, es, ar): picks the Checkout locale. */
    locale: z.string().max(20).optional(),
  }),
  answer: z.strictObject({ checkoutUrl: z.string() }),
  errors: {
    ...selectionRefusals,
    paymentProviderError: {
      status: 502,
      code: 'payment_provider_error',
      message: "We couldn't set up the payment process. Please try again later.",
    },
  },
  invalidMessage: 'The checkout request is incomplete or malformed.',
});
