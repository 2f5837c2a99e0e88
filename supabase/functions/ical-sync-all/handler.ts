/**
 * ical-sync-all: syncs every channel calendar of every property, as the server (network and
 * database). On Supabase pg_cron calls it every 30 minutes through pg_net (see the README); the
 * local server runs the same sync on its own timer (local-server/ical-scheduler.ts).
 * `POST` with the header `X-Cron-Secret: <CRON_SECRET>` (compared in constant time); deployed with
 * `--no-verify-jwt`, the secret is its only key. Four feeds at a time; each feed's failure is
 * recorded on it (the host sees it), never a failure of the call.
 *
 * Answer: `{ feeds, succeeded, failed }`. Errors: 401 `unauthorized` (no or wrong secret), 405,
 * 503 `not_configured` (no CRON_SECRET set), 500 `server_error`.
 */
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { localDay } from '../_shared/host-data.ts';
import { errorResponse, guarded, json, preflight } from '../_shared/http.ts';
import { syncAllFeeds } from '../_shared/ical-sync.ts';

/** Equal strings, compared without an early exit (the time taken says nothing about the secret). */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export const handler: FunctionHandler = guarded('ical-sync-all', async (request, deps) => {
  const early = preflight(request);
  if (early) return early;
  await request.body?.cancel().catch(() => undefined);
  const secret = deps.config.cronSecret;
  if (!secret) {
    return errorResponse(
      503,
      'This service is not configured yet. Please try again later.',
      'not_configured',
    );
  }
  if (!sameSecret(request.headers.get('x-cron-secret') ?? '', secret)) {
    return errorResponse(401, 'The scheduler secret is missing or wrong.', 'unauthorized');
  }
  const at = deps.now();
  const results = await syncAllFeeds(deps.db, {
    now: at,
    today: localDay(at),
    allowLocalHttp: deps.config.icalAllowLocalHttp,
    parallel: 4,
  });
  const succeeded = results.filter((result) => result.ok).length;
  return json({ feeds: results.length, succeeded, failed: results.length - succeeded });
});
