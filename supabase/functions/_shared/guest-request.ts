/**
 * The guest token check of the guest calls (issue 41), run by the procedure for a contract whose
 * caller is `guest`: the refusal to answer, or null when the token lets the caller act on the
 * booking. No token, or a valid token of another booking or of a booking cancelled or gone: the
 * unknown booking's 404; a token that is not valid (forged, expired, revoked): 401
 * `guest_token_invalid`; no GUEST_TOKEN_SECRET: 503 `not_configured`. A call's contract may word its
 * own 404 and 503 (guest-checkin answers the lookup's 404). Side effects: the database (the
 * booking's access version), logs.
 */
import type { Refusal } from './contract.ts';
import { guestRefusals } from './contracts/guest-refusals.ts';
import { authorizeGuest, hasGuestTokenSecret } from './guest-token.ts';
import type { FunctionDeps } from './handler-types.ts';
import { errorResponse, logFailure } from './http.ts';
import { refusals } from './order-pricing.ts';

/** The unknown booking's 404 when the call's contract does not word its own. */
const unknownBooking: Refusal = {
  status: refusals.notFound.status,
  code: refusals.notFound.code,
  message: refusals.notFound.error,
};

const answer = ({ status, message, code }: Refusal) => errorResponse(status, message, code);

export async function guestRefusal(
  name: string,
  deps: FunctionDeps,
  bookingId: string,
  guestToken: string | undefined,
  own: { notFound?: Refusal; notConfigured?: Refusal } = {},
): Promise<Response | null> {
  if (!hasGuestTokenSecret(deps.config)) {
    logFailure(name, 'not configured: missing GUEST_TOKEN_SECRET');
    return answer(own.notConfigured ?? guestRefusals.notConfigured);
  }
  // An empty token is no token (the guest calls' schemas but guest-checkin's refuse it anyway).
  if (!guestToken) return answer(own.notFound ?? unknownBooking);
  const access = await authorizeGuest(deps.db, deps.config, bookingId, guestToken, deps.now());
  if (access.ok) return null;
  if (access.reason === 'unknown') return answer(own.notFound ?? unknownBooking);
  return answer(guestRefusals.guestTokenInvalid);
}
