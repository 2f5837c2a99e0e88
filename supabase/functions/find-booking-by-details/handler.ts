/**
 * find-booking-by-details: a booking by last name + check-in date, or by id on the payment return.
 * A miss, a wrong date and an unknown id answer alike. Every lookup takes its count in the rate
 * limit (per client address, and per folded last name + date) before it runs; one that finds the
 * booking gives it back, so only misses use up the allowance.
 */
import { findBookingByGuest, loadBookingDetails } from '../_shared/bookings.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, openJsonRequest } from '../_shared/http.ts';
import { type Bucket, giveBack, type RateLimitTake, takeRateLimit } from '../_shared/rate-limit.ts';
import { findBookingSchema } from '../_shared/validation.ts';

export const notFoundMessage =
  "We couldn't find a booking with those details. Please check the last name and check-in date.";
export const rateLimitedMessage = 'Too many attempts. Please try again later.';
export const invalidLookupMessage =
  'Please send a last name and a check-in date (YYYY-MM-DD), or a booking id from a payment.';

export const handler: FunctionHandler = guarded('find-booking-by-details', async (request, deps) => {
  const opened = await openJsonRequest(request, findBookingSchema, () =>
    errorResponse(400, invalidLookupMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const lookup = opened.data;
  const { db, config } = deps;

  let take: RateLimitTake | null = null;
  if (config.rateLimitEnabled) {
    const buckets: Bucket[] = [{ kind: 'lookup-address', value: deps.clientAddress }];
    if ('lastName' in lookup) {
      buckets.push({ kind: 'lookup-name', value: `${lookup.lastName}|${lookup.checkInDate}` });
    }
    const settings = {
      max: config.rateLimitMaxMisses ?? 5,
      windowSeconds: config.rateLimitWindowSeconds ?? 900,
    };
    take = await takeRateLimit(db, buckets, settings, deps.now());
    if (!take.allowed) {
      return errorResponse(429, rateLimitedMessage, 'rate_limited', {
        'Retry-After': String(take.retryAfterSeconds),
      });
    }
  }

  const booking =
    'lastName' in lookup
      ? await findBookingByGuest(db, lookup.lastName, lookup.checkInDate)
      : await loadBookingDetails(db, lookup.bookingId);
  if (!booking) return errorResponse(404, notFoundMessage, 'not_found');
  if (take) await giveBack(db, take);
  return json(booking);
});
