/**
 * guest-checkin's refusals (issues 31 and 41) beyond its contract's fixed ones: the 400
 * `invalid_declaration`'s message naming the first field, and the two rate limits (per client
 * address, per booking). Pure but for the rate limits' counters in the database.
 */
import { guestCheckIn } from '../_shared/contracts/guest-checkin.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { declarationErrorMessages } from '../_shared/guest-declaration-rules.ts';
import { takeRateLimit } from '../_shared/rate-limit.ts';

export const notFoundMessage = guestCheckIn.errors.notFound.message;
export const rateLimitedMessage = guestCheckIn.errors.rateLimited.message;

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

/** The 400 `invalid_declaration`'s message: the first field and what is wrong with it. */
export function invalidDeclarationMessage(fields: FieldErrors): string {
  const [field, code] = Object.entries(fields)[0] ?? ['form', 'required'];
  const reason =
    code in declarationErrorMessages
      ? declarationErrorMessages[code as keyof typeof declarationErrorMessages]
      : (requestFieldReasons[code] ?? 'is required');
  return `Please check the form: ${field} ${reason}.`;
}

/** The 429's Retry-After (seconds) of a full bucket, or null when the submission may go on (it counts either way). */
async function limited(
  db: Queryable,
  bucket: { kind: string; value: string },
  settings: { max: number; windowSeconds: number },
  now: Date,
): Promise<number | null> {
  const take = await takeRateLimit(db, [bucket], settings, now);
  return take.allowed ? null : take.retryAfterSeconds;
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
