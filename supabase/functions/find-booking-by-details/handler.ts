/**
 * find-booking-by-details: a booking by last name + check-in date, or by id (the payment return and
 * the refresh of a stay saved on the device). A miss, a wrong date and an unknown id answer alike;
 * so do a cancelled booking and a channel booking not named yet (bookings.ts finds neither): the
 * device then forgets a saved copy of it.
 *
 * Guessing is limited per window (RATE_LIMIT_MAX_MISSES, 5 by default, every 15 minutes): a name
 * and date take their count before the lookup runs, in three buckets: the name with that date
 * (`max`), the name with any date (2 x `max`: dates guessed for one name from many addresses),
 * and the client's address (4 x `max`: a household or a hotel on one connection, each member with
 * a typo or two, is not locked out). A lookup that finds the booking gives its counts back, so only
 * misses use up the allowance. A lookup by id is not counted when it finds the booking (an
 * unguessable UUID the device already holds); only its misses count, against the address.
 *
 * The door code follows its release rule (_shared/door-code-release.ts, issue 31), by name and by
 * id alike (the payment return too): while it waits (too early, or online check-in required and not
 * complete) and once it has expired (check-out plus DOOR_CODE_GRACE_HOURS), `smartLockCode` is null
 * and `backupDoorCode` absent; `codeRelease` says when and on what condition it comes.
 */
import { findBookingByGuest, loadBookingDetails } from '../_shared/bookings.ts';
import { defaultDoorCodeGraceHours } from '../_shared/door-code-release.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, openJsonRequest } from '../_shared/http.ts';
import { type Bucket, giveBack, type RateLimitTake, takeRateLimit } from '../_shared/rate-limit.ts';
import { findBookingSchema } from '../_shared/validation.ts';

export const notFoundMessage =
  "We couldn't find a booking with those details. Please check the last name and check-in date.";
export const rateLimitedMessage = 'Too many attempts. Please try again later.';
export const invalidLookupMessage =
  'Please send a last name and a check-in date (YYYY-MM-DD), or a booking id from a payment.';

/** An address's allowance, in guests' allowances: a household or a hotel shares one connection. */
export const householdAllowance = 4;

const rateLimited = (retryAfterSeconds: number) =>
  errorResponse(429, rateLimitedMessage, 'rate_limited', { 'Retry-After': String(retryAfterSeconds) });

export const handler: FunctionHandler = guarded('find-booking-by-details', async (request, deps) => {
  const opened = await openJsonRequest(request, findBookingSchema, () =>
    errorResponse(400, invalidLookupMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const lookup = opened.data;
  const { db, config } = deps;
  const clock = { now: deps.now(), graceHours: config.doorCodeGraceHours ?? defaultDoorCodeGraceHours };

  const settings = {
    max: config.rateLimitMaxMisses ?? 5,
    windowSeconds: config.rateLimitWindowSeconds ?? 900,
  };
  const addressBucket: Bucket = {
    kind: 'lookup-address',
    value: deps.clientAddress,
    max: settings.max * householdAllowance,
  };

  if (!('lastName' in lookup)) {
    const booking = await loadBookingDetails(db, lookup.bookingId, clock);
    if (booking) return json(booking);
    if (config.rateLimitEnabled) {
      const take = await takeRateLimit(db, [addressBucket], settings, deps.now());
      if (!take.allowed) return rateLimited(take.retryAfterSeconds);
    }
    return errorResponse(404, notFoundMessage, 'not_found');
  }

  let take: RateLimitTake | null = null;
  if (config.rateLimitEnabled) {
    const buckets: Bucket[] = [
      addressBucket,
      { kind: 'lookup-name', value: `${lookup.lastName}|${lookup.checkInDate}` },
      { kind: 'lookup-name-any-date', value: lookup.lastName, max: settings.max * 2 },
    ];
    take = await takeRateLimit(db, buckets, settings, deps.now());
    if (!take.allowed) return rateLimited(take.retryAfterSeconds);
  }

  const booking = await findBookingByGuest(db, lookup.lastName, lookup.checkInDate, clock);
  if (!booking) return errorResponse(404, notFoundMessage, 'not_found');
  if (take) await giveBack(db, take);
  return json(booking);
});
