/**
 * open-guest-link (issue 45, docs/guest-access.md#the-personal-link): the guest opens their
 * personal link, /s/<token>. The token (in the body, never in a URL) is hashed and the booking found
 * by its hash in one indexed read (booking_guest_links, migration 0042); the answer is the lookup's
 * for a found booking, its guest token included. An unknown token, a replaced link ("New link") and
 * a cancelled booking's link all answer the lookup's unknown booking (404 `not_found`). Limited per
 * client address only (60 per 15 minutes, only misses counted), never per name: guesses at a
 * guest's name never lock out the holder of their link. Contract:
 * _shared/contracts/open-guest-link.contract.ts.
 */

import { loadBookingDetails } from '../_shared/bookings.ts';
import type { RefusalOf } from '../_shared/contract.ts';
import { openGuestLink } from '../_shared/contracts/open-guest-link.contract.ts';
import { bookingOfLink } from '../_shared/guest-link.ts';
import { hasGuestTokenSecret, issueGuestAccess } from '../_shared/guest-token.ts';
import { errorResponse, logFailure } from '../_shared/http.ts';
import { serve } from '../_shared/procedure.ts';
import { takeRateLimit } from '../_shared/rate-limit.ts';

/** Misses an address may have per window before it waits (a guest with a link never misses). */
export const linkMissesPerAddress = 60;

function refusal(name: RefusalOf<typeof openGuestLink>, headers?: Record<string, string>): Response {
  const { status, message, code } = openGuestLink.errors[name];
  return errorResponse(status, message, code, headers);
}

export const handler = serve(openGuestLink, async ({ body, deps }) => {
  const { db, config } = deps;
  if (!hasGuestTokenSecret(config)) {
    logFailure('open-guest-link', 'not configured: missing GUEST_TOKEN_SECRET');
    return refusal('notConfigured');
  }
  const now = deps.now();
  const bookingId = await bookingOfLink(db, body.token);
  const booking = bookingId
    ? await loadBookingDetails(db, bookingId, {
        now,
        graceHours: config.doorCodeGraceHours,
        grantAccess: (subject) => issueGuestAccess(config, subject, now),
      })
    : null;
  if (booking) return booking;
  if (config.rateLimitEnabled) {
    const take = await takeRateLimit(
      db,
      [{ kind: 'guest-link-address', value: deps.clientAddress, max: linkMissesPerAddress }],
      { max: linkMissesPerAddress, windowSeconds: config.rateLimitWindowSeconds },
      now,
    );
    if (!take.allowed) return refusal('rateLimited', { 'Retry-After': String(take.retryAfterSeconds) });
  }
  return refusal('notFound');
});
