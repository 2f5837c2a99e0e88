/**
 * host-inquiries: the Rihla team's Inquiries screen (the work-with-us form's inquiries): the list,
 * one inquiry, and Mark contacted / Close / Reopen. Pure (zod only); served by
 * supabase/functions/host-inquiries.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { inquiriesMaxPageSize, inquiryStatuses } from '../host-api-types-extras.ts';
import { uuidSchema } from '../validation.ts';
import { count, id, instant, pageNumber } from './shapes.ts';

const invalidMessage =
  'Send { "action": "list", "status"?: "new" | "contacted" | "closed", "page"?: 1.., "pageSize"?: 1..100 }, ' +
  '{ "action": "get", "id": <an inquiry id> } or { "action": "setStatus", "id": <an inquiry id>, "status": ' +
  '"new" | "contacted" | "closed" }, with no other fields.';

const teamOnly = {
  status: 403,
  code: 'team_only',
  message: 'Inquiries are for the Rihla team: sign in with a team account to read and answer them.',
};
const notFound = { status: 404, code: 'not_found', message: 'No such inquiry.' };

const inquiryStatus = z.enum(inquiryStatuses);

/** One inquiry, as the Inquiries screen shows it. */
export const inquiryItem = z.strictObject({
  id,
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  propertyLocation: z.string(),
  message: z.string().nullable(),
  /** The language the sender wrote in (en, fr, es, ar), if known. */
  language: z.string().nullable(),
  status: inquiryStatus,
  createdAt: instant,
  /** When the status last changed, else null. */
  statusChangedAt: instant.nullable(),
  /** Who changed it (the host's display name), else null. */
  statusChangedBy: z.string().nullable(),
});

const inquiryAnswer = z.strictObject({ inquiry: inquiryItem });

export const hostInquiriesList = defineContract({
  function: 'host-inquiries',
  action: 'list',
  caller: 'team',
  summary:
    'A page of the inquiries, newest first, of one status or all, with the counts per status whatever the filter.',
  request: z.strictObject({
    status: inquiryStatus.optional(),
    page: pageNumber.max(100_000).optional(),
    /** 20 unless told otherwise. */
    pageSize: z.number().int().min(1).max(inquiriesMaxPageSize).optional(),
  }),
  answer: z.strictObject({
    inquiries: z.array(inquiryItem),
    total: count,
    page: pageNumber,
    pageSize: pageNumber,
    /** Per status, whatever the filter. */
    counts: z.strictObject({ new: count, contacted: count, closed: count }),
  }),
  errors: { teamOnly },
  invalidMessage,
});

export const hostInquiriesGet = defineContract({
  function: 'host-inquiries',
  action: 'get',
  caller: 'team',
  summary: 'One inquiry, whole (opened from the list or from the new-inquiry notification).',
  request: z.strictObject({ id: uuidSchema }),
  answer: inquiryAnswer,
  errors: { teamOnly, notFound },
  invalidMessage,
});

export const hostInquiriesSetStatus = defineContract({
  function: 'host-inquiries',
  action: 'setStatus',
  caller: 'team',
  summary:
    'Mark contacted, Close, Reopen: the status changes, with who and when (the same status again changes nothing).',
  request: z.strictObject({ id: uuidSchema, status: inquiryStatus }),
  answer: inquiryAnswer,
  errors: { teamOnly, notFound },
  invalidMessage,
});
