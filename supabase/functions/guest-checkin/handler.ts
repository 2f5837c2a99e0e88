/**
 * guest-checkin (issues 31 and 41): one adult's individual form (Law 80-14) for a booking, sent with
 * the booking's guest token (never the id alone). Writes the form (ID number and signature
 * encrypted), the number of adults, the completion and a line of the form's history (who and when),
 * in one transaction with the booking's row locked, then answers the booking as the lookup answers
 * it: with the door code when this form released it, and the same guest access back.
 *
 * Request (POST, JSON): GuestCheckInRequest (api-types.ts). A guest may send their form again to
 * correct it (it replaces the first and is recorded in the history the host sees); `adults` may
 * not go below the forms already received (no form is ever deleted here).
 * Answers:
 * - 200 `{ booking }` (GuestCheckInResponse), `booking.guestAccess` the request's token.
 * - 400 `invalid_request`: not the request's shape. 400 `invalid_declaration`: `{ error, code,
 *   fields }`, one code per field: the form's (guest-declaration-rules.ts: 'required', 'date',
 *   'future', 'tooYoung', 'expired', 'expiresBeforeCheckOut', 'idNumberFormat', 'country', 'email',
 *   'phone', 'tooLong', 'signature', 'signatureSize'), `lastName: 'nameMismatch'` (the main guest's
 *   last name is not the booking's, folded as the lookup folds names), `adults: 'tooMany'` (more
 *   than the booking's guests), `adults: 'belowReceived'` (fewer than the forms received),
 *   `guestIndex: 'tooHigh'` (above `adults`), `consent: 'required'` (consent not given).
 *   A signature is judged from its PNG header (at most 1600 x 800) and chunks before anything
 *   decodes it, then encoded again once with sharp (kept as sent where sharp cannot load).
 * - 401 `guest_token_invalid`: the token is bad, expired or revoked (find the booking again).
 * - 404 `not_found`: no token, a token of another booking, or no such confirmed booking (the
 *   lookup's answer and message).
 * - 409 `stay_ended`: the stay's check-out time has passed.
 * - 429 `rate_limited` (Retry-After): 60 submissions per address in 15 minutes; 30 per booking in
 *   an hour, from any address.
 * - 503 `not_configured`: no DECLARATION_KEY (or not a 32-byte base64 key), or no GUEST_TOKEN_SECRET.
 */
import { decodeJwt } from 'jose';
import type { BookingDetails, GuestAccess, GuestCheckInResponse } from '../_shared/api-types.ts';
import { loadBookingDetails } from '../_shared/bookings.ts';
import { recordDeclarationChange } from '../_shared/declaration-history.ts';
import {
  declarationKeyFor,
  lockBookingForCheckIn,
  settleCheckIn,
  signaturePngBytes,
  writeDeclaration,
} from '../_shared/declarations.ts';
import { localDateIn, stayHasEnded } from '../_shared/door-code-release.ts';
import { normalizeGuestDeclaration, validateGuestDeclaration } from '../_shared/guest-declaration-rules.ts';
import { asGuestCheckIn, guestCheckInRequestSchema } from '../_shared/guest-declaration-schema.ts';
import { signatureError } from '../_shared/guest-declaration-signature.ts';
import { normalizeSignaturePng } from '../_shared/guest-declaration-signature-png.ts';
import { authorizeGuest, hasGuestTokenSecret } from '../_shared/guest-token.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, logFailure, openJsonRequest } from '../_shared/http.ts';
import {
  addressLimit,
  bookingLimit,
  type FieldErrors,
  invalidDeclaration,
  invalidRequestMessage,
  notConfigured,
  notFound,
  stayEndedMessage,
  tokenInvalid,
} from './answers.ts';

export {
  checkInSubmissionsPerBooking,
  checkInSubmissionsPerWindow,
  notFoundMessage,
  rateLimitedMessage,
} from './answers.ts';

type Outcome = { ok: true; booking: BookingDetails } | { ok: false; response: Response };

