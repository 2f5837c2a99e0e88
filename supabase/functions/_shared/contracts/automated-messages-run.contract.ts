/** automated-messages-run: the scheduler's round of automated messages (issue 45). Pure (zod only). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { schedulerRequest } from './scheduler-shapes.ts';
import { count } from './shapes.ts';

export const automatedMessagesRun = defineContract({
  function: 'automated-messages-run',
  caller: 'scheduler',
  summary:
    'Sends the automated messages that are due (docs/automated-messages.md), each once per booking and event, at most 200 a call: a message in the conversation, a mail through the outbox, pushes to the guest’s devices.',
  request: schedulerRequest,
  answer: z.strictObject({
    /** Bookings in the round's window. */
    bookings: count,
    /** Events due and not sent yet when the round began. */
    due: count,
    /** Sent by this call (another scheduler may have sent the rest). */
    sent: count,
    /** Of those, with a mail queued, and with pushes queued. */
    mailed: count,
    pushed: count,
  }),
  errors: {
    /** No GUEST_TOKEN_SECRET: the messages carry the guest's personal link. */
    notConfigured: {
      status: 503,
      code: 'not_configured',
      message: 'This service is not configured yet. Please try again later.',
    },
  },
});
