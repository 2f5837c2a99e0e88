/**
 * host-mail-outbox: the team's view of the mails that did not go out (the Inquiries screen's
 * "Undelivered e-mails"), and Retry. The calls' contracts (list, retry; the team only):
 * _shared/contracts/host-mail-outbox.contract.ts. Every query runs as the caller (`asUser`): the
 * outbox's policies (0027, 0028) let the team read it and put a mail back in line, and nobody else
 * see or touch it.
 */
import {
  hostMailOutboxList,
  hostMailOutboxRetry,
  outboxListLimit,
} from '../_shared/contracts/host-mail-outbox.contract.ts';
import type { OutboxMailItem } from '../_shared/host-api-types-extras.ts';
import { route, serveCalls } from '../_shared/procedure.ts';

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

export const handler = serveCalls('host-mail-outbox', hostMailOutboxList.invalidMessage, [
  route(hostMailOutboxList, ({ asHost }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query<ItemRow>(listSql, [], { name: 'host_mail_outbox_list' });
      return { mails: rows.map(itemOf) };
    }),
  ),
  route(hostMailOutboxRetry, ({ body, asHost, refuse, deps }) =>
    asHost(async (tx) => {
      const { rows } = await tx.query<ItemRow>(retrySql, [body.id, deps.now().toISOString()], {
        name: 'host_mail_outbox_retry',
      });
      if (rows[0]) return { mail: itemOf(rows[0]) };
      const found = await tx.query(existsSql, [body.id], { name: 'host_mail_outbox_exists' });
      return refuse(found.rows[0] ? 'notRetryable' : 'notFound');
    }),
  ),
]);
