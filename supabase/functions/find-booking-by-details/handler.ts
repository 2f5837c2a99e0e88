/**
 * find-booking-by-details: a booking by last name + check-in date, or by id on the payment return.
 * A miss, a wrong date and an unknown id answer alike; misses are rate limited.
 */
import { findBookingByGuest, loadBookingDetails } from '../_shared/bookings.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, messages, preflight, readJson } from '../_shared/http.ts';
import { bucketKey, recordMiss, retryAfterSeconds } from '../_shared/rate-limit.ts';
import { findBookingSchema } from '../_shared/validation.ts';

export const notFoundMessage =
  "We couldn't find a booking with those details. Please check the last name and check-in date.";
export const rateLimitedMessage = 'Too many attempts. Please try again later.';
export const invalidLookupMessage =
  'Please send a last name and a check-in date (YYYY-MM-DD), or a booking id from a payment.';

export const handler: FunctionHandler = guarded('find-booking-by-details', async (request, deps) => {
  const early = preflight(request);
  if (early) return early;
  const body = await readJson(request);
  if (!body.ok) return errorResponse(400, messages.invalidJson, 'invalid_request');
  const parsed = findBookingSchema.safeParse(body.value);
  if (!parsed.success) return errorResponse(400, invalidLookupMessage, 'invalid_request');

  const { db, config } = deps;
  const now = deps.now();
  const settings = {
    maxMisses: config.rateLimitMaxMisses ?? 5,
    windowSeconds: config.rateLimitWindowSeconds ?? 900,
  };
  const buckets: string[] = [];
  if (config.rateLimitEnabled) {
    buckets.push(await bucketKey('address', deps.clientAddress));
    if ('lastName' in parsed.data) {
      const name = parsed.data.lastName
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/\s+/g, ' ');
      buckets.push(await bucketKey('name', `${name}|${parsed.data.checkInDate}`));
    }
    const wait = await retryAfterSeconds(db, buckets, settings, now);
    if (wait !== null) {
      return errorResponse(429, rateLimitedMessage, 'rate_limited', { 'Retry-After': String(wait) });
    }
  }

  const booking =
    'lastName' in parsed.data
      ? await findBookingByGuest(db, parsed.data.lastName, parsed.data.checkInDate)
      : await loadBookingDetails(db, parsed.data.bookingId);
  if (!booking) {
    if (config.rateLimitEnabled) await recordMiss(db, buckets, settings, now);
    return errorResponse(404, notFoundMessage, 'not_found');
  }
  return json(booking);
});
