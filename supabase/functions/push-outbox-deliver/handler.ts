/**
 * push-outbox-deliver: sends the due notices of the push outbox (network and database), as the
 * server; each call first queues the door codes the clock has released. On Supabase pg_cron calls
 * it every minute through pg_net (docs/push.md); the local server delivers on its own timer
 * instead (local-server/push-scheduler.ts). The call's contract:
 * _shared/contracts/push-outbox-deliver.contract.ts (503 without the VAPID keys).
 */
import { pushOutboxDeliver } from '../_shared/contracts/push-outbox-deliver.contract.ts';
import { serve } from '../_shared/procedure.ts';
import { deliverDuePushes } from '../_shared/push-delivery.ts';
import { queueReleasedDoorCodes } from '../_shared/push-notices.ts';

/** Notices sent in one call (5 s at most each): well inside an Edge Function's time and the claim's 5-minute lease, the rest go on the next call. */
const pushesPerCall = 25;

export const handler = serve(pushOutboxDeliver, async ({ deps, refuse }) => {
  if (!deps.config.vapid) return refuse('notConfigured');
  // The door codes the clock released since the last call are queued first (no event writes them).
  await queueReleasedDoorCodes(deps.db, deps.now(), deps.config.doorCodeGraceHours);
  return deliverDuePushes(deps.db, {
    vapid: deps.config.vapid,
    now: deps.now(),
    limit: pushesPerCall,
    timeoutMs: 5_000,
  });
});
