/**
 * mail-outbox-deliver: sends the due mails of the outbox over SMTP (network and database), as the
 * server. On Supabase pg_cron calls it every minute through pg_net (see the README); the local
 * server delivers on its own timer instead (local-server/mail-scheduler.ts). `POST` with the header
 * `X-Cron-Secret: <CRON_SECRET>`; deployed with `--no-verify-jwt`, the secret is its only key. A
 * mail the SMTP server refuses is tried again later (its error kept), never a failure of the call.
 *
 * Answer: `{ claimed, sent, retrying, failed }`. Errors: 401 `unauthorized` (no or wrong secret),
 * 405, 503 `not_configured` (no CRON_SECRET or no SMTP_URL: there is no file system to write
 * mails to on Supabase), 500 `server_error`.
 */
import { refuseWithoutCronSecret } from '../_shared/cron-secret.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { errorResponse, guarded, json, preflight } from '../_shared/http.ts';
import { deliverDueMails } from '../_shared/mail-outbox.ts';
import { smtpTransport } from '../_shared/mail-transport.ts';

/** Mails sent in one call: well inside an Edge Function's time, the rest go on the next call. */
const mailsPerCall = 50;

export const handler: FunctionHandler = guarded('mail-outbox-deliver', async (request, deps) => {
  const early = preflight(request);
  if (early) return early;
  await request.body?.cancel().catch(() => undefined);
  const refused = refuseWithoutCronSecret(request, deps.config);
  if (refused) return refused;
  if (!deps.config.smtpUrl) {
    return errorResponse(
      503,
      'This service is not configured yet. Please try again later.',
      'not_configured',
    );
  }
  const transport = smtpTransport(deps.config.smtpUrl);
  try {
    const report = await deliverDueMails(deps.db, transport, {
      now: deps.now(),
      siteUrl: deps.config.siteUrl,
      from: deps.config.mailFrom,
      limit: mailsPerCall,
    });
    return json(report);
  } finally {
    transport.close?.();
  }
});
