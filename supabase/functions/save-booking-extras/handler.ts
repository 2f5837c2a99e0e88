/**
 * save-booking-extras: checks the guest's selection against the catalogue and saves it, idempotently,
 * on the booking's pending order (the one checkout just created for the same selection). Only with
 * the booking's guest token (issue 41; _shared/guest-request.ts): without it, or with another
 * booking's, 404 `not_found` as an unknown booking; a token that is not valid, 401 `guest_token_invalid`.
 */
import { z } from 'zod';
import type { SaveExtrasResponse } from '../_shared/api-types.ts';
import { findExtra } from '../_shared/extras-catalogue.ts';
import { guestRefusal } from '../_shared/guest-request.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, openJsonRequest } from '../_shared/http.ts';
import { openPendingOrder, priceSelection, refusals, stayDates } from '../_shared/orders.ts';
import { detailsSchema, guestTokenSchema, quantitySchema, uuidSchema } from '../_shared/validation.ts';

const requestSchema = z.object({
  bookingId: uuidSchema,
  /** Required: absent, the booking is answered as unknown (404), as the contract of issue 41 says. */
  guestToken: guestTokenSchema.optional(),
  selectedExtras: z
    .array(
      z.object({
        id: z.string().max(64),
        name: z.string().max(1000).optional(),
        quantity: quantitySchema,
        price: z.number().finite().min(0).max(1_000_000),
        currency: z.string().max(10),
        details: detailsSchema.optional(),
      }),
    )
    .max(20),
});

export const invalidSaveMessage = 'The extras to save are incomplete or malformed.';

export const handler: FunctionHandler = guarded('save-booking-extras', async (request, deps) => {
  const opened = await openJsonRequest(request, requestSchema, () =>
    errorResponse(400, invalidSaveMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const { bookingId, guestToken, selectedExtras } = opened.data;
  const refusal = await guestRefusal('save-booking-extras', deps, bookingId, guestToken);
  if (refusal) return refusal;

  const selection = selectedExtras.map((extra) => ({ ...extra, details: extra.details ?? {} }));
  const shaped = priceSelection(selection);
  if (!shaped.ok) return errorResponse(shaped.refusal.status, shaped.refusal.error, shaped.refusal.code);
  const stay = await stayDates(deps.db, bookingId);
  if (!stay) {
    const { status, error, code } = refusals.notFound;
    return errorResponse(status, error, code);
  }
  const priced = priceSelection(selection, stay);
  if (!priced.ok) return errorResponse(priced.refusal.status, priced.refusal.error, priced.refusal.code);
  const pricesAgree = selectedExtras.every((extra) => {
    const known = findExtra(extra.id);
    return known && known.price === extra.price && extra.currency.toUpperCase() === known.currency;
  });
  if (!pricesAgree) {
    const { status, error, code } = refusals.amountMismatch;
    return errorResponse(status, error, code);
  }

  const outcome = await openPendingOrder(deps.db, bookingId, priced.lines, deps.now());
  if ('refusal' in outcome) {
    const { status, error, code } = outcome.refusal;
    return errorResponse(status, error, code);
  }
  return json({ clientSecret: outcome.order.client_secret } satisfies SaveExtrasResponse);
});
