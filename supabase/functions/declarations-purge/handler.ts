/**
 * declarations-purge (issue 31): deletes the guest declarations kept past their time
 * (DECLARATION_RETENTION_DAYS, default 30, after check-out in the property's zone; see
 * _shared/declaration-purge.ts), as the server. On Supabase pg_cron calls it (hourly is plenty)
 * through pg_net, as it calls mail-outbox-deliver; the local server purges on its own timer
 * (local-server/declaration-scheduler.ts). `POST` with `X-Cron-Secret: <CRON_SECRET>`; deployed
 * with `--no-verify-jwt`, the secret is its only key.
 *
 * Answer: `{ purged }` (declarations deleted). Errors: 401 `unauthorized` (no or wrong secret),
 * 405, 503 `not_configured` (no CRON_SECRET), 500 `server_error`.
 */
import { refuseWithoutCronSecret } from '../_shared/cron-secret.ts';
import { purgeExpiredDeclarations } from '../_shared/declaration-purge.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { guarded, json, preflight } from '../_shared/http.ts';

export const handler: FunctionHandler = guarded('declarations-purge', async (request, deps) => {
  const early = preflight(request);
  if (early) return early;
  await request.body?.cancel().catch(() => undefined);
  const refused = refuseWithoutCronSecret(request, deps.config);
  if (refused) return refused;
  const purged = await purgeExpiredDeclarations(deps.db, {
    now: deps.now(),
    retentionDays: deps.config.declarationRetentionDays,
  });
  return json({ purged });
});
