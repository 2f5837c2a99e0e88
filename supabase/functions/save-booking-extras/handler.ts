/**
 * save-booking-extras: checks the guest's selection against the catalogue and saves it, idempotently,
 * on the booking's pending order (the one checkout just created for the same selection). Only with
 * the booking's guest token (issue 41; _shared/guest-request.ts): without it, or with another
 * booking's, 404 `not_found` as an unknown booking; a token that is not valid, 401 `guest_token_invalid`.
 * The call's contract (request, answer, refusals): _shared/contracts/save-booking-extras.contract.ts.
 */
import { saveBookingExtras } from '../_shared/contracts/save-booking-extras.contract.ts';
import { findExtra } from '../_shared/extras-catalogue.ts';
import { errorResponse } from '../_shared/http.ts';
import { openPendingOrder, priceSelection, type Refusal, stayDates } from '../_shared/orders.ts';
import { serve } from '../_shared/procedure.ts';

export const invalidSaveMessage = saveBookingExtras.invalidMessage;

/** A pricing refusal (some name the extra and the field: not a fixed message). */
const refused = ({ status, error, code }: Refusal) => errorResponse(status, error, code);

export const handler = serve(saveBookingExtras, async ({ body, bookingId, deps, refuse }) => {
  const { selectedExtras } = body;

  const selection = selectedExtras.map((extra) => ({ ...extra, details: extra.details ?? {} }));
  const shaped = priceSelection(selection);
  if (!shaped.ok) return refused(shaped.refusal);
  const stay = await stayDates(deps.db, bookingId);
  if (!stay) return refuse('notFound');
  const priced = priceSelection(selection, stay);
  if (!priced.ok) return refused(priced.refusal);
  const pricesAgree = selectedExtras.every((extra) => {
    const known = findExtra(extra.id);
    return known && known.price === extra.price && extra.currency.toUpperCase() === known.currency;
  });
  if (!pricesAgree) return refuse('amountMismatch');

  const outcome = await openPendingOrder(deps.db, bookingId, priced.lines, deps.now());
  if ('refusal' in outcome) return refused(outcome.refusal);
  return { clientSecret: outcome.order.client_secret };
});
