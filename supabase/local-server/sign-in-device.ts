/**
 * Device cookies for the local auth server's password sign-in (OWASP's "Slow Down Online Guessing
 * Attacks with Device Cookies"), so that strangers guessing a host's password never lock the host
 * out. After a successful sign-in the browser gets a signed cookie naming the account and the device
 * (a random id): HttpOnly, SameSite=Strict, Path=/auth/v1, Secure when the site is served over https,
 * for 180 days; every successful sign-in replaces it. A sign-in that presents a valid cookie for the
 * account it signs in to is a trusted client's: the account's and the address's buckets (the
 * untrusted clients' lockout) do not apply to it, only the device's own allowance of
 * `deviceSignInLimit` (a cookie that guesses wrong that often is itself locked out until its window
 * ends). Without a cookie, with another account's, a forged, altered or expired one, the request is
 * an untrusted client's and meets today's limits. The cookie is an HS256 JWT under a key derived
 * from the JWT secret, with an audience of its own: never an access token, and no access token is one.
 */
import { jwtVerify, SignJWT } from 'jose';
import { isUuid } from '../functions/_shared/uuid.ts';

export const deviceCookieName = 'rihla-device';
export const deviceCookieDays = 180;
/** Wrong passwords allowed per device cookie in 15 minutes (a right one gives its attempt back). */
export const deviceSignInLimit = { max: 5, windowSeconds: 900 } as const;

const audience = 'rihla-sign-in-device';
const issuer = 'rihla-local-auth';
const deviceIdPattern = /^[0-9a-f]{32}$/;

/** A device that signed in to the account before: the account's user id and the device's id. */
export interface TrustedDevice {
  userId: string;
  deviceId: string;
}

function signingKey(jwtSecret: string): Uint8Array {
  return new TextEncoder().encode(`${jwtSecret}\nsign-in-device`);
}

/** The `Set-Cookie` value that makes this browser a trusted device of the account. */
export async function deviceCookie(
  userId: string,
  jwtSecret: string,
  now: Date,
  secure: boolean,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const lifetime = deviceCookieDays * 86400;
  const deviceId = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(deviceId)
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(signingKey(jwtSecret));
  const attributes = [`Path=/auth/v1`, `Max-Age=${lifetime}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${deviceCookieName}=${token}`, ...attributes].join('; ');
}

/** The device cookie's value in a `Cookie` header, or null. */
export function deviceCookieValue(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === deviceCookieName) return value.join('=').trim() || null;
  }
  return null;
}

/** The device the request's cookie names, when the cookie is ours, whole and unexpired; else null. */
export async function trustedDevice(
  request: Request,
  jwtSecret: string,
  now: Date,
): Promise<TrustedDevice | null> {
  const token = deviceCookieValue(request.headers.get('cookie'));
  if (!token || token.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(token, signingKey(jwtSecret), {
      algorithms: ['HS256'],
      audience,
      issuer,
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const userId = String(payload.sub);
    const deviceId = String(payload.jti);
    return isUuid(userId) && deviceIdPattern.test(deviceId) ? { userId, deviceId } : null;
  } catch {
    return null; // not ours, altered or expired: an untrusted client
  }
}
