/**
 * The two payment calls of the extras section, through the app's one functions client. Both carry
 * the stay's guest token; a refused token answers `find_again`.
 */

import type { CreateCheckoutRequest, SaveExtrasRequest } from '@shared/api-types.ts';
import { callFunction } from '@/lib/call-function';
import * as calls from '@/lib/calls.generated';
import { isGuestTokenRefusal } from '@/lib/functions-client';
import type { CheckoutFailure } from '../rules/checkout-errors';

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };

export async function createCheckoutSession(request: CreateCheckoutRequest): Promise<CallOutcome<string>> {
  try {
    const result = await callFunction(calls.createStripeCheckoutSession, request);
    if (isGuestTokenRefusal(result)) return { ok: false, failure: 'find_again' };
    if (!result.ok) return { ok: false, failure: 'session_error' };
    const url = result.data?.checkoutUrl;
    if (typeof url !== 'string' || url.trim() === '') return { ok: false, failure: 'no_checkout_url' };
    return { ok: true, value: url };
  } catch {
    return { ok: false, failure: 'session_exception' };
  }
}

export async function saveBookingExtras(request: SaveExtrasRequest): Promise<CallOutcome<string>> {
  try {
    const result = await callFunction(calls.saveBookingExtras, request);
    if (isGuestTokenRefusal(result)) return { ok: false, failure: 'find_again' };
    if (!result.ok) return { ok: false, failure: 'save_error' };
    const secret = result.data?.clientSecret;
    if (typeof secret !== 'string' || secret === '') return { ok: false, failure: 'save_no_client_secret' };
    return { ok: true, value: secret };
  } catch {
    return { ok: false, failure: 'save_exception' };
  }
}
