/** ical-sync-all: the scheduler's sync of every channel calendar. Pure (zod only). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { schedulerRequest } from './scheduler-shapes.ts';
import { count } from './shapes.ts';

export const icalSyncAll = defineContract({
  function: 'ical-sync-all',
  caller: 'scheduler',
  summary:
    "Syncs every property's channel calendars, four feeds at a time; a feed's failure is recorded on the feed (the host sees it), never a failure of the call.",
  request: schedulerRequest,
  answer: z.strictObject({
    /** Feeds tried. */
    feeds: count,
    succeeded: count,
    failed: count,
  }),
});
