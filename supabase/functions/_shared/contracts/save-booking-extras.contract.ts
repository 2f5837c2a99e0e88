/**
 * save-booking-extras: the guest's selection saved on the booking's pending order (the one checkout
 * just created for it). Pure (zod only); served by supabase/functions/save-booking-extras.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { guestTokenSchema, uuidSchema } from '../validation.ts';
import { selectionLine, selectionRefusals } from './extras-shapes.ts';

export const saveBookingExtras = defineContract({
  function: 'save-booking-extras',
  caller: 'guest',
  summary:
    "Saves the guest's extras, checked against the catalogue, on the booking's pending order, idempotently; answers the order's client secret.",
  request: z.object({
    bookingId: uuidSchema,
    /** The booking's guest token; absent, the booking is answered as unknown (404, issue 41). */
    guestToken: guestTokenSchema.optional(),
    selectedExtras: z
      .array(
        z.object({
          /** The catalogue id. */
          id: z.string().max(64),
          name: z.string().max(1000).optional(),
          ...selectionLine,
          /** The catalogue's price (major units), as the guest saw it: a mismatch is refused. */
          price: z.number().finite().min(0).max(1_000_000),
          currency: z.string().max(10),
        }),
      )
      .max(20),
  }),
  answer: z.strictObject({ clientSecret: z.string() }),
  errors: selectionRefusals,
  invalidMessage: 'The extras to save are incomplete or malformed.',
});
