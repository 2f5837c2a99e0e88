/**
 * host-calendar-blocks: dates a host blocks by hand (the dashboard's Block Dates, the calendar's
 * Block dates) and their removal. Pure (zod only); served by supabase/functions/host-calendar-blocks.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { blockDatesProblem, blockReasonMaxLength, isBlockDay, maxBlockNights } from '../manual-blocks.ts';
import { uuidSchema } from '../validation.ts';
import { day, id } from './shapes.ts';

const fieldMessages = {
  action: 'Send action: "create" or "remove".',
  propertyId: 'propertyId must be a property id (a UUID).',
  blockId: 'blockId must be a blocked-dates id (a UUID).',
  startDate: 'startDate must be a real date written YYYY-MM-DD, in the years 2000 to 2100.',
  endDate: `endDate must be a real date written YYYY-MM-DD after startDate (the first free day), at most ${maxBlockNights} nights later.`,
  reason: `reason must be text of at most ${blockReasonMaxLength} characters.`,
  unknown: 'The request holds a field this action does not take.',
  body: 'The request must be a JSON object with an action.',
} as const;

/** What each field must be: the 400's message names the first field that is not. */
export const invalidBlockMessages: Readonly<Record<string, string>> = fieldMessages;

/** The 400 of a body that is no object (`body`), or an object without a known action (`action`). */
export function invalidBlockBody(value: unknown): string {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return isObject ? fieldMessages.action : fieldMessages.body;
}

function invalidBlockField(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (issue?.code === 'unrecognized_keys') return fieldMessages.unknown;
  const field = issue?.path[0];
  return (typeof field === 'string' && invalidBlockMessages[field]) || fieldMessages.body;
}

const notFound = {
  status: 404,
  code: 'not_found',
  message: 'No such property or blocked dates in your portfolio.',
};

/** Dates blocked by hand, as the calendar shows them. */
export const manualBlock = z.strictObject({
  id,
  propertyId: id,
  propertyName: z.string(),
  startDate: day,
  /** Exclusive: the first free day. */
  endDate: day,
  reason: z.string(),
});

const common = {
  function: 'host-calendar-blocks',
  caller: 'host',
  invalidMessage: fieldMessages.body,
  invalidMessageFor: invalidBlockField,
} as const;

export const hostCalendarBlocksCreate = defineContract({
  ...common,
  action: 'create',
  successStatus: 201,
  summary:
    "Block Dates: the nights from startDate to endDate (exclusive) of one of the caller's properties cannot be sold; shown in the calendar and in the property's export feed; answered 201.",
  request: z
    .strictObject({
      propertyId: uuidSchema,
      startDate: z.string().refine(isBlockDay),
      endDate: z.string(),
      reason: z.string().trim().max(blockReasonMaxLength).optional(),
    })
    .refine((body) => blockDatesProblem(body.startDate, body.endDate) === null, { path: ['endDate'] }),
  answer: z.strictObject({ block: manualBlock }),
  errors: {
    notFound,
    overlapsBooking: {
      status: 409,
      code: 'block_overlaps_booking',
      message:
        'These dates overlap a confirmed booking: a block cannot cover a stay. Change the dates, or cancel that booking first.',
    },
    overlapsBlock: {
      status: 409,
      code: 'block_overlaps_block',
      message: 'These dates overlap dates already blocked by hand at this property.',
    },
  },
});

export const hostCalendarBlocksRemove = defineContract({
  ...common,
  action: 'remove',
  summary:
    "Unblock: dates blocked by hand are free again (a channel's blocks are the channel's: not removed here).",
  request: z.strictObject({ blockId: uuidSchema }),
  answer: z.strictObject({ removed: z.literal(true) }),
  errors: { notFound },
});
