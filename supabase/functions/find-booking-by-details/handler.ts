/**
 * find-booking-by-details: a booking by last name + check-in date, or by a token the guest holds
 * (issue 41: the booking id alone is never a key). Every answer that finds the booking carries
 * `guestAccess`, the guest token every later request about it sends (_shared/guest-token.ts). The
 * call's contract (request, answer, refusals): _shared/contracts/find-booking-by-details.contract.ts.
 *
 * - `{ lastName, checkInDate }`: a miss, a wrong date and an unknown name answer alike; so do a
 *   cancelled booking and a channel booking not named yet (bookings.ts finds neither).
 * - `{ bookingId, guestToken }`: the refresh of a stay saved on the device, and the payment return
 *   on the device that paid. Never counted against the name buckets, so a name locked by strangers'
 *   guesses never stops a browser that found the booking. A token that is not valid (forged,
 *   expired, revoked) is 401 `guest_token_invalid`; a valid token of another booking, or of a
 *   booking now cancelled, is the unknown booking's 404 (the device forgets its copy). Both count
 *   against the address.
 * - `{ bookingId, returnToken }`: the payment return on a device without the stay: the return token
 *   of the Checkout's success URL, bound to the order and its booking; answered with a fresh token.
 * - `{ bookingId, fromPayment: true }` (the id alone, as the channel export once showed it): 404
 *   `not_found`, exactly as an unknown booking, counted against the address.
 *
 * Guessing is limited per window (RATE_LIMIT_MAX_MISSES, 5 by default, every 15 minutes): a name
 * and date take their count before the lookup runs, in three buckets: the name with that date
 * (`max`), the name with any date (2 x `max`: dates guessed for one name from many addresses),
 * and the client's address (4 x `max`: a household or a hotel on one connection, each member with
 * a typo or two, is not locked out). A lookup that finds the booking gives its counts back, so only
 * misses use up the allowance. Lookups by token count only their failures, against the address.
 * A refusal says which limit refused it (`rate_limited`: this address; `rate_limited_name`: the name
 * and date, whatever the address), so the guest reads what would help (issue 43, item 12).
 *
 * The door code follows its release rule (_shared/door-code-release.ts, issue 31), by name and by
 * token alike: while it waits and once it has expired, `smartLockCode` is null and `backupDoorCode`
 * absent; `codeRelease` says when and on what condition it comes.
 */
import { findBookingByGuest, loadBookingDetails, type ReleaseClock } from '../_shared/bookings.ts';
import type { RefusalOf } from '../_shared/contract.ts';
import { findBookingByDetails } from '../_shared/contracts/find-booking-by-details.contract.ts';
import {
  guestTokenClaims,
  hasGuestTokenSecret,
  issueGuestAccess,
  verifyReturnToken,
} from '../_shared/guest-token.ts';
import type { FunctionDeps } from '../_shared/handler-types.ts';
import { errorResponse, logFailure } from '../_shared/http.ts';
import { serve } from '../_shared/procedure.ts';
import { type Bucket, giveBack, type RateLimitTake, takeRateLimit } from '../_shared/rate-limit.ts';

/** The unknown booking's message (other functions' tests compare theirs with it). */
export const notFoundMessage = findBookingByDetails.errors.notFound.message;

/** An address's allowance, in guests' allowances: a household or a hotel shares one connection. */
export const householdAllowance = 4;

/**
 * A documented refusal as an answer, returned rather than thrown (`ctx.refuse`): the lookup's
 * refusals are its hot path under attack, kept as cheap as a plain answer.
 */
function refusal(name: RefusalOf<typeof findBookingByDetails>, headers?: Record<string, string>): Response {
  const { status, message, code } = findBookingByDetails.errors[name];
  return errorResponse(status, message, code, headers);
}

const rateLimited = (retryAfterSeconds: number) =>
  refusal('rateLimited', { 'Retry-After': String(retryAfterSeconds) });

