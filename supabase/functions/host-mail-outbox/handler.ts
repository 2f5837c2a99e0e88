/**
 * host-mail-outbox: the team's view of the mails that did not go out (the Inquiries screen's
 * "Undelivered e-mails"). POST with `Authorization: Bearer <access token>`; every query runs as the
 * caller (`asUser`): the outbox's policies (0027, 0028) let the team read it and put a mail back in
 * line, and nobody else see or touch it.
 *
 * Request body, one of:
 *   { "action": "list" }               failed mails and those waiting for a retry, newest first (at most 100)
 *   { "action": "retry", "id": uuid }  a failed (or retrying) mail back to pending, due now, attempts 0
 *
 * Answers (200): list { mails: OutboxMailItem[] }; retry { mail }.
 * Errors, JSON { error, code }: 400 `invalid_request` / `invalid_text`, 401 `unauthorized`,
 * 403 `not_a_host` / `team_only`, 404 `not_found`, 409 `not_retryable` (being sent, or sent),
 * 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import type { OutboxAnswer, OutboxMailItem, OutboxRetriedAnswer } from '../_shared/host-api-types-extras.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { hostAccount, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';
import { uuidSchema } from '../_shared/validation.ts';

export const outboxRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list') }),
  z.strictObject({ action: z.literal('retry'), id: uuidSchema }),
]);

export const outboxListLimit = 100;
export const invalidOutboxMessage =
  'Send { "action": "list" } or { "action": "retry", "id": <a mail id> }, with no other fields.';
export const mailNotFoundMessage = 'No such mail in the outbox.';
export const notRetryableMessage = 'This mail is being sent or was sent already: there is nothing to retry.';
export const outboxTeamOnlyMessage = 'The mail outbox is for the Rihla team.';

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// `about`: a booking's mail names the guest and the property, an inquiry's its sender.
const itemColumns = `id, to_address AS "toAddress", template,
  concat_ws(' · ', params->>'guestName', params->>'propertyName') AS about_booking,
  params->>'fullName' AS about_sender,
  status, attempts, last_error AS "lastError",
  ${utc('next_attempt_at')} AS "nextAttemptAt", ${utc('created_at')} AS "createdAt"`;

type ItemRow = Omit<OutboxMailItem, 'about'> & { about_booking: string; about_sender: string | null };

function itemOf({ about_booking, about_sender, ...row }: ItemRow): OutboxMailItem {
  return { ...row, about: about_booking || about_sender || null };
}

const listSql = `SELECT ${itemColumns} FROM mail_outbox
   WHERE status = 'failed' OR (status = 'pending' AND attempts > 0)
   ORDER BY created_at DESC, id
   LIMIT ${outboxListLimit}`;

// A mail being sent (its lease running) or sent already is left alone; so says the policy too.
const retrySql = `UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = $2::timestamptz
   WHERE id = $1::uuid AND status IN ('failed', 'pending')
   RETURNING ${itemColumns}`;

const existsSql = 'SELECT status FROM mail_outbox WHERE id = $1::uuid';

type Answer =
  | { kind: 'ok'; body: OutboxAnswer | OutboxRetriedAnswer }
  | { kind: 'notAHost' }
  | { kind: 'teamOnly' }
  | { kind: 'notFound' }
  | { kind: 'notRetryable' };

export const handler: FunctionHandler = guarded('host-mail-outbox', async (request, deps) => {
  const opened = await openHostRequest(request, deps, outboxRequestSchema, () =>
    errorResponse(400, invalidOutboxMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const body = opened.data;

  const answer = await asUser<Answer>(
    deps.db,
    opened.caller.userId,
    async (tx) => {
      const account = await hostAccount(tx);
      if (!account) return { kind: 'notAHost' };
      if (account.role !== 'team') return { kind: 'teamOnly' };
      if (body.action === 'list') {
        const { rows } = await tx.query<ItemRow>(listSql, [], { name: 'host_mail_outbox_list' });
        return { kind: 'ok', body: { mails: rows.map(itemOf) } };
      }
      const { rows } = await tx.query<ItemRow>(retrySql, [body.id, deps.now().toISOString()], {
        name: 'host_mail_outbox_retry',
      });
      if (rows[0]) return { kind: 'ok', body: { mail: itemOf(rows[0]) } };
      const found = await tx.query(existsSql, [body.id], { name: 'host_mail_outbox_exists' });
      return found.rows[0] ? { kind: 'notRetryable' } : { kind: 'notFound' };
    },
    opened.caller.claims,
  );
  if (answer.kind === 'notAHost') return notAHost();
  if (answer.kind === 'teamOnly') return errorResponse(403, outboxTeamOnlyMessage, 'team_only');
  if (answer.kind === 'notFound') return errorResponse(404, mailNotFoundMessage, 'not_found');
  if (answer.kind === 'notRetryable') return errorResponse(409, notRetryableMessage, 'not_retryable');
  return json(answer.body);
});
