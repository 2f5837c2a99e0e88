/**
 * The gate of the functions pg_cron calls (ical-sync-all's pattern, shared): `X-Cron-Secret` must
 * equal CRON_SECRET, compared in constant time. Pure: no I/O.
 */
import type { ServerConfig } from './handler-types.ts';
import { errorResponse } from './http.ts';

/** Equal strings, compared without an early exit (the time taken says nothing about the secret). */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** 503 `not_configured` without a CRON_SECRET, 401 `unauthorized` without the right one; null: go on. */
export function refuseWithoutCronSecret(request: Request, config: ServerConfig): Response | null {
  if (!config.cronSecret) {
    return errorResponse(
      503,
      'This service is not configured yet. Please try again later.',
      'not_configured',
    );
  }
  if (!sameSecret(request.headers.get('x-cron-secret') ?? '', config.cronSecret)) {
    return errorResponse(401, 'The scheduler secret is missing or wrong.', 'unauthorized');
  }
  return null;
}
