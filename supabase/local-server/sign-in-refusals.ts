/**
 * The local auth server's sign-in limits (see auth.ts): the attempt's buckets in the database, and
 * the addresses refused a sign-in kept in memory, answered straight on the socket.
 */
import type { ServerResponse } from 'node:http';
import type { Queryable } from '../functions/_shared/database.ts';
import { takeRateLimit } from '../functions/_shared/rate-limit.ts';
import { authCors, authError } from './auth-replies.ts';
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
 * Writes signInRefused's answer (the same status, headers and body, with the server's `extraHeaders`)
 * straight to a node:http response, for an address refused from memory: no web Request or Response,
 * no body stream, the body's bytes made once. Under a flood of wrong passwords this is most of the
 * server's work (lookup under attack: 1,200 such answers a second), so it is kept to the bare write.
 */
export function refusedSignInWriter(
  extraHeaders: Record<string, string>,
): (res: ServerResponse, retryAfterSeconds: number) => void {
  const body = Buffer.from(
    JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg: rateLimitedMessage }),
  );
  const headers: Record<string, string> = { ...extraHeaders };
  const answerHeaders: Record<string, string> = {
    ...authCors,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  for (const [name, value] of Object.entries(answerHeaders)) headers[name.toLowerCase()] = value;
  return (res, retryAfterSeconds) => {
    res.writeHead(429, {
      ...headers,
      'retry-after': String(retryAfterSeconds),
      'content-length': String(body.length),
    });
    res.end(body);
  };
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
 * Client addresses refused a sign-in, and accounts whose own bucket is full, each until its window
 * ends, so that a flood of wrong passwords is refused from memory without a database round trip:
 * an address refused a moment ago before its body is read (server.ts), and an untrusted client
 * (no device cookie for the account) asking for a locked account from a new address after its body
 * is read. A locked account stays open to its trusted devices: auth.ts asks accountSecondsLeft only
 * for a request without one. Accounts are kept by the e-mail as auth.ts folds it (case and outer
 * spaces); another spelling goes to the database, which folds more, and is remembered then.
 * Bounded: each map forgotten past 10,000 entries (the database still counts every attempt).
 */
export class SignInRefusals {
  private readonly until = new Map<string, number>();
  private readonly accountUntil = new Map<string, number>();

  secondsLeft(address: string, now: Date): number {
    return SignInRefusals.left(this.until, address, now);
  }

  remember(address: string, now: Date, seconds: number): void {
    SignInRefusals.keep(this.until, address, now, seconds);
  }

  accountSecondsLeft(email: string, now: Date): number {
    return SignInRefusals.left(this.accountUntil, email, now);
  }

  rememberAccount(email: string, now: Date, seconds: number): void {
    SignInRefusals.keep(this.accountUntil, email, now, seconds);
  }

  private static left(map: Map<string, number>, key: string, now: Date): number {
    const until = map.get(key);
    if (until === undefined) return 0;
    if (until > now.getTime()) return Math.ceil((until - now.getTime()) / 1000);
    map.delete(key);
    return 0;
  }

  private static keep(map: Map<string, number>, key: string, now: Date, seconds: number): void {
    if (map.size >= 10_000) map.clear();
    map.set(key, now.getTime() + seconds * 1000);
  }
}
