/**
 * ical-sync-all: syncs every channel calendar of every property, as the server (network and
 * database). On Supabase pg_cron calls it every 30 minutes through pg_net (docs/deployment.md); the
 * local server runs the same sync on its own timer (local-server/ical-scheduler.ts). The call's
 * contract (the scheduler's secret, the answer): _shared/contracts/ical-sync-all.contract.ts.
 * Four feeds at a time; each feed's failure is recorded on it (the host sees it), never a failure
 * of the call.
 */
import { icalSyncAll } from '../_shared/contracts/ical-sync-all.contract.ts';
import { localDay } from '../_shared/host-data.ts';
import { syncAllFeeds } from '../_shared/ical-sync.ts';
import { serve } from '../_shared/procedure.ts';

export const handler = serve(icalSyncAll, async ({ deps }) => {
  const at = deps.now();
  const results = await syncAllFeeds(deps.db, {
    now: at,
    today: localDay(at),
    allowLocalHttp: deps.config.icalAllowLocalHttp,
    parallel: 4,
  });
  const succeeded = results.filter((result) => result.ok).length;
  return { feeds: results.length, succeeded, failed: results.length - succeeded };
});
