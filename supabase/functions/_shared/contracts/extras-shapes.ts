/**
 * What the two payment calls of the extras section share (save-booking-extras,
 * create-stripe-checkout-session): the guest's selection and the refusals of its pricing
 * (_shared/order-pricing.ts). Pure.
 */
import { type Refusal, refusals } from '../order-pricing.ts';
import { detailsSchema, quantitySchema } from '../validation.ts';
import { guestRefusals } from './guest-refusals.ts';

/** A pricing refusal as the contracts list it. */
const listed = ({ status, code, error }: Refusal) => ({ status, code, message: error });

/**
 * The refusals of a selection (every amount from the catalogue, every detail checked); an
 * `invalid_details` message names the extra, the field and what is wrong with it.
 */
export const selectionRefusals = {
  empty: listed(refusals.empty),
  duplicate: listed(refusals.duplicate),
  unknownExtra: listed(refusals.unknownExtra),
  invalidDetails: listed(refusals.invalidDetails),
  returnNeedsTransfer: listed(refusals.returnNeedsTransfer),
  amountMismatch: listed(refusals.amountMismatch),
  breakfastQuantity: listed(refusals.breakfastQuantity),
  alreadyPaid: listed(refusals.alreadyPaid),
  /** No token, a token of another booking, or no such confirmed booking. */
  notFound: listed(refusals.notFound),
  ...guestRefusals,
};

/** Details are a flat map of short strings; quantities 1 to 20. */
export const selectionLine = { quantity: quantitySchema, details: detailsSchema.optional() };
