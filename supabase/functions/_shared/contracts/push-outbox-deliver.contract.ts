/** push-outbox-deliver: the scheduler's delivery of the push outbox (issue 44). Pure (zod only). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pushNotConfigured } from './push-shapes.ts';
import { schedulerRequest } from './scheduler-shapes.ts';
import { count } from './shapes.ts';

export const pushOutboxDeliver = defineContract({
  function: 'push-outbox-deliver',
  caller: 'scheduler',
  summary:
    'Sends the due notices of the push outbox to the devices, at most 25 a call; a refused one is tried again later, a device the push service says is gone (404, 410) is forgotten.',
  request: schedulerRequest,
  answer: z.strictObject({
    claimed: count,
    sent: count,
    /** Refused for now: tried again later. */
    retrying: count,
    /** Given up. */
    failed: count,
    /** Devices forgotten: gone from their push service. */
    removed: count,
  }),
  errors: { notConfigured: pushNotConfigured },
});
