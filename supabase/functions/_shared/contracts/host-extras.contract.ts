/**
 * host-extras: the Rihla team's Extras queue, the paid extras still to fulfil, and "Mark fulfilled".
 * Pure (zod only); served by supabase/functions/host-extras.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { bookingExtraLine } from './booking-shapes.ts';
import { count, day, id } from './shapes.ts';

const invalidMessage =
  'Send { "action": "queue" } (optionally with "include": "open" or "fulfilled"), or { "action": "fulfil" } or { "action": "reopen" } with "lineId", the extra line’s id.';

const errors = {
  teamOnly: {
    status: 403,
    code: 'team_only',
    message: 'The Extras queue is for the Rihla team: the team fulfils paid extras.',
  },
  notFound: { status: 404, code: 'not_found', message: 'No extra line with this id.' },
  notPaid: {
    status: 409,
    code: 'not_paid',
    message: 'This extra is not paid: only paid extras are fulfilled.',
  },
  unknownMorning: {
    status: 400,
    code: 'unknown_morning',
    message: 'This day is not one of the breakfast’s mornings.',
  },
};

/** One paid extra still to fulfil (or just fulfilled), with what the team needs to act on it. */
export const extraQueueItem = z.strictObject({
  /** The booking_extras line, with who fulfilled it and when (`fulfilledAt`, `fulfilledBy`). */
  line: bookingExtraLine,
  booking: z.strictObject({
    id,
    /** "First Last" (or the last name alone). */
    guestName: z.string(),
    guestPhone: z.string().nullable(),
    guestEmail: z.string().nullable(),
    checkIn: day,
    checkOut: day,
    property: z.strictObject({ id, name: z.string(), city: z.string().nullable() }),
    /** The booking was cancelled after the extra was paid (the team may have to refund, not fulfil). */
    cancelled: z.boolean(),
  }),
  /**
   * The day the extra is needed: a transfer's flight date when given, else the check-in day
   * (arrival) or the check-out day (departure, the return transfer); early check-in: the check-in
   * day; late checkout: the check-out day; a breakfast's first morning (the day after check-in when
   * no mornings were chosen); anything else: the check-in day. The open queue is sorted by it.
   */
  dueDate: day,
  /**
   * A breakfast's mornings, earliest first, each fulfilled on its own (issue 43): all fulfilled once
   * the line is. Empty for any other extra (and a breakfast without mornings chosen).
   */
  mornings: z.array(z.strictObject({ day, fulfilled: z.boolean() })),
});

export const hostExtrasQueue = defineContract({
  function: 'host-extras',
  action: 'queue',
  caller: 'team',
  summary:
    "The Extras queue: paid extras not yet fulfilled, soonest due first (`include` 'open', the default), or the 50 most recently fulfilled, newest first ('fulfilled').",
  request: z.strictObject({ include: z.enum(['open', 'fulfilled']).optional() }),
  answer: z.strictObject({
    items: z.array(extraQueueItem),
    /** Paid extras not yet fulfilled, whatever `include` was. */
    openCount: count,
  }),
  errors: { teamOnly: errors.teamOnly },
  invalidMessage,
});

export const hostExtrasOpenCount = defineContract({
  function: 'host-extras',
  action: 'openCount',
  caller: 'team',
  summary:
    "The sidebar's badge beside Extras: how many paid extras are not yet fulfilled, without the queue itself.",
  request: z.strictObject({}),
  answer: z.strictObject({ openCount: count }),
  errors: { teamOnly: errors.teamOnly },
  invalidMessage,
});

const lineRequest = z.strictObject({
  lineId: z.string().max(100),
  /** One morning of a breakfast (YYYY-MM-DD) instead of the whole line. */
  morning: day.optional(),
});
const lineAnswer = z.strictObject({ item: extraQueueItem });

export const hostExtrasFulfil = defineContract({
  function: 'host-extras',
  action: 'fulfil',
  caller: 'team',
  summary:
    'Mark fulfilled: the line is fulfilled now, by the caller (once: an already fulfilled line keeps its first who and when). With `morning`, that morning of a breakfast only; the line is fulfilled once every morning is.',
  request: lineRequest,
  answer: lineAnswer,
  errors,
  invalidMessage,
});

export const hostExtrasReopen = defineContract({
  function: 'host-extras',
  action: 'reopen',
  caller: 'team',
  summary:
    'Undo: the line is not fulfilled after all (nor any of its mornings); with `morning`, that morning only (the line is then not fulfilled either).',
  request: lineRequest,
  answer: lineAnswer,
  errors: { teamOnly: errors.teamOnly, notFound: errors.notFound, unknownMorning: errors.unknownMorning },
  invalidMessage,
});
