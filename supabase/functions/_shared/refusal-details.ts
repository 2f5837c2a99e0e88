/**
 * What a call's refusal may say besides its contract's (procedure.ts: `ctx.refuse(name, headers,
 * details)`): a message naming what was refused, and fields its JSON body carries beside `error` and
 * `code` (host-bookings' 409 `booking_overlap` names the booking collided with in `conflict`). Pure.
 */
import type { Refusal } from './contract.ts';

/** Fields of a refusal's body beside `error` and `code` (never in their place). */
export type RefusalFields = Record<string, unknown> & { error?: never; code?: never };

export interface RefusalDetails {
  /** In place of the contract's message (the reference lists the contract's). */
  message?: string;
  fields?: RefusalFields;
}

/** A refusal's JSON body: `{ error, code }`, then its fields. */
export function refusalBody(refusal: Refusal, fields: RefusalFields = {}) {
  return { error: refusal.message, code: refusal.code, ...fields };
}
