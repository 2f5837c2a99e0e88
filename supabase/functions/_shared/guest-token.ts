/**
 * Guest access is a token, never a booking id (issue 41). A successful lookup gives the guest a
 * JWT (HS256, `jose`, signed with GUEST_TOKEN_SECRET) bound to one booking; everything the guest
 * does afterwards carries it. The payment return proves itself with its own short-lived return token,
 * bound to the order.
 *
 * - Guest token: `typ: 'guest'`, `sub`: the booking id, `ver`: bookings.guest_access_version (raising
 *   it revokes every token of the booking), `exp`: the check-out instant in the property's zone plus
 *   DOOR_CODE_GRACE_HOURS (codeRelease.expiresAt).
 * - Return token: `typ: 'payment-return'`, `sub`: the order id, `bid`: the booking id, `exp`: the
 *   Checkout session's expiry plus at most an hour.
 *
 * Cheap on the hot path: the HMAC key is imported once per secret, and a guest token is a pure
 * function of its claims (no `iat`, HS256 is deterministic), so the token of a booking is signed
 * once and kept (bounded) while its claims stay the same.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { GuestAccess } from './api-types.ts';
import type { Queryable } from './database.ts';
import type { ServerConfig } from './handler-types.ts';

/** GUEST_TOKEN_SECRET's shortest length: 32 characters (256 bits when random). */
export const guestTokenSecretMinLength = 32;

/** 401 `guest_token_invalid`: the guest's token is bad, expired or revoked. */
export const guestTokenInvalidMessage = 'Please find your booking again to continue.';

/** True when `config` has a usable guest token secret (else the guest functions answer 503). */
export function hasGuestTokenSecret(
  config: ServerConfig,
): config is ServerConfig & { guestTokenSecret: string } {
  return (config.guestTokenSecret?.length ?? 0) >= guestTokenSecretMinLength;
}

/** The booking a guest token is issued for. */
export interface GuestAccessSubject {
  /** The booking id. */
  id: string;
  /** bookings.guest_access_version. */
  accessVersion: number;
  /** ISO 8601: the stay's check-out instant plus the grace hours (codeRelease.expiresAt). */
  expiresAt: string;
}

export type GuestAuthorization =
  | { ok: true; bookingId: string }
  | { ok: false; reason: 'invalid' | 'unknown' };

const tokenMaxLength = 2048;
const compactJws = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const keys = new Map<string, Promise<CryptoKey>>();
/** The HMAC key of a secret, imported once (importing it per request costs more than signing). */
function keyOf(config: ServerConfig): Promise<CryptoKey> {
  if (!hasGuestTokenSecret(config)) {
    return Promise.reject(
      new Error(`GUEST_TOKEN_SECRET is not set (at least ${guestTokenSecretMinLength} characters)`),
    );
  }
  const secret = config.guestTokenSecret;
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** Signed guest tokens by secret and claims; past the limit the oldest goes first. */
const issued = new Map<string, string>();
const issuedLimit = 10_000;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The guest's access to `booking`: a token valid until the stay's check-out plus the grace hours. */
export async function issueGuestAccess(
  config: ServerConfig,
  booking: GuestAccessSubject,
  _now: Date,
): Promise<GuestAccess> {
  const exp = seconds(new Date(booking.expiresAt));
  const cacheKey = `${config.guestTokenSecret}\n${booking.id}\n${booking.accessVersion}\n${exp}`;
  let token = issued.get(cacheKey);
  if (!token) {
    token = await new SignJWT({ typ: 'guest', ver: booking.accessVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(booking.id)
      .setExpirationTime(exp)
      .sign(await keyOf(config));
    if (issued.size >= issuedLimit) issued.delete(issued.keys().next().value as string);
    issued.set(cacheKey, token);
  }
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The token's claims when its signature, algorithm, expiry and `typ` hold; else null. */
async function verifiedClaims(config: ServerConfig, token: unknown, typ: string, now: Date) {
  if (typeof token !== 'string' || token.length > tokenMaxLength || !compactJws.test(token)) return null;
  if (!hasGuestTokenSecret(config)) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(config), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
    });
    return payload.typ === typ && typeof payload.sub === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Whether `token` lets its bearer act on `bookingId` at `now`:
 * - `invalid`: no valid signature, expired, not a guest token, or the booking's access version has
 *   moved on since (revoked): the guest finds the booking again (401 `guest_token_invalid`);
 * - `unknown`: a valid token of ANOTHER booking, or the booking is cancelled, gone or not named
 *   (answer it as an unknown booking, 404 `not_found`, as the lookup does).
 */
export async function authorizeGuest(
  db: Queryable,
  config: ServerConfig,
  bookingId: string,
  token: unknown,
  now: Date,
): Promise<GuestAuthorization> {
  const claims = await verifiedClaims(config, token, 'guest', now);
  if (!claims || !Number.isInteger(claims.ver)) return { ok: false, reason: 'invalid' };
  if (claims.sub !== bookingId.toLowerCase()) return { ok: false, reason: 'unknown' };
  const { rows } = await db.query<{ guest_access_version: number }>(
    `SELECT guest_access_version FROM bookings
      WHERE id = $1::uuid AND status = 'confirmed' AND guest_last_name IS NOT NULL`,
    [claims.sub],
    { name: 'rihla_guest_access_version' },
  );
  if (!rows[0]) return { ok: false, reason: 'unknown' };
  if (Number(rows[0].guest_access_version) !== claims.ver) return { ok: false, reason: 'invalid' };
  return { ok: true, bookingId: claims.sub };
}

/**
 * The guest token's claims without the database: the booking id and access version when the token
 * is a valid guest token at `now` (the caller compares the version with the booking it reads).
 */
export async function guestTokenClaims(
  config: ServerConfig,
  token: unknown,
  now: Date,
): Promise<{ bookingId: string; accessVersion: number } | null> {
  const claims = await verifiedClaims(config, token, 'guest', now);
  if (!claims || !Number.isInteger(claims.ver)) return null;
  return { bookingId: claims.sub as string, accessVersion: claims.ver as number };
}

/** The payment return's token: bound to the order (and its booking), valid until `expiresAt`. */
export async function issueReturnToken(
  config: ServerConfig,
  order: { orderId: string; bookingId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ typ: 'payment-return', bid: order.bookingId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(order.orderId)
    .setExpirationTime(seconds(order.expiresAt))
    .sign(await keyOf(config));
}

/** The order and booking of a valid return token at `now`, else null. */
export async function verifyReturnToken(
  config: ServerConfig,
  token: unknown,
  now: Date,
): Promise<{ orderId: string; bookingId: string } | null> {
  const claims = await verifiedClaims(config, token, 'payment-return', now);
  if (!claims || typeof claims.bid !== 'string') return null;
  return { orderId: claims.sub as string, bookingId: claims.bid };
}
