/**
 * Authentication of the host functions: `Authorization: Bearer <access token>`, the user's Supabase
 * access token (locally, the one supabase/local-server/auth.ts signs). The token is verified here,
 * HS256 with the project's JWT secret (`config.jwtSecret`), at the function's clock; it must be a
 * signed-in user's: `role` `authenticated`, audience `authenticated` and a UUID `sub`. The anon
 * key (role `anon`, no `sub`), a service key, an expired or badly signed token, or none at all:
 * 401 `unauthorized`, with the same body for every cause (the reason is not a hint for a forger).
 * A token whose session has signed out is refused the same way: its `session_id` claim is checked
 * against the sessions (host-session-check.ts, answers kept 15 s). GoTrue and the local auth always
 * put that claim in a user's token; one without it could only come from a holder of the JWT secret,
 * who could sign any claim, and is checked for signature and time only.
 *
 * What the host then sees is decided by Row Level Security: every query of a host function runs
 * through `asUser(db, userId, ...)` with the id returned here, never with a hand-written owner WHERE.
 */
import { errors, jwtVerify } from 'jose';
import type { Queryable } from './database.ts';
import type { ServerConfig } from './handler-types.ts';
import { sessionIsActive } from './host-session-check.ts';
import { errorResponse, logFailure } from './http.ts';
import { isUuid } from './uuid.ts';

export const unauthorizedMessage = 'Sign in to the host portal: a valid access token is required.';
export const notConfiguredMessage = 'This service is not configured yet. Please try again later.';

/** A compact JWS: three base64url parts. Anything else is refused before any crypto runs. */
const compactJws = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface HostCaller {
  /** The auth user id (`sub`), also the host's id. */
  userId: string;
  /** Claims passed on to `asUser` (readable in SQL with auth.jwt()). */
  claims: Record<string, unknown>;
}

export type HostAuth = { ok: true; caller: HostCaller } | { ok: false; response: Response };

const unauthorized = (): HostAuth => ({
  ok: false,
  response: errorResponse(401, unauthorizedMessage, 'unauthorized', {
    'WWW-Authenticate': 'Bearer realm="rihla-host", error="invalid_token"',
  }),
});

/** The bearer token of the request, or null (no header, another scheme, an empty or oversized token). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null;
  const token = match?.[1] ?? null;
  return token && token.length <= 8192 && compactJws.test(token) ? token : null;
}

/** The HMAC key of a JWT secret, imported once per secret (importing it on every request is costly). */
const verificationKeys = new Map<string, Promise<CryptoKey>>();
function verificationKey(secret: string): Promise<CryptoKey> {
  let key = verificationKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verificationKeys.set(secret, key);
  }
  return key;
}

const clockToleranceSeconds = 30;

/**
 * Tokens already verified, by secret and token: a host's screens send the same token with every
 * request for up to an hour, and checking its HMAC again each time was a sixth of the host API's
 * CPU under load (WebCrypto's verify goes through the thread pool). A hit still checks the token's
 * time window at this request's clock, so an expired token is refused as before; only tokens that
 * passed every check are kept, so a forged or altered token always meets the full verification.
 * Bounded: past `verifiedTokenLimit` entries the oldest goes first.
 */
interface VerifiedToken {
  caller: HostCaller;
  /** Seconds since the epoch: `exp`, and `nbf` when the token has one. */
  expiresAt: number;
  notBefore: number | null;
}
export const verifiedTokenLimit = 5000;
const verifiedTokens = new Map<string, VerifiedToken>();

function cachedCaller(cacheKey: string, now: Date): HostCaller | null {
  const entry = verifiedTokens.get(cacheKey);
  if (!entry) return null;
  const seconds = now.getTime() / 1000;
  if (seconds >= entry.expiresAt + clockToleranceSeconds) {
    verifiedTokens.delete(cacheKey);
    return null;
  }
  if (entry.notBefore !== null && seconds < entry.notBefore - clockToleranceSeconds) return null;
  return entry.caller;
}

function rememberCaller(cacheKey: string, entry: VerifiedToken) {
  if (verifiedTokens.size >= verifiedTokenLimit) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(cacheKey, entry);
}

/**
 * Verifies the caller's access token and that its session is still signed in (`db`: where the
 * sessions are); the user id on success, else a 401 (503 when no secret is set).
 */
export async function authenticateHost(
  request: Request,
  config: ServerConfig,
  now: Date,
  db: Queryable,
): Promise<HostAuth> {
  const verified = await verifiedCaller(request, config, now);
  if (!verified.ok) return verified;
  const sessionId = verified.caller.claims.session_id;
  if (sessionId === undefined) return verified;
  if (typeof sessionId !== 'string' || !isUuid(sessionId)) return unauthorized();
  return (await sessionIsActive(db, sessionId, verified.caller.userId, now)) ? verified : unauthorized();
}

async function verifiedCaller(request: Request, config: ServerConfig, now: Date): Promise<HostAuth> {
  if (!config.jwtSecret) {
    logFailure('host-auth', 'not configured: missing JWT_SECRET');
    return { ok: false, response: errorResponse(503, notConfiguredMessage, 'not_configured') };
  }
  const token = bearerToken(request);
  if (!token) return unauthorized();
  const cacheKey = `${config.jwtSecret}\n${token}`;
  const known = cachedCaller(cacheKey, now);
  if (known) return { ok: true, caller: known };
  try {
    const { payload } = await jwtVerify(token, await verificationKey(config.jwtSecret), {
      algorithms: ['HS256'],
      audience: 'authenticated',
      requiredClaims: ['sub', 'exp'],
      currentDate: now,
      clockTolerance: clockToleranceSeconds,
    });
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || !isUuid(payload.sub)) {
      return unauthorized();
    }
    const claims: Record<string, unknown> = {};
    for (const key of ['email', 'aud', 'session_id', 'aal', 'exp', 'iat'] as const) {
      if (payload[key] !== undefined) claims[key] = payload[key];
    }
    // Frozen: the same caller answers every request with this token.
    const caller = Object.freeze({ userId: payload.sub.toLowerCase(), claims: Object.freeze(claims) });
    rememberCaller(cacheKey, {
      caller,
      expiresAt: Number(payload.exp),
      notBefore: typeof payload.nbf === 'number' ? payload.nbf : null,
    });
    return { ok: true, caller };
  } catch (error) {
    // Every verification failure is the caller's (expired, bad signature, malformed): a 401, no log noise.
    if (error instanceof errors.JOSEError) return unauthorized();
    throw error;
  }
}
