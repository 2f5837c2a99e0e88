/**
 * The guest token check of the guest functions that act on a booking (issue 41: save-booking-extras,
 * create-stripe-checkout-session): the refusal to answer, or null when the token lets the caller
 * act on the booking. No token, or a valid token of another booking or of a booking cancelled or
 * gone: the unknown booking's 404; a token that is not valid (forged, expired, revoked): 401
 * `guest_token_invalid`; no GUEST_TOKEN_SECRET: 503 `not_configured`.
 */
import { authorizeGuest, guestTokenInvalidMessage, hasGuestTokenSecret } from './guest-token.ts';
import type { FunctionDeps } from './handler-types.ts';
import { errorResponse, logFailure } from './http.ts';
import { type Refusal, refusals } from './order-pricing.ts';

const notConfiguredMessage = 'This service is not configured yet. Please try again later.';

export async function guestRefusal(
  name: string,
  deps: FunctionDeps,
  bookingId: string,
  guestToken: string | undefined,
  notFound: Refusal = refusals.notFound,
): Promise<Response | null> {
  if (!hasGuestTokenSecret(deps.config)) {
    logFailure(name, 'not configured: missing GUEST_TOKEN_SECRET');
    return errorResponse(503, notConfiguredMessage, 'not_configured');
  }
  if (guestToken === undefined) return errorResponse(notFound.status, notFound.error, notFound.code);
  const access = await authorizeGuest(deps.db, deps.config, bookingId, guestToken, deps.now());
  if (access.ok) return null;
  if (access.reason === 'unknown') return errorResponse(notFound.status, notFound.error, notFound.code);
  return errorResponse(401, guestTokenInvalidMessage, 'guest_token_invalid');
}
