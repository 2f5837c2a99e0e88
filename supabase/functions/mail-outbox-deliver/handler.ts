/**
 * mail-outbox-deliver: sends the due mails of the outbox over SMTP (network and database), as the
 * server. On Supabase pg_cron calls it every minute through pg_net (docs/deployment.md); the local
 * server delivers on its own timer instead (local-server/mail-scheduler.ts). The call's contract
 * (the scheduler's secret, the answer, 503 without SMTP_URL): _shared/contracts/mail-outbox-deliver.contract.ts.
 */
import { mailOutboxDeliver } from '../_shared/contracts/mail-outbox-deliver.contract.ts';
import { deliverDueMails } from '../_shared/mail-outbox.ts';
import { smtpTransport } from '../_shared/mail-transport.ts';
import { serve } from '../_shared/procedure.ts';

/** Mails sent in one call: well inside an Edge Function's time, the rest go on the next call. */
const mailsPerCall = 50;

export const handler = serve(mailOutboxDeliver, async ({ deps, refuse }) => {
  if (!deps.config.smtpUrl) return refuse('notConfigured');
  const transport = smtpTransport(deps.config.smtpUrl);
  try {
    return await deliverDueMails(deps.db, transport, {
      now: deps.now(),
      siteUrl: deps.config.siteUrl,
      from: deps.config.mailFrom,
      limit: mailsPerCall,
    });
  } finally {
    transport.close?.();
  }
});
