/**
 * guest-checkin (issue 31): one adult's individual form (Law 80-14) for a booking the device holds
 * by its unguessable id, before arrival. Writes the form (ID number and signature encrypted), the
 * number of adults, and the completion, in one transaction with the booking's row locked, then
 * answers the booking as the lookup now answers it: with the door code when this form released it.
 *
 * Request (POST, JSON): GuestCheckInRequest (api-types.ts). A guest may send their form again to
 * correct it (it replaces the first); lowering `adults` deletes the forms above the new count.
 * Answers:
 * - 200 `{ booking }` (GuestCheckInResponse).
 * - 400 `invalid_request`: not the request's shape. 400 `invalid_declaration`: `{ error, code,
 *   fields }`, one code per field: the form's (guest-declaration-rules.ts: 'required', 'date',
 *   'future', 'tooYoung', 'expired', 'expiresBeforeCheckOut', 'idNumberFormat', 'country', 'email',
 *   'phone', 'tooLong', 'signature'), and `adults: 'tooMany'` (more than the booking's guests),
 *   `guestIndex: 'tooHigh'` (above `adults`), `consent: 'required'` (consent not given).
 * - 404 `not_found`: no such confirmed booking (the lookup's answer and message).
 * - 409 `stay_ended`: the stay's check-out time has passed.
 * - 429 `rate_limited` (Retry-After): 60 submissions per address in 15 minutes.
 * - 503 `not_configured`: no DECLARATION_KEY (or not a 32-byte base64 key).
 */
import type { BookingDetails, GuestCheckInResponse } from '../_shared/api-types.ts';
import { loadBookingDetails } from '../_shared/bookings.ts';
import {
  declarationKeyFor,
  lockBookingForCheckIn,
  settleCheckIn,
  signaturePngBytes,
  writeDeclaration,
} from '../_shared/declarations.ts';
import { defaultDoorCodeGraceHours, localDateIn, stayHasEnded } from '../_shared/door-code-release.ts';
import {
  declarationErrorMessages,
  normalizeGuestDeclaration,
  validateGuestDeclaration,
} from '../_shared/guest-declaration-rules.ts';
import { asGuestCheckIn, guestCheckInRequestSchema } from '../_shared/guest-declaration-schema.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, logFailure, openJsonRequest } from '../_shared/http.ts';
import { takeRateLimit } from '../_shared/rate-limit.ts';

export const notFoundMessage =
  "We couldn't find a booking with those details. Please check the last name and check-in date.";
export const invalidRequestMessage =
  'Please send a booking id, the number of adults, the guest number, the guest’s form, the consent, its version and the language.';
export const stayEndedMessage = 'This stay has ended: online check-in is closed.';
export const notConfiguredMessage = 'Online check-in is not available yet. Please try again later.';
export const rateLimitedMessage = 'Too many attempts. Please try again later.';

/** Submissions per client address per window: a family filling in its forms never comes near it. */
export const checkInSubmissionsPerWindow = 60;
const windowSeconds = 900;

type FieldErrors = Record<string, string>;

function invalidDeclaration(fields: FieldErrors): Response {
  const [field, code] = Object.entries(fields)[0] ?? ['form', 'required'];
  const reason =
    code in declarationErrorMessages
      ? declarationErrorMessages[code as keyof typeof declarationErrorMessages]
      : code === 'tooMany'
        ? 'is more than the booking’s number of guests'
        : code === 'tooHigh'
          ? 'is more than the number of adults'
          : 'is required';
  return json(
    { error: `Please check the form: ${field} ${reason}.`, code: 'invalid_declaration', fields },
    400,
  );
}

type Outcome = { ok: true; booking: BookingDetails } | { ok: false; response: Response };

export const handler: FunctionHandler = guarded('guest-checkin', async (request, deps) => {
  const opened = await openJsonRequest(request, guestCheckInRequestSchema, () =>
    errorResponse(400, invalidRequestMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const submission = asGuestCheckIn(opened.data);
  const { db, config } = deps;
  if (!config.declarationKey) return errorResponse(503, notConfiguredMessage, 'not_configured');
  let key: CryptoKey;
  try {
    key = await declarationKeyFor(config.declarationKey);
  } catch (error) {
    logFailure('guest-checkin', 'DECLARATION_KEY is not a 32-byte base64 key', error);
    return errorResponse(503, notConfiguredMessage, 'not_configured');
  }

  const now = deps.now();
  if (config.rateLimitEnabled) {
    const take = await takeRateLimit(
      db,
      [{ kind: 'checkin-address', value: deps.clientAddress }],
      { max: checkInSubmissionsPerWindow, windowSeconds },
      now,
    );
    if (!take.allowed) {
      return errorResponse(429, rateLimitedMessage, 'rate_limited', {
        'Retry-After': String(take.retryAfterSeconds),
      });
    }
  }
  if (!submission.consent) return invalidDeclaration({ consent: 'required' });
  const { bookingId, adults, guestIndex } = submission;

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const booking = await lockBookingForCheckIn(tx, bookingId);
    if (!booking) return { ok: false, response: errorResponse(404, notFoundMessage, 'not_found') };
    if (stayHasEnded(booking, now)) {
      return { ok: false, response: errorResponse(409, stayEndedMessage, 'stay_ended') };
    }
    const fields: FieldErrors = {};
    if (adults > booking.guestsCount) fields.adults = 'tooMany';
    if (guestIndex > adults) fields.guestIndex = 'tooHigh';
    const form = normalizeGuestDeclaration(submission.guest);
    Object.assign(
      fields,
      validateGuestDeclaration(form, {
        guestIndex,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        today: localDateIn(now, booking.timeZone),
      }),
    );
    const signaturePng = fields.signature ? null : signaturePngBytes(form.signature);
    if (!signaturePng) fields.signature ??= 'signature';
    if (Object.keys(fields).length > 0 || !signaturePng) {
      return { ok: false, response: invalidDeclaration(fields) };
    }

    await writeDeclaration(tx, key, {
      bookingId: booking.id,
      guestIndex,
      form,
      signaturePng,
      signedAt: now,
      signedIp: deps.clientAddress,
      consentVersion: submission.consentVersion,
      language: submission.language,
    });
    await settleCheckIn(tx, booking.id, adults, now);
    const clock = { now, graceHours: config.doorCodeGraceHours ?? defaultDoorCodeGraceHours };
    const details = await loadBookingDetails(tx, booking.id, clock);
    if (!details) throw new Error('the booking locked for check-in could not be read back');
    return { ok: true, booking: details };
  });
  if (!outcome.ok) return outcome.response;
  const answer: GuestCheckInResponse = { booking: outcome.booking };
  return json(answer);
});
