/**
 * automated-messages-run: sends the automated messages that are due (issue 45,
 * docs/automated-messages.md), as the server. On Supabase pg_cron calls it every 5 minutes through
 * pg_net (docs/deployment.md); the local server runs the round on its own timer instead
 * (local-server/automated-scheduler.ts). The call's contract (the scheduler's secret, 503 without
 * GUEST_TOKEN_SECRET): _shared/contracts/automated-messages-run.contract.ts. Side effects: the
 * database (_shared/automated-messages-run.ts).
 */
import { runAutomatedMessages } from '../_shared/automated-messages-run.ts';
import { automatedMessagesRun } from '../_shared/contracts/automated-messages-run.contract.ts';
import { hasGuestTokenSecret } from '../_shared/guest-token.ts';
import { serve } from '../_shared/procedure.ts';

/** Events sent in one call: well inside an Edge Function's time, the rest go on the next call. */
const eventsPerCall = 200;

export const handler = serve(automatedMessagesRun, async ({ deps, refuse }) => {
  if (!hasGuestTokenSecret(deps.config)) return refuse('notConfigured');
  return runAutomatedMessages(deps.db, deps.config, { now: deps.now(), limit: eventsPerCall });
});