/**
 * A refused lookup by name says which limit refused it: this connection's (another name would be
 * refused too), else the name and date's (another connection would be refused too, another name not).
 */
function lookupRateLimited(take: Extract<RateLimitTake, { allowed: false }>): Response {
  if (take.fullKinds['lookup-address'] !== undefined) return rateLimited(take.retryAfterSeconds);
  return refusal('nameRateLimited', { 'Retry-After': String(take.retryAfterSeconds) });
}
const notFound = () => refusal('notFound');
const tokenInvalid = () => refusal('guestTokenInvalid');

function limits(deps: FunctionDeps) {
  const settings = {
    max: deps.config.rateLimitMaxMisses,
    windowSeconds: deps.config.rateLimitWindowSeconds,
  };
  const address: Bucket = {
    kind: 'lookup-address',
    value: deps.clientAddress,
    max: settings.max * householdAllowance,
  };
  return { settings, address };
}

/** A failed lookup by token, counted against the client's address only: its answer, or 429 past the allowance. */
async function countedRefusal(deps: FunctionDeps, refusal: () => Response): Promise<Response> {
  if (deps.config.rateLimitEnabled) {
    const { settings, address } = limits(deps);
    const take = await takeRateLimit(deps.db, [address], settings, deps.now());
    if (!take.allowed) return rateLimited(take.retryAfterSeconds);
  }
  return refusal();
}

export const handler = serve(findBookingByDetails, async ({ body: lookup, deps }) => {
  const { db, config } = deps;
  if (!hasGuestTokenSecret(config)) {
    logFailure('find-booking-by-details', 'not configured: missing GUEST_TOKEN_SECRET');
    return refusal('notConfigured');
  }
  const now = deps.now();
  const clock: ReleaseClock = {
    now,
    graceHours: config.doorCodeGraceHours,
    grantAccess: (subject) => issueGuestAccess(config, subject, now),
  };

  if ('guestToken' in lookup) {
    const claims = await guestTokenClaims(config, lookup.guestToken, now);
    if (!claims) return countedRefusal(deps, tokenInvalid);
    if (claims.bookingId !== lookup.bookingId.toLowerCase()) return countedRefusal(deps, notFound);
    let revoked = false;
    const booking = await loadBookingDetails(db, claims.bookingId, {
      ...clock,
      // A token of an older access version was revoked (the booking's "New link"): no answer.
      grantAccess: async (subject) => {
        if (subject.accessVersion === claims.accessVersion) return issueGuestAccess(config, subject, now);
        revoked = true;
        return null;
      },
    });
    if (revoked) return countedRefusal(deps, tokenInvalid);
    return booking ?? countedRefusal(deps, notFound);
  }

  if ('returnToken' in lookup) {
    const order = await verifyReturnToken(config, lookup.returnToken, now);
    if (!order) return countedRefusal(deps, tokenInvalid);
    if (order.bookingId.toLowerCase() !== lookup.bookingId.toLowerCase())
      return countedRefusal(deps, notFound);
    const booking = await loadBookingDetails(db, order.bookingId, clock);
    return booking ?? countedRefusal(deps, notFound);
  }

  // The id alone (today's `fromPayment` shape without a token) opens nothing: an unknown booking.
  if (!('lastName' in lookup)) return countedRefusal(deps, notFound);

  let take: RateLimitTake | null = null;
  const { settings, address } = limits(deps);
  if (config.rateLimitEnabled) {
    const buckets: Bucket[] = [
      address,
      { kind: 'lookup-name', value: `${lookup.lastName}|${lookup.checkInDate}` },
      { kind: 'lookup-name-any-date', value: lookup.lastName, max: settings.max * 2 },
    ];
    take = await takeRateLimit(db, buckets, settings, now);
    if (!take.allowed) return lookupRateLimited(take);
  }

  const booking = await findBookingByGuest(db, lookup.lastName, lookup.checkInDate, clock);
  if (!booking) return notFound();
  if (take) await giveBack(db, take);
  return booking;
});
