/**
 * declarations-purge (issue 31): deletes the guest declarations kept past their time
 * (DECLARATION_RETENTION_DAYS after check-out in the property's zone; see
 * _shared/declaration-purge.ts), as the server. On Supabase pg_cron calls it (hourly is plenty)
 * through pg_net; the local server purges on its own timer (local-server/declaration-scheduler.ts).
 * The call's contract (the scheduler's secret, the answer): _shared/contracts/declarations-purge.contract.ts.
 */
import { declarationsPurge } from '../_shared/contracts/declarations-purge.contract.ts';
import { purgeExpiredDeclarations } from '../_shared/declaration-purge.ts';
import { serve } from '../_shared/procedure.ts';

export const handler = serve(declarationsPurge, async ({ deps }) => ({
  purged: await purgeExpiredDeclarations(deps.db, {
    now: deps.now(),
    retentionDays: deps.config.declarationRetentionDays,
  }),
}));
