/**
 * guest-checkin's refusals (issues 31 and 41): the messages, the 400 `invalid_declaration` with
 * one code per field, and the two rate limits (per client address, per booking). Pure but for the
 * rate limits' counters in the database.
 */
import type { Queryable } from '../_shared/database.ts';
import { declarationErrorMessages } from '../_shared/guest-declaration-rules.ts';
import { guestTokenInvalidMessage } from '../_shared/guest-token.ts';
import { errorResponse, json } from '../_shared/http.ts';
import { takeRateLimit } from '../_shared/rate-limit.ts';

export const notFoundMessage =
  "We couldn't find a booking with those details. Please check the last name and check-in date.";
export const invalidRequestMessage =
  'Please send a booking id, the number of adults, the guest number, the guest’s form, the consent, its version and the language.';
export const stayEndedMessage = 'This stay has ended: online check-in is closed.';
export const notConfiguredMessage = 'Online check-in is not available yet. Please try again later.';
export const rateLimitedMessage = 'Too many attempts. Please try again later.';

/** Submissions per client address per 15 minutes: a family filling in its forms never comes near it. */
export const checkInSubmissionsPerWindow = 60;
const addressWindowSeconds = 900;
/**
 * Submissions per booking per hour, from any address (issue 41): ten adults' forms and a few
 * corrections fit; a stranger with a guest token cannot rewrite the declaration all day.
 */
export const checkInSubmissionsPerBooking = 30;
const bookingWindowSeconds = 3600;

export type FieldErrors = Record<string, string>;

/** Codes of the request's own fields (not the form's), with their English reason. */
const requestFieldReasons: Record<string, string> = {
  tooMany: 'is more than the booking’s number of guests',
  tooHigh: 'is more than the number of adults',
  belowReceived: 'is fewer than the forms already received: a form sent cannot be taken back',
};

export function invalidDeclaration(fields: FieldErrors): Response {
  const [field, code] = Object.entries(fields)[0] ?? ['form', 'required'];
  const reason =
    code in declarationErrorMessages
      ? declarationErrorMessages[code as keyof typeof declarationErrorMessages]
      : (requestFieldReasons[code] ?? 'is required');
  return json(
    { error: `Please check the form: ${field} ${reason}.`, code: 'invalid_declaration', fields },
    400,
  );
}

export const notFound = () => errorResponse(404, notFoundMessage, 'not_found');
export const tokenInvalid = () => errorResponse(401, guestTokenInvalidMessage, 'guest_token_invalid');
export const notConfigured = () => errorResponse(503, notConfiguredMessage, 'not_configured');

/** The 429 of a full bucket, or null when the submission may go on (it holds a count either way). */
async function limited(
  db: Queryable,
  bucket: { kind: string; value: string },
  settings: { max: number; windowSeconds: number },
  now: Date,
): Promise<Response | null> {
  const take = await takeRateLimit(db, [bucket], settings, now);
  if (take.allowed) return null;
  return errorResponse(429, rateLimitedMessage, 'rate_limited', {
    'Retry-After': String(take.retryAfterSeconds),
  });
}

/** The client address's bucket: taken by every submission, before the token is looked at. */
export const addressLimit = (db: Queryable, clientAddress: string, now: Date) =>
  limited(
    db,
    { kind: 'checkin-address', value: clientAddress },
    { max: checkInSubmissionsPerWindow, windowSeconds: addressWindowSeconds },
    now,
  );

/**
 * The booking's bucket: taken by every submission with a valid token for it, from any address (a
 * request without one cannot use up a guest's allowance).
 */
export const bookingLimit = (db: Queryable, bookingId: string, now: Date) =>
  limited(
    db,
    { kind: 'checkin-booking', value: bookingId },
    { max: checkInSubmissionsPerBooking, windowSeconds: bookingWindowSeconds },
    now,
  );