/** The signature's bytes to keep, or its field's code: checked without decoding, then re-encoded. */
async function keptSignature(dataUrl: string): Promise<Uint8Array<ArrayBuffer> | string> {
  const ruleError = signatureError(dataUrl);
  if (ruleError) return ruleError;
  const checked = signaturePngBytes(dataUrl);
  if (!checked) return 'signature';
  const normalized = await normalizeSignaturePng(checked);
  return normalized.ok ? normalized.png : 'signature';
}

/** The guest access the request came with, as the lookup gave it (the token was verified). */
function accessOf(token: string): GuestAccess {
  const { exp } = decodeJwt(token);
  return { token, expiresAt: new Date((exp ?? 0) * 1000).toISOString() };
}

export const handler: FunctionHandler = guarded('guest-checkin', async (request, deps) => {
  const opened = await openJsonRequest(request, guestCheckInRequestSchema, () =>
    errorResponse(400, invalidRequestMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const submission = asGuestCheckIn(opened.data);
  const { db, config } = deps;
  if (!config.declarationKey || !hasGuestTokenSecret(config)) return notConfigured();
  let key: CryptoKey;
  try {
    key = await declarationKeyFor(config.declarationKey);
  } catch (error) {
    logFailure('guest-checkin', 'DECLARATION_KEY is not a 32-byte base64 key', error);
    return notConfigured();
  }

  const now = deps.now();
  if (config.rateLimitEnabled) {
    const refused = await addressLimit(db, deps.clientAddress, now);
    if (refused) return refused;
  }
  const { bookingId, adults, guestIndex, guestToken } = submission;
  if (!guestToken) return notFound();
  const access = await authorizeGuest(db, config, bookingId, guestToken, now);
  if (!access.ok) return access.reason === 'invalid' ? tokenInvalid() : notFound();
  if (config.rateLimitEnabled) {
    const refused = await bookingLimit(db, access.bookingId, now);
    if (refused) return refused;
  }
  if (!submission.consent) return invalidDeclaration({ consent: 'required' });

  const form = normalizeGuestDeclaration(submission.guest);
  // The image work runs before the booking's row is locked, bounded (header, pixels, time).
  const signature = await keptSignature(form.signature);

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const booking = await lockBookingForCheckIn(tx, access.bookingId, {
      guestIndex,
      lastName: form.lastName,
    });
    if (!booking) return { ok: false, response: notFound() };
    if (stayHasEnded(booking, now)) {
      return { ok: false, response: errorResponse(409, stayEndedMessage, 'stay_ended') };
    }
    const fields: FieldErrors = {};
    if (adults > booking.guestsCount) fields.adults = 'tooMany';
    else if (adults < booking.highestForm) fields.adults = 'belowReceived';
    if (guestIndex > adults) fields.guestIndex = 'tooHigh';
    Object.assign(
      fields,
      validateGuestDeclaration(form, {
        guestIndex,
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        today: localDateIn(now, booking.timeZone),
      }),
    );
    if (guestIndex === 1 && !fields.lastName && !booking.lastNameMatches) fields.lastName = 'nameMismatch';
    if (typeof signature === 'string') fields.signature ??= signature;
    if (Object.keys(fields).length > 0 || typeof signature === 'string') {
      return { ok: false, response: invalidDeclaration(fields) };
    }

    await writeDeclaration(tx, key, {
      bookingId: booking.id,
      guestIndex,
      form,
      signaturePng: signature,
      signedAt: now,
      signedIp: deps.clientAddress,
      consentVersion: submission.consentVersion,
      language: submission.language,
    });
    await recordDeclarationChange(tx, {
      bookingId: booking.id,
      guestIndex,
      action: booking.replacesForm ? 'replaced' : 'submitted',
      adults,
      afterComplete: booking.wasComplete,
      clientIp: deps.clientAddress,
      at: now,
    });
    await settleCheckIn(tx, booking.id, adults, now);
    const clock = { now, graceHours: config.doorCodeGraceHours };
    const details = await loadBookingDetails(tx, booking.id, clock);
    if (!details) throw new Error('the booking locked for check-in could not be read back');
    return { ok: true, booking: details };
  });
  if (!outcome.ok) return outcome.response;
  const answer: GuestCheckInResponse = { booking: { ...outcome.booking, guestAccess: accessOf(guestToken) } };
  return json(answer);
});
