/**
 * guest-checkin (issues 31 and 41): one adult's individual form (Law 80-14) for a booking, sent with
 * the booking's guest token (never the id alone). Writes the form (ID number and signature
 * encrypted), the number of adults, the completion and a line of the form's history (who and when),
 * in one transaction with the booking's row locked, then answers the booking as the lookup answers
 * it: with the door code when this form released it, and the same guest access back. The call's
 * contract (request, answer, refusals): _shared/contracts/guest-checkin.contract.ts.
 *
 * A guest may send their form again to correct it (it replaces the first and is recorded in the
 * history the host sees); `adults` may not go below the forms already received (no form is ever
 * deleted here). A signature is judged from its PNG header (at most 1600 x 800) and chunks before
 * anything decodes it, then encoded again once with sharp (kept as sent where sharp cannot load).
 *
 * The order of the checks is the procedure's and this file's, in this order:
 * 1. The request's shape (the procedure: 400 `invalid_request` with the contract's message).
 * 2. `beforeToken`, run by the procedure before it checks the guest token: 503 `not_configured`
 *    (no DECLARATION_KEY, or not a 32-byte base64 key, or no GUEST_TOKEN_SECRET), then the
 *    per-address limit (429 `rate_limited`, Retry-After: 60 submissions per address in 15
 *    minutes), so that a stranger guessing tokens is counted and a server without its keys says so.
 * 3. The guest token (the procedure, in the contract's words): none, another booking's or no such
 *    confirmed booking, 404 `not_found` with the lookup's message; not valid, 401 `guest_token_invalid`.
 * 4. The per-booking limit (429: 30 per booking in an hour, from any address), taken only with a
 *    valid token, so a request without one cannot use up a guest's allowance.
 * 5. Consent not given: 400 `invalid_declaration`, `fields: { consent: 'required' }`.
 * 6. With the booking's row locked: gone since, 404; 409 `stay_ended` once the check-out time has
 *    passed; then 400 `invalid_declaration` `{ error, code, fields }`, one code per field: the
 *    form's (guest-declaration-rules.ts), `lastName: 'nameMismatch'` (the main guest's last name is
 *    not the booking's, folded as the lookup folds names), `adults: 'tooMany'` or `'belowReceived'`,
 *    `guestIndex: 'tooHigh'`.
 */
import { decodeJwt } from 'jose';
import type { BookingDetails, GuestAccess } from '../_shared/api-types.ts';
import { loadBookingDetails } from '../_shared/bookings.ts';
import type { ParsedRequestOf } from '../_shared/contract.ts';
import { guestCheckIn } from '../_shared/contracts/guest-checkin.contract.ts';
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
import { asGuestForm } from '../_shared/guest-declaration-schema.ts';
import { signatureError } from '../_shared/guest-declaration-signature.ts';
import { normalizeSignaturePng } from '../_shared/guest-declaration-signature-png.ts';
import { hasGuestTokenSecret } from '../_shared/guest-token.ts';
import type { FunctionDeps, ServerConfig } from '../_shared/handler-types.ts';
import { logFailure } from '../_shared/http.ts';
import { type BeforeCaller, serve } from '../_shared/procedure.ts';
import { pushDoorCode } from '../_shared/push-notices.ts';
import { addressLimit, bookingLimit, type FieldErrors, invalidDeclarationMessage } from './answers.ts';

export {
  checkInSubmissionsPerBooking,
  checkInSubmissionsPerWindow,
  notFoundMessage,
  rateLimitedMessage,
} from './answers.ts';

type Outcome =
  | { ok: true; booking: BookingDetails }
  | { ok: false; refusal: 'notFound' | 'stayEnded' }
  | { ok: false; fields: FieldErrors };

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

/** The key the forms are sealed with, or null when DECLARATION_KEY is missing or not a 32-byte base64 key. */
async function declarationKey(config: ServerConfig): Promise<CryptoKey | null> {
  if (!config.declarationKey) return null;
  try {
    return await declarationKeyFor(config.declarationKey);
  } catch (error) {
    logFailure('guest-checkin', 'DECLARATION_KEY is not a 32-byte base64 key', error);
    return null;
  }
}

/** Step 2 (header): the keys, then the client address's limit, before the guest token is looked at. */
const beforeToken: BeforeCaller<typeof guestCheckIn> = async ({ deps, refuse }) => {
  const { config } = deps;
  if (!config.declarationKey || !hasGuestTokenSecret(config)) refuse('notConfigured');
  if (!(await declarationKey(config))) refuse('notConfigured');
  if (config.rateLimitEnabled) {
    const retryAfter = await addressLimit(deps.db, deps.clientAddress, deps.now());
    if (retryAfter !== null) refuse('rateLimited', { 'Retry-After': String(retryAfter) });
  }
};

/** Steps 5 and 6 (header): the form judged and written with the booking's row locked. */
async function checkIn(
  deps: FunctionDeps,
  submission: ParsedRequestOf<typeof guestCheckIn>,
  bookingId: string,
  key: CryptoKey,
  now: Date,
): Promise<Outcome> {
  const { adults, guestIndex } = submission;
  if (!submission.consent) return { ok: false, fields: { consent: 'required' } };
  const form = normalizeGuestDeclaration(asGuestForm(submission.guest));
  // The image work runs before the booking's row is locked, bounded (header, pixels, time).
  const signature = await keptSignature(form.signature);

  return deps.db.transaction(async (tx): Promise<Outcome> => {
    const booking = await lockBookingForCheckIn(tx, bookingId, { guestIndex, lastName: form.lastName });
    if (!booking) return { ok: false, refusal: 'notFound' };
    if (stayHasEnded(booking, now)) return { ok: false, refusal: 'stayEnded' };
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
    if (Object.keys(fields).length > 0 || typeof signature === 'string') return { ok: false, fields };

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
    const clock = { now, graceHours: deps.config.doorCodeGraceHours };
    const details = await loadBookingDetails(tx, booking.id, clock);
    if (!details) throw new Error('the booking locked for check-in could not be read back');
    // This form completed the check-in and released the code: the guest's other devices are told.
    if (!booking.wasComplete && details.codeRelease?.state === 'released' && details.smartLockCode) {
      await pushDoorCode(tx, { bookingId: booking.id, propertyName: details.propertyName, releasedAt: now });
    }
    return { ok: true, booking: details };
  });
}

export const handler = serve(
  guestCheckIn,
  async ({ body, bookingId, deps, refuse }) => {
    const now = deps.now();
    // The token's booking, as the token names it (lower case): one per-booking bucket however the id is written.
    const booking = bookingId.toLowerCase();
    if (deps.config.rateLimitEnabled) {
      const retryAfter = await bookingLimit(deps.db, booking, now);
      if (retryAfter !== null) refuse('rateLimited', { 'Retry-After': String(retryAfter) });
    }
    const key = await declarationKey(deps.config);
    if (!key) return refuse('notConfigured');
    const outcome = await checkIn(deps, body, booking, key, now);
    if (outcome.ok) {
      // The procedure let the call through with this token (a guest call without one is refused).
      return { booking: { ...outcome.booking, guestAccess: accessOf(body.guestToken ?? '') } };
    }
    if ('refusal' in outcome) return refuse(outcome.refusal);
    return refuse('invalidDeclaration', undefined, {
      message: invalidDeclarationMessage(outcome.fields),
      fields: { fields: outcome.fields },
    });
  },
  { beforeCaller: beforeToken },
);
