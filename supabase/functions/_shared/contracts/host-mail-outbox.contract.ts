/**
 * host-mail-outbox: the Rihla team's view of the mails that did not go out (the Inquiries screen's
 * "Undelivered e-mails"), and Retry. Pure (zod only); served by supabase/functions/host-mail-outbox.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { uuidSchema } from '../validation.ts';
import { count, id, instant } from './shapes.ts';

/** The most mails one `list` answers (newest first). */
export const outboxListLimit = 100;

const invalidMessage =
  'Send { "action": "list" } or { "action": "retry", "id": <a mail id> }, with no other fields.';

const teamOnly = { status: 403, code: 'team_only', message: 'The mail outbox is for the Rihla team.' };

/** A mail of the outbox the team sees: failed ones, and those still waiting for a retry. */
export const outboxMailItem = z.strictObject({
  id,
  toAddress: z.string(),
  /** The mail's template (its name in mail-templates.ts). */
  template: z.string(),
  /** Whom or what the mail is about, from its params: "guest · property", or an inquiry's sender. */
  about: z.string().nullable(),
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: count,
  lastError: z.string().nullable(),
  nextAttemptAt: instant,
  createdAt: instant,
});

export const hostMailOutboxList = defineContract({
  function: 'host-mail-outbox',
  action: 'list',
  caller: 'team',
  summary: `Undelivered e-mails: the failed mails and those waiting for a retry, newest first (at most ${outboxListLimit}).`,
  request: z.strictObject({}),
  answer: z.strictObject({ mails: z.array(outboxMailItem) }),
  errors: { teamOnly },
  invalidMessage,
});

export const hostMailOutboxRetry = defineContract({
  function: 'host-mail-outbox',
  action: 'retry',
  caller: 'team',
  summary: 'Retry: a failed (or retrying) mail back in line, pending, due now, attempts 0.',
  request: z.strictObject({ id: uuidSchema }),
  answer: z.strictObject({
    /** The mail put back in line. */
    mail: outboxMailItem,
  }),
  errors: {
    teamOnly,
    notFound: { status: 404, code: 'not_found', message: 'No such mail in the outbox.' },
    notRetryable: {
      status: 409,
      code: 'not_retryable',
      message: 'This mail is being sent or was sent already: there is nothing to retry.',
    },
  },
  invalidMessage,
});
