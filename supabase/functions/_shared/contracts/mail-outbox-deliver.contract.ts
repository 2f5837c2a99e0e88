/** mail-outbox-deliver: the scheduler's delivery of the mail outbox over SMTP. Pure (zod only). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { schedulerRequest } from './scheduler-shapes.ts';
import { count } from './shapes.ts';

export const mailOutboxDeliver = defineContract({
  function: 'mail-outbox-deliver',
  caller: 'scheduler',
  summary:
    'Sends the due mails of the outbox over SMTP, at most 50 a call; a mail the SMTP server refuses is tried again later (its error kept), never a failure of the call.',
  request: schedulerRequest,
  answer: z.strictObject({
    /** Mails taken from the outbox in this call. */
    claimed: count,
    sent: count,
    /** Refused for now: tried again later. */
    retrying: count,
    /** Given up after their last attempt. */
    failed: count,
  }),
  errors: {
    /** No SMTP_URL: there is no file system to write mails to on Supabase. */
    notConfigured: {
      status: 503,
      code: 'not_configured',
      message: 'This service is not configured yet. Please try again later.',
    },
  },
});
