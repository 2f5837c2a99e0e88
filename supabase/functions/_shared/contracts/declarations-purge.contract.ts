/** declarations-purge: the scheduler's purge of guest declarations kept past their time. Pure (zod only). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { schedulerRequest } from './scheduler-shapes.ts';
import { count } from './shapes.ts';

export const declarationsPurge = defineContract({
  function: 'declarations-purge',
  caller: 'scheduler',
  summary:
    "Deletes the guest declarations kept DECLARATION_RETENTION_DAYS past check-out (the property's zone).",
  request: schedulerRequest,
  answer: z.strictObject({
    /** Declarations deleted. */
    purged: count,
  }),
});
