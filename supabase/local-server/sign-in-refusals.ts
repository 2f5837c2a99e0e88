/**
 * The local auth server's sign-in limits (see auth.ts): the attempt's buckets in the database, and
 * the addresses refused a sign-in kept in memory.
 */
import type { Queryable } from '../functions/_shared/database.ts';
import { takeRateLimit } from '../functions/_shared/rate-limit.ts';
import { authError } from './auth-replies.ts';
import { deviceSignInLimit, type TrustedDevice } from './sign-in-device.ts';

/** Sign-in attempts allowed per client address and per account in 15 minutes (a right password gives its attempt back). */
export const signInLimit = { max: 10, windowSeconds: 900 } as const;
export const rateLimitedMessage = 'Request rate limit reached';

/** GoTrue's answer to a sign-in over the limit: 429 over_request_rate_limit, with Retry-After. */
export function signInRefused(retryAfterSeconds: number): Response {
  return authError(429, 'over_request_rate_limit', rateLimitedMessage, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/**
 * Counts the attempt in its buckets before the password is checked, in one statement (parallel
 * attempts cannot all pass): a trusted device's own bucket only (sign-in-device.ts), else the
 * address's and the account's (the e-mail as typed, folded: case and spaces do not make another one).
 */
export function takeSignInAttempt(
  db: Queryable,
  attempt: { email: string; address: string; device: TrustedDevice | null },
  now: Date,
) {
  if (attempt.device) {
    const bucket = { kind: 'sign-in-device', value: attempt.device.deviceId };
    return takeRateLimit(db, [bucket], deviceSignInLimit, now);
  }
  const buckets = [
    { kind: 'sign-in-address', value: attempt.address },
    { kind: 'sign-in-account', value: attempt.email },
  ];
  return takeRateLimit(db, buckets, signInLimit, now);
}

/**
 * Client addresses refused a sign-in, each until its window ends. An address that floods wrong
 * passwords is then refused from memory, without a database round trip: 30 parallel loops of them
 * cost the server little more than reading the requests. Bounded: forgotten past 10,000 entries.
 */
export class SignInRefusals {
  private readonly until = new Map<string, number>();

  secondsLeft(address: string, now: Date): number {
    const until = this.until.get(address);
    if (until === undefined) return 0;
    if (until > now.getTime()) return Math.ceil((until - now.getTime()) / 1000);
    this.until.delete(address);
    return 0;
  }

  remember(address: string, now: Date, seconds: number): void {
    if (this.until.size >= 10_000) this.until.clear();
    this.until.set(address, now.getTime() + seconds * 1000);
  }
}
